/**
 * Compile stage of conversion moves (`PieceType.rules.conversion` of kind `move`, FBR `conversion<p>` with `<p>X=cY`): for each
 * converting type, side and square the paths its conversion atoms walk from there, and the guard squares around
 * each possible victim (its `guard`).
 */
import type { BuildContext } from '../../variant/compile/context.js';
import { atomPathTable, conversionOf } from './paths.js';
import type { ConvertMoveTables } from './types.js';

/**
 * Stage: `ConversionTables.moves`, or `undefined` when no type has conversion moves (the atoms checked by
 * `checkConversions`).
 */
export function convertMoveStage(ctx: BuildContext): ConvertMoveTables | undefined {
  const { def, size, stride, onBoard } = ctx;
  if (!def.pieces.some((p) => conversionOf(p, 'move'))) return undefined;
  const paths = atomPathTable(ctx, (p) => conversionOf(p, 'move')?.atoms.filter((a) => !a.notInCheck));
  const calmPaths = atomPathTable(ctx, (p) => conversionOf(p, 'move')?.atoms.filter((a) => a.notInCheck));
  const guard: (number[] | undefined)[] = [];
  for (let t = 1; t <= ctx.typeCount; t++) {
    const offsets = conversionOf(ctx.types[t]!, 'move')?.guard;
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
