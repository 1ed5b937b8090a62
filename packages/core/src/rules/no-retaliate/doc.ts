/** The no-retaliate rule's entry in core's docs/rules.md (read by `module/rules-doc.ts` off the registry; no bundle imports it). */
import type { RuleDoc } from '../module/rule-module.js';

/** The no-retaliate rule's entry in the docs. */
export const doc: RuleDoc = {
  about:
    '`PieceType.rules.noRetaliate`: a piece of the type captured by another type may not be retaken at once (SjaakII `no_retaliate`)',
};
