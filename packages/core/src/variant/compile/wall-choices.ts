/**
 * Compile stage of walls with rule `edge` and walls placed instead of a move (`VariantDefinition.walls`): their code
 * is a rule module (`engine/rule-passes/wall-choices.ts`), which core's root leaves out.
 */
import type { VariantDefinition } from '../definition.js';
import { ruleModuleOf, type RuleModule } from '../rule-modules.js';
import type { BuildContext } from './context.js';

/** What the wall-choices rule module gives the compile stage. */
export interface WallChoicesCompiler extends RuleModule {
  /** Throws `VariantError` for a `walls` form the module does not play (`insteadOfMove` with `past` or `arrow`). */
  check(walls: NonNullable<VariantDefinition['walls']>): void;
}

/**
 * Stage: `CompiledVariant.wallChoices`, undefined when the walls need no choice of square (`VariantError` when they do
 * and the rule module was not supplied; `VariantError` for a form it does not play).
 */
export function wallChoicesStage(ctx: BuildContext): RuleModule | undefined {
  const module = ruleModuleOf(ctx.def, 'wallChoices') as WallChoicesCompiler | undefined;
  module?.check(ctx.def.walls!);
  return module;
}
