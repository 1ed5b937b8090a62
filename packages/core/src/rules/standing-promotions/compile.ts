/**
 * Standing promotions (`PromotionRule.standing`, Fairy-Stockfish's `sittuyinPromotion`): a supplied rule, whose
 * tables its code builds (`standing-promotions.ts`), which core's root leaves out.
 */
import type { RuleModule } from '../module/rule-module.js';
import { compilerOf } from '../module/supplied.js';
import { standingPromotionsHooks } from './hooks.js';

/** The standing-promotions rule (`PromotionRule.standing`). */
export const standingPromotionsRule: RuleModule<'standingPromotions'> = {
  name: 'standingPromotions',
  doc: { about: '`PromotionRule.standing`: a promotion as a move of its own (sittuyin)', supplied: true },
  hooks: standingPromotionsHooks,
  names: (def) => def.pieces.some((p) => p.promotion?.standing || p.promotions?.some((r) => r.standing)),
  compile: (ctx) => compilerOf(ctx.def, 'standingPromotions', ['pieces']).tables(ctx),
};
