/** The cannot-be-checked rule's entry in core's docs/rules.md (read by `module/rules-doc.ts` off the registry; no bundle imports it). */
import type { RuleDoc } from '../module/rule-module.js';

/** The cannot-be-checked rule's entry in the docs. */
export const doc: RuleDoc = {
  about:
    '`PieceType.rules.cannotBeChecked`: a side left with only pieces of such types may not be checked (FBR `pieces=cannotbechecked`)',
};
