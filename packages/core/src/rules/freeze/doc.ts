/** The freeze rule's entry in core's docs/rules.md (read by `module/rules-doc.ts` off the registry; no bundle imports it). */
import type { RuleDoc } from '../module/rule-module.js';

/** The freeze rule's entry in the docs. */
export const doc: RuleDoc = {
  about:
    "`PieceType.rules.freeze`: enemy pieces in a freezer's zone cannot move or give check (FBR `freezer`)",
};
