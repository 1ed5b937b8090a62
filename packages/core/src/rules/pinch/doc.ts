/** The pinch rule's entry in core's docs/rules.md (read by `module/rules-doc.ts` off the registry; no bundle imports it). */
import type { RuleDoc } from '../module/rule-module.js';

/** The pinch rule's entry in the docs. */
export const doc: RuleDoc = {
  about:
    "`PieceType.rules.pinch`: a pincher sends an enemy piece in its zone to that side's first rank (FBR `pincher`)",
  refuses: ['alice', 'drops'],
};
