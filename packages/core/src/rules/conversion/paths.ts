/**
 * Compile stage of conversion by attack (`PieceType.converts`, Benedict chess; FBR `conversion` with
 * `#X=(!dcX)**`): for each piece type, side and square, the paths its conversion atoms walk from there.
 */
import { VariantError } from '../../errors/errors.js';
import type { MoveAtom, PieceType } from '../../variant/pieces.js';
import type { BuildContext } from '../../variant/compile/context.js';
import { orient } from '../../variant/compile/rays.js';
import type { ConvertPaths } from './types.js';

/** Throws `VariantError` for a conversion atom the engine does not walk (only plain leaps and rides). */
function checkAtom(id: string, variant: string, a: MoveAtom): void {
  const plain =
    (a.kind === 'leap' || a.kind === 'ride') &&
    !a.legs &&
    !a.secondStep &&
    !a.swap &&
    !a.bounce &&
    !a.fromZone &&
    !a.initial &&
    !a.notInitial &&
    !a.inCheck &&
    !a.takesEnPassant &&
    a.mode !== 'move';
  if (!plain)
    throw new VariantError(
      `variant ${variant}: piece ${id} converts with plain capturing leaps and rides only`,
      [],
    );
}

/**
 * The paths (square lists, nearest square first; a leap's path is its one square) of the atoms `atomsOf` gives
 * each type, per `(side * stride + type) * size + square`; the atoms are checked by `checkAtom` first.
 */
export function atomPathTable(
  ctx: BuildContext,
  atomsOf: (p: PieceType) => readonly MoveAtom[] | undefined,
): (number[][] | undefined)[] {
  const { def, size, stride, onBoard } = ctx;
  const paths: (number[][] | undefined)[] = [];
  for (let t = 1; t <= ctx.typeCount; t++) {
    const p = ctx.types[t]!;
    const atoms = atomsOf(p);
    if (!atoms) continue;
    for (const a of atoms) checkAtom(p.id, def.id, a);
    for (let side = 0; side < 2; side++) {
      for (let s = 0; s < size; s++) {
        if (!onBoard[s]) continue;
        const list: number[][] = [];
        for (const a of atoms) {
          const most = a.kind === 'leap' ? 1 : (a.range ?? size);
          for (const v of a.vectors) {
            const [dx, dy] = orient(v, side, a);
            const path: number[] = [];
            for (let at = ctx.step(s, dx, dy); at >= 0 && at !== s && onBoard[at] && path.length < most; ) {
              path.push(at);
              at = ctx.step(at, dx, dy);
            }
            if (path.length > 0) list.push(path);
          }
        }
        paths[(side * stride + t) * size + s] = list;
      }
    }
  }
  return paths;
}

/**
 * Stage: `VariantTables.convertPaths`, per `(side * stride + type) * size + square` the paths (square lists)
 * of the type's `converts` atoms from that square, nearest square first (a leap's path is its one square);
 * `undefined` when no type converts. Throws `VariantError` for what the engine does not play.
 */
export function convertStage(ctx: BuildContext): ConvertPaths | undefined {
  const { def } = ctx;
  if (!def.pieces.some((p) => p.converts)) return undefined;
  if (def.flip || def.atomic || def.andernach || def.petrify || def.alice)
    throw new VariantError(
      `variant ${def.id}: converts is not combined with flip, atomic, andernach, petrify or alice`,
      [],
    );
  if (def.pieces.some((p) => p.converts?.some((a) => a.notInCheck)))
    throw new VariantError(`variant ${def.id}: converts atoms take no notInCheck`, []);
  return atomPathTable(ctx, (p) => p.converts);
}
