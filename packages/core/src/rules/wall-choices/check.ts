/** The compile hook the wall-choices rule's supplied code gives (`wall-choices.ts`). */
import type { VariantDefinition } from '../../variant/definition.js';
import type { RuleCode } from '../module/rule-module.js';

/** What the wall-choices rule's code gives the compile stage. */
export interface WallChoicesCompiler extends RuleCode<'wallChoices'> {
  /** Throws `VariantError` for a `walls` form the code does not play (`insteadOfMove` with `past` or `arrow`). */
  check(walls: NonNullable<VariantDefinition['walls']>): void;
}
