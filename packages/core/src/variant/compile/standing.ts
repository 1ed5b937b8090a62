/**
 * Compile stage of standing promotions (`PromotionRule.standing`, Fairy-Stockfish's `sittuyinPromotion`): the tables
 * come from the rule module (`engine/rule-passes/standing-promotions.ts`), which core's root leaves out.
 */
import type { BuildContext } from './context.js';
import { ruleModuleOf, type RuleModule } from '../rule-modules.js';
import type { StandingTables } from './tables.js';

/** What the standing-promotions rule module gives the compile stage. */
export interface StandingCompiler extends RuleModule {
  /** The tables of `ctx`'s standing promotions; throws `VariantError` for a form it does not play. */
  tables(ctx: BuildContext): Omit<StandingTables, 'module'>;
}

/**
 * Stage: `CompiledVariant.standing`, undefined when no promotion rule is `standing` (`VariantError` when one is and its
 * rule module was not supplied).
 */
export function standingStage(ctx: BuildContext): StandingTables | undefined {
  const module = ruleModuleOf(ctx.def, 'standingPromotions') as StandingCompiler | undefined;
  return module && { module, ...module.tables(ctx) };
}
