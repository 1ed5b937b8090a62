/**
 * Standing promotions (`PromotionRule.standing`, Fairy-Stockfish's `sittuyinPromotion`): a supplied rule, whose
 * tables its code builds (`standing-promotions.ts`), which core's root leaves out.
 */
import type { RuleModule } from '../module/rule-module.js';
import { compilerOf } from '../module/supplied.js';

/** The standing-promotions rule (`PromotionRule.standing`). */
export const standingPromotionsRule: RuleModule<'standingPromotions'> = {
  name: 'standingPromotions',
  names: (def) => def.pieces.some((p) => p.promotion?.standing || p.promotions?.some((r) => r.standing)),
  compile: (ctx) => compilerOf(ctx.def, 'standingPromotions', ['pieces']).tables(ctx),
};
