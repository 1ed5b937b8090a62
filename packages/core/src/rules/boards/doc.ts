/** The boards rule's entry in core's docs/rules.md (read by `module/rules-doc.ts` off the registry; no bundle imports it). */
import type { RuleDoc } from '../module/rule-module.js';

/** The boards rule's entry in the docs. */
export const doc: RuleDoc = {
  about: '`boards`: several boards side by side, moves with `transfer` going to another board',
  refuses: ['alice'],
};
