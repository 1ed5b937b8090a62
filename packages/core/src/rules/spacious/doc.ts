/** The spacious rule's entry in core's docs/rules.md (read by `module/rules-doc.ts` off the registry; no bundle imports it). */
import type { RuleDoc } from '../module/rule-module.js';

/** The spacious rule's entry in the docs. */
export const doc: RuleDoc = {
  about:
    '`PieceType.rules.spacious`: a move ends only where the next square beyond is on the board and empty (FBR `spacious`)',
};
