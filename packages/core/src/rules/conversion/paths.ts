/**
 * Compile stage of conversion by attack (`PieceType.rules.conversion` of kind `attack`, Benedict chess; FBR `conversion` with
 * `#X=(!dcX)**`): for each piece type, side and square, the paths its conversion atoms walk from there.
 */
import { VariantError } from '../../errors/errors.js';
import type { MoveAtom, PieceType } from '../../variant/pieces.js';
import type { VariantDefinition } from '../../variant/definition.js';
import type { Conversion } from './definition.js';
import type { BuildContext } from '../../variant/compile/context.js';
import { orient } from '../../variant/compile/rays.js';
import { isPlainLeapOrRide } from '../../variant/atoms.js';
import type { ConvertPaths } from './types.js';

/** The conversion of `p` when it is of kind `kind`, else undefined. */
export function conversionOf<K extends Conversion['kind']>(
  p: PieceType,
  kind: K,
): Extract<Conversion, { kind: K }> | undefined {
  const c = p.rules?.conversion;
  return c?.kind === kind ? (c as Extract<Conversion, { kind: K }>) : undefined;
}

/**
 * Throws a `VariantError` located at the first piece's `rules.conversion` the engine does not play: a conversion in
 * a variant with `flip`, `atomic`, `andernach`, `petrify` or `alice`; conversion by attack and conversion moves in
 * one variant; an atom other than a plain capturing leap or ride (`notInCheck` only on conversion moves).
 */
export function checkConversions(def: VariantDefinition): void {
  const other = def.flip || def.atomic || def.andernach || def.petrify || def.alice;
  let first: Conversion['kind'] | undefined;
  def.pieces.forEach((p, i) => {
    const c = p.rules?.conversion;
    if (!c) return;
    const fail = (why: string, ...at: (string | number)[]): never => {
      throw new VariantError(`variant ${def.id}: ${p.id}: conversion ${why}`, [
        'pieces',
        i,
        'rules',
        'conversion',
        ...at,
      ]);
    };
    if (other) fail('not with flip, atomic, andernach, petrify or alice');
    first ??= c.kind;
    if (c.kind !== first) fail('not both by attack and by moves in one variant', 'kind');
    c.atoms.forEach((a, j) => {
      // a plain capturing leap or ride, `notInCheck` on moves only
      if (
        !isPlainLeapOrRide(a) ||
        a.takesEnPassant ||
        (a.notInCheck && c.kind === 'attack') ||
        a.mode === 'move'
      )
        fail('atoms: plain capturing leaps and rides only (notInCheck: moves only)', 'atoms', j);
    });
  });
}

/**
 * The paths (square lists, nearest square first; a leap's path is its one square) of the atoms `atomsOf` gives
 * each type, per `(side * stride + type) * size + square` (the atoms checked by `checkConversions`).
 */
export function atomPathTable(
  ctx: BuildContext,
  atomsOf: (p: PieceType) => readonly MoveAtom[] | undefined,
): (number[][] | undefined)[] {
  const { size, stride, onBoard } = ctx;
  const paths: (number[][] | undefined)[] = [];
  for (let t = 1; t <= ctx.typeCount; t++) {
    const p = ctx.types[t]!;
    const atoms = atomsOf(p);
    if (!atoms) continue;
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
 * of the type's conversion-by-attack atoms from that square, nearest square first (a leap's path is its one square);
 * `undefined` when no type converts by attack.
 */
export function convertStage(ctx: BuildContext): ConvertPaths | undefined {
  if (!ctx.def.pieces.some((p) => conversionOf(p, 'attack'))) return undefined;
  return atomPathTable(ctx, (p) => conversionOf(p, 'attack')?.atoms);
}
