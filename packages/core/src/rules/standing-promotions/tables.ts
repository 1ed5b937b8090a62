/** The standing-promotions rule's tables and the compile hook its supplied code gives (`standing-promotions.ts`). */
import type { BuildContext } from '../../variant/compile/context.js';
import type { RuleCode } from '../module/rule-module.js';

/** Standing promotions of a compiled variant (`PromotionRule.standing`). */
export interface StandingTables {
  /** Per `side * stride + type`: the zone a piece of the type promotes from (1 = in it); undefined when it does not. */
  readonly zone: readonly (Uint8Array | undefined)[];
  /** Per `side * stride + type`: the type numbers it may become (the union of its standing rules' choices). */
  readonly choices: readonly (readonly number[])[];
}

/** What the standing-promotions rule's code gives the compile stage. */
export interface StandingCompiler extends RuleCode<'standingPromotions'> {
  /** The tables of `ctx`'s standing promotions; throws `VariantError` for a form it does not play. */
  tables(ctx: BuildContext): StandingTables;
}
