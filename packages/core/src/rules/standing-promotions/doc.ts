/** The standing promotions rule's entry in core's docs/rules.md (read by `module/rules-doc.ts` off the registry; no bundle imports it). */
import type { RuleDoc } from '../module/rule-module.js';

/** The standing promotions rule's entry in the docs. */
export const doc: RuleDoc = {
  about: '`PromotionRule.standing`: a promotion as a move of its own (sittuyin)',
  supplied: true,
};
