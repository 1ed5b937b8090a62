/**
 * Compile stage of pieces left on a move's origin (`PieceType.leavesBehind`; FBR `promotion<p>=origin,move`).
 */
import { VariantError } from '../../errors/errors.js';
import type { BuildContext } from './context.js';
import type { PieceTables } from './tables.js';
import { promotionRulesOf } from '../pieces.js';

/**
 * Stage: `PieceTables.leavesBehind`, per type the type number its moves leave behind (0: none), then per
 * type the one its promotions leave; `undefined` when nothing leaves one. Throws `VariantError` for unknown ids and for rules that also change
 * the origin square (walls, vanishing squares, Alice's second board).
 */
export function leaveStage(ctx: BuildContext): PieceTables['leavesBehind'] {
  const { def } = ctx;
  const promoting = (p: (typeof def.pieces)[number]) =>
    promotionRulesOf(p).some((r) => r.leavesBehind !== undefined);
  if (!def.pieces.some((p) => p.leavesBehind !== undefined || promoting(p))) return undefined;
  if (def.walls || def.vanishing || def.alice)
    throw new VariantError(
      `variant ${def.id}: leavesBehind is not combined with walls, vanishing or alice`,
      [],
    );
  const table = new Uint8Array(2 * ctx.stride);
  for (let t = 1; t <= ctx.typeCount; t++) {
    const p = ctx.types[t]!;
    if (p.leavesBehind !== undefined) table[t] = ctx.typeOf(p.leavesBehind);
    const left = new Set(promotionRulesOf(p).map((r) => r.leavesBehind));
    if (left.size > 1)
      throw new VariantError(`variant ${def.id}: ${p.id}'s promotion rules leave different pieces`, []);
    const id = [...left][0];
    if (id !== undefined) table[ctx.stride + t] = ctx.typeOf(id);
  }
  return table;
}
