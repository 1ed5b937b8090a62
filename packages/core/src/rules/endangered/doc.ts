/** The endangered rule's entry in core's docs/rules.md (read by `module/rules-doc.ts` off the registry; no bundle imports it). */
import type { RuleDoc } from '../module/rule-module.js';

/** The endangered rule's entry in the docs. */
export const doc: RuleDoc = {
  about:
    '`PieceType.rules.endangered`: a piece of the type takes one of such a type only where it is unprotected (SjaakII `endangered`)',
};
