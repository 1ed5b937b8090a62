/** The no-passing-check rule (`PieceType.rules.noPassingCheck`, SjaakII `en-passant check`): which royals. */
import type { RuleModule } from '../module/rule-module.js';
import { namesFlag, typeFlags } from '../module/piece-flags.js';

/** The no-passing-check rule: a flag per piece type. */
export const noPassingCheckRule: RuleModule<'noPassingCheck'> = {
  name: 'noPassingCheck',
  names: (def) => namesFlag(def, 'noPassingCheck'),
  compile: (ctx) => typeFlags(ctx, 'noPassingCheck'),
};
