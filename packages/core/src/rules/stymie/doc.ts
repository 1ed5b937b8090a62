/** The stymie rule's entry in core's docs/rules.md (read by `module/rules-doc.ts` off the registry; no bundle imports it). */
import type { RuleDoc } from '../module/rule-module.js';

/** The stymie rule's entry in the docs. */
export const doc: RuleDoc = {
  about:
    "`PieceType.rules.stymie`: enemy pieces in a stymizer's zone move one step at a time (FBR `stymizer`)",
};
