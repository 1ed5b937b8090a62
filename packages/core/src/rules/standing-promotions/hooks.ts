/** The standing-promotions rule's engine hook (`PromotionRule.standing`): its moves, from the supplied code. */
import type { RuleHooks } from '../module/rule-hooks.js';
import { suppliedCode } from '../module/supplied-code.js';

/** Adds the standing promotions to the legal moves (the code is supplied: `../supplied.ts`). */
export const standingPromotionsHooks: RuleHooks<'standingPromotions'> = {
  name: 'standingPromotions',
  addMoves: (st, out, n) => suppliedCode.standingPromotions!.add(st, out, n),
};
