/** The no-passing-check rule's entry in core's docs/rules.md (read by `module/rules-doc.ts` off the registry; no bundle imports it). */
import type { RuleDoc } from '../module/rule-module.js';

/** The no-passing-check rule's entry in the docs. */
export const doc: RuleDoc = {
  about:
    '`PieceType.rules.noPassingCheck`: a royal of the type may not pass over attacked squares (SjaakII `en-passant check`)',
};
