/** The spacious rule (`PieceType.rules.spacious`, FBR `spacious`): which types are spacious; not on wrapping boards. */
import { VariantError } from '../../errors/errors.js';
import { flagRule } from '../module/piece-flags.js';

/** The spacious rule: a flag per piece type; refuses a wrapping board. */
export const spaciousRule = /* @__PURE__ */ flagRule('spacious', ({ def }) => {
  if (def.board.wrapFiles || def.board.wrapRanks)
    throw new VariantError(`variant ${def.id}: spacious pieces on a wrapping board`, []);
});
