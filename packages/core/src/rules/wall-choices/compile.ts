/**
 * Walls with rule `edge` and walls placed instead of a move (`VariantDefinition.walls`): a supplied rule, its code in
 * `wall-choices.ts`, which core's root leaves out.
 */
import type { RuleModule } from '../module/rule-module.js';
import { compilerOf } from '../module/supplied.js';

/** The wall-choices rule (`walls.rule: 'edge'`, `walls.insteadOfMove`). */
export const wallChoicesRule: RuleModule<'wallChoices'> = {
  name: 'wallChoices',
  names: (def) => def.walls?.rule === 'edge' || !!def.walls?.insteadOfMove,
  compile(ctx) {
    compilerOf(ctx.def, 'wallChoices', ['walls']).check(ctx.def.walls!);
    return true;
  },
};
