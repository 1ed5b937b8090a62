/** The wall choices rule's entry in core's docs/rules.md (read by `module/rules-doc.ts` off the registry; no bundle imports it). */
import type { RuleDoc } from '../module/rule-module.js';

/** The wall choices rule's entry in the docs. */
export const doc: RuleDoc = {
  about: "`walls.rule: 'edge'`, `walls.insteadOfMove`: walls placed by a choice of square (atlantis)",
  supplied: true,
};
