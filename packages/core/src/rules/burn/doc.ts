/** The burn rule's entry in core's docs/rules.md (read by `module/rules-doc.ts` off the registry; no bundle imports it). */
import type { RuleDoc } from '../module/rule-module.js';

/** The burn rule's entry in the docs. */
export const doc: RuleDoc = {
  about: "`PieceType.rules.burn`: an enemy piece ending its move in a burner's zone is burnt (FBR `burner`)",
  refuses: ['alice', 'drops'],
};
