/** The drops rule's entry in core's docs/rules.md (read by `module/rules-doc.ts` off the registry; no bundle imports it). */
import type { RuleDoc } from '../module/rule-module.js';

/** The drops rule's entry in the docs. */
export const doc: RuleDoc = {
  about: '`drops`: pieces in hand dropped on the board',
  refuses: ['alice', 'burn', 'pinch'],
};
