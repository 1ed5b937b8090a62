/** The attacking drops rule's entry in core's docs/rules.md (read by `module/rules-doc.ts` off the registry; no bundle imports it). */
import type { RuleDoc } from '../module/rule-module.js';

/** The attacking drops rule's entry in the docs. */
export const doc: RuleDoc = {
  about:
    '`attackingDrops`: a dropped piece of these types must attack an opponent piece (FBR `drop=withattack`)',
};
