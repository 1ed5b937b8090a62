/** The standing-promotions rule's tables and the compile hook its supplied code gives (`standing-promotions.ts`). */
import type { BuildContext } from '../../variant/compile/context.js';
import type { RuleCode } from '../module/rule-module.js';
import type { StandingTables } from './types.js';

/** What the standing-promotions rule's code gives the compile stage. */
export interface StandingCompiler extends RuleCode<'standingPromotions'> {
  /** The tables of `ctx`'s standing promotions; throws `VariantError` for a form it does not play. */
  tables(ctx: BuildContext): StandingTables;
}
