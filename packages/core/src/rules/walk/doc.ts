/** The walk rule's entry in core's docs/rules.md (read by `module/rules-doc.ts` off the registry; no bundle imports it). */
import type { RuleDoc } from '../module/rule-module.js';

/** The walk rule's entry in the docs. */
export const doc: RuleDoc = {
  about: '`MoveAtom.walk`: a leap repeated up to N times over empty squares in one move (the Fire Demon)',
};
