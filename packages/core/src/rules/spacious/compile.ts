/** The spacious rule (`PieceType.rules.spacious`, FBR `spacious`): which types are spacious; not on wrapping boards. */
import { VariantError } from '../../errors/errors.js';
import type { RuleModule } from '../module/rule-module.js';
import { namesFlag, typeFlags } from '../module/piece-flags.js';

/** The spacious rule: a flag per piece type; refuses a wrapping board. */
export const spaciousRule: RuleModule<'spacious'> = {
  name: 'spacious',
  names: (def) => namesFlag(def, 'spacious'),
  compile(ctx) {
    const { def } = ctx;
    if (def.board.wrapFiles || def.board.wrapRanks)
      throw new VariantError(`variant ${def.id}: spacious pieces on a wrapping board`, []);
    return typeFlags(ctx, 'spacious');
  },
};
