/** The no-retaliate rule (`PieceType.rules.noRetaliate`, SjaakII `no_retaliate`): which types may not be retaken. */
import type { RuleModule } from '../module/rule-module.js';
import { namesFlag, typeFlags } from '../module/piece-flags.js';

/** The no-retaliate rule: a flag per piece type. */
export const noRetaliateRule: RuleModule<'noRetaliate'> = {
  name: 'noRetaliate',
  names: (def) => namesFlag(def, 'noRetaliate'),
  compile: (ctx) => typeFlags(ctx, 'noRetaliate'),
};
