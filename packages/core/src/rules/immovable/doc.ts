/** The immovable rule's entry in core's docs/rules.md (read by `module/rules-doc.ts` off the registry; no bundle imports it). */
import type { RuleDoc } from '../module/rule-module.js';

/** The immovable rule's entry in the docs. */
export const doc: RuleDoc = {
  about:
    '`PieceType.rules.immovable`: a piece that does not move in the first plies of the game, or ever (FBR `pieces=immovable`)',
};
