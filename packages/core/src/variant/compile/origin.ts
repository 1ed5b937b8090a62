/**
 * Compile stage of pieces left on a move's origin (`PieceType.leavesBehind`; FBR `promotion<p>=origin,move`).
 */
import type { BuildContext } from './context.js';
import type { CompiledVariant } from './tables.js';

/**
 * Stage: `CompiledVariant.leavesBehind`, per type the type number its moves leave behind (0: none);
 * `undefined` when no type leaves one. Throws `RangeError` for unknown ids and for rules that also change
 * the origin square (walls, vanishing squares, Alice's second board).
 */
export function leaveStage(ctx: BuildContext): CompiledVariant['leavesBehind'] {
  const { def } = ctx;
  if (!def.pieces.some((p) => p.leavesBehind !== undefined)) return undefined;
  if (def.walls || def.vanishing || def.alice)
    throw new RangeError(`variant ${def.id}: leavesBehind is not combined with walls, vanishing or alice`);
  const table = new Uint8Array(ctx.stride);
  for (let t = 1; t <= ctx.typeCount; t++) {
    const id = ctx.types[t]!.leavesBehind;
    if (id !== undefined) table[t] = ctx.typeOf(id);
  }
  return table;
}
