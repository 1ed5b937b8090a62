/**
 * Compile stage of conversion moves (`PieceType.convertMoves`, FBR `conversion<p>` with `<p>X=cY`): for each
 * converting type, side and square the paths its conversion atoms walk from there, and the guard squares around
 * each possible victim (`PieceType.convertGuard`).
 */
import { VariantError } from '../../errors/errors.js';
import type { BuildContext } from '../../variant/compile/context.js';
import { atomPathTable } from './paths.js';
import type { ConvertMoveTables } from './types.js';

/**
 * Stage: `ConversionTables.moves`, or `undefined` when no type has conversion moves. Throws `VariantError`
 * for what the engine does not play (atoms other than plain capturing leaps and rides, other conversion rules).
 */
export function convertMoveStage(ctx: BuildContext): ConvertMoveTables | undefined {
  const { def, size, stride, onBoard } = ctx;
  if (!def.pieces.some((p) => p.convertMoves)) return undefined;
  if (
    def.flip ||
    def.atomic ||
    def.andernach ||
    def.petrify ||
    def.alice ||
    def.pieces.some((p) => p.converts)
  )
    throw new VariantError(
      `variant ${def.id}: convertMoves is not combined with flip, converts, atomic, andernach, petrify or alice`,
      [],
    );
  const paths = atomPathTable(ctx, (p) => p.convertMoves?.filter((a) => !a.notInCheck));
  const calmPaths = atomPathTable(ctx, (p) => p.convertMoves?.filter((a) => a.notInCheck));
  const guard: (number[] | undefined)[] = [];
  for (let t = 1; t <= ctx.typeCount; t++) {
    const offsets = ctx.types[t]!.convertGuard;
    if (!offsets) continue;
    for (let side = 0; side < 2; side++) {
      for (let s = 0; s < size; s++) {
        if (!onBoard[s]) continue;
        const list: number[] = [];
        for (const [dx, dy] of offsets) {
          const at = ctx.step(s, dx, side === 0 ? dy : -dy);
          if (at >= 0 && at !== s && onBoard[at]) list.push(at);
        }
        guard[(side * stride + t) * size + s] = list;
      }
    }
  }
  return { paths, calmPaths, guard };
}
