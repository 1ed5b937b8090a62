/**
 * Compile stages of the direction rule (`directions`), `end.fewPiecesWin` and the offsets of a zone
 * around a piece (`zoneSquares`, used by the piece rules of `rules/`). Swap atoms: `rules/swap/`.
 */
import type { Vector } from '../definition.js';
import type { BuildContext } from './context.js';
import { orient } from './rays.js';

/** Compass direction → its bit in `dirMask` (board view: `n` towards rank 8). */
export const DIRECTION_BITS: ReadonlyMap<string, number> = /* @__PURE__ */ new Map([
  ['n', 1],
  ['ne', 2],
  ['e', 4],
  ['se', 8],
  ['s', 16],
  ['sw', 32],
  ['w', 64],
  ['nw', 128],
]);

/** Black sees north as south. */
const MIRRORED: ReadonlyMap<string, string> = /* @__PURE__ */ new Map([
  ['n', 's'],
  ['ne', 'se'],
  ['e', 'e'],
  ['se', 'ne'],
  ['s', 'n'],
  ['sw', 'nw'],
  ['w', 'w'],
  ['nw', 'sw'],
]);

/** Stage: `directions` as a per-square mask for each side. Throws `VariantError` for unknown zones. */
export function directionStage(ctx: BuildContext): Uint8Array | undefined {
  const rules = ctx.def.directions;
  if (!rules || rules.length === 0) return undefined;
  const mask = new Uint8Array(2 * ctx.size);
  for (const r of rules) {
    for (let side = 0; side < 2; side++) {
      const z = ctx.zone(r.zone, side);
      let bits = 0;
      for (const d of r.directions) bits |= DIRECTION_BITS.get(side ? MIRRORED.get(d)! : d)!;
      for (let s = 0; s < ctx.size; s++) if (z[s]) mask[side * ctx.size + s]! |= bits;
    }
  }
  return mask;
}

/** The compass bit of a move from `from` to `to` on a board `files` wide, 0 when it is on no compass line. */
export function directionBit(from: number, to: number, files: number): number {
  const dx = (to % files) - (from % files);
  const dy = Math.floor(to / files) - Math.floor(from / files);
  if (dx !== 0 && dy !== 0 && Math.abs(dx) !== Math.abs(dy)) return 0;
  const key = `${dy > 0 ? 'n' : dy < 0 ? 's' : ''}${dx > 0 ? 'e' : dx < 0 ? 'w' : ''}`;
  return DIRECTION_BITS.get(key) ?? 0;
}

/** Stage: `end.fewPiecesWin` as limits per `side * stride + type`. Throws `VariantError` for unknown ids. */
export function fewPiecesStage(ctx: BuildContext): Int16Array | undefined {
  const few = ctx.def.end?.fewPiecesWin;
  if (!few) return undefined;
  const limits = new Int16Array(2 * ctx.stride);
  for (const [side, list] of [few.white, few.black].entries())
    for (const [id, n] of Object.entries(list)) limits[side * ctx.stride + ctx.typeOf(id)] = n;
  return limits;
}

/** The squares at `offsets` (White's view, Black's mirrored) from every square, per side, into `out[(side * stride + t) * size + s]`. */
export function zoneSquares(
  ctx: BuildContext,
  t: number,
  offsets: readonly Vector[],
  out: (number[] | undefined)[],
): void {
  const { size, stride, onBoard } = ctx;
  for (let side = 0; side < 2; side++) {
    const key = side * stride + t;
    for (let s = 0; s < size; s++) {
      if (!onBoard[s]) continue;
      const list: number[] = [];
      for (const v of offsets) {
        const o = orient(v, side, { kind: 'leap', vectors: [] });
        const at = ctx.step(s, o[0], o[1]);
        if (at >= 0 && at !== s && onBoard[at] && !list.includes(at)) list.push(at);
      }
      out[key * size + s] = list;
    }
  }
}
