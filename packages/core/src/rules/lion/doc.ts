/** The lion rule's entry in core's docs/rules.md (read by `module/rules-doc.ts` off the registry; no bundle imports it). */
import type { RuleDoc } from '../module/rule-module.js';

/** The lion rule's entry in the docs. */
export const doc: RuleDoc = {
  about: '`MoveAtom.secondStep`: a leap and a second step, capturing on either (the chu shogi lion)',
};
