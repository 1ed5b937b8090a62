/** The endangered rule (`PieceType.rules.endangered`, SjaakII `endangered`): which types take only unprotected ones. */
import type { RuleModule } from '../module/rule-module.js';
import { namesFlag, typeFlags } from '../module/piece-flags.js';

/** The endangered rule: a flag per piece type. */
export const endangeredRule: RuleModule<'endangered'> = {
  name: 'endangered',
  names: (def) => namesFlag(def, 'endangered'),
  compile: (ctx) => typeFlags(ctx, 'endangered'),
};
