/** The protect rule's entry in core's docs/rules.md (read by `module/rules-doc.ts` off the registry; no bundle imports it). */
import type { RuleDoc } from '../module/rule-module.js';

/** The protect rule's entry in the docs. */
export const doc: RuleDoc = {
  about: "`PieceType.rules.protect`: own pieces in a protector's zone cannot be captured (FBR `protector`)",
};
