/**
 * SjaakII's "which piece type is the pawn" heuristic, on an empty board: a type is pawn-like when
 * it cannot return to its start square (or has no move into the southern half) and all its quiet
 * targets within the 5x5 box around the centre lie within the 3x3 box. Per side, the last such
 * type present in the start position is the pawn; royals never are. The pawn keeps its "unmoved"
 * bit when a FEN has a castling field (reference §9.4–9.5).
 */
import type { MoveDefinition, PieceDefinition, Side, SjaakVector, SjaakVariant } from '../shared/types.js';
import { symmetricVectors } from '@x/core/variant';
import { COMPASS, LINES } from '../shared/directions.js';
import { squareIndex } from '../shared/squares.js';

/**
 * The 8 images of `(x, y)` under the symmetries of the square, without duplicates: `@x/core`'s
 * `symmetricVectors` with `-0` read as `0`, and `(0, 0)` standing for itself.
 */
export function symmetricImages([x, y]: SjaakVector): SjaakVector[] {
  if (x === 0 && y === 0) return [[0, 0]];
  return symmetricVectors(x, y).map(([a, b]): SjaakVector => [a + 0, b + 0]);
}

/** White's quiet targets of one move definition from `sq` on an empty board (holes are passed over, never landed on). */
export function emptyBoardTargets(
  v: SjaakVariant,
  move: MoveDefinition,
  sq: number,
  holes: ReadonlySet<number>,
): Set<number> {
  const { files, ranks } = v.board;
  const f0 = sq % files;
  const r0 = Math.floor(sq / files);
  const out = new Set<number>();
  const add = (f: number, r: number) => {
    if (f >= 0 && f < files && r >= 0 && r < ranks && !holes.has(f + r * files)) out.add(f + r * files);
  };
  const inside = (f: number, r: number) => f >= 0 && f < files && r >= 0 && r < ranks;
  const ray = ([dx, dy]: SjaakVector, limit: number) => {
    let f = f0 + dx;
    let r = r0 + dy;
    for (let n = 0; n < limit && inside(f, r); n++, f += dx, r += dy) add(f, r);
  };
  switch (move.kind) {
    case 'none':
    case 'hop':
      break;
    case 'slide':
      for (const d of move.directions) for (const vec of LINES[d]) ray(vec, Number.POSITIVE_INFINITY);
      break;
    case 'ride':
      for (const base of move.vectors)
        for (const vec of symmetricImages(base)) ray(vec, Number.POSITIVE_INFINITY);
      break;
    case 'aleap':
      for (const [dx, dy] of move.vectors) add(f0 + dx, r0 + dy);
      break;
    case 'step':
      for (const s of move.steps) ray(COMPASS[s.direction]!, s.count);
      break;
    case 'leap': {
      const first = move.first.flatMap(symmetricImages);
      if (move.second.length === 0) {
        for (const [dx, dy] of first) add(f0 + dx, r0 + dy);
        break;
      }
      const second = move.second.flatMap(symmetricImages);
      const mask = new Set(move.mask.flatMap(symmetricImages).map(([x, y]) => `${x},${y}`));
      for (const [ax, ay] of first) {
        if (move.mask.length === 0) add(f0 + ax, r0 + ay);
        if (!inside(f0 + ax, r0 + ay)) continue;
        for (const [bx, by] of second) {
          if (move.mask.length === 0 || mask.has(`${ax + bx},${ay + by}`)) add(f0 + ax + bx, r0 + ay + by);
        }
      }
      break;
    }
  }
  return out;
}

const cache = new WeakMap<SjaakVariant, readonly boolean[]>();

/** Whether a piece type is pawn-like by SjaakII's heuristic (see the module comment). */
export function isPawnLike(v: SjaakVariant, p: PieceDefinition): boolean {
  if (p.flags.includes('royal')) return false;
  const { files, ranks } = v.board;
  const holes = new Set(v.excluded.map((s) => squareIndex(s, files, ranks)));
  const memo = new Map<number, Set<number>>();
  const targets = (sq: number) => {
    let out = memo.get(sq);
    if (!out) {
      out = new Set<number>();
      for (const m of p.moves) for (const t of emptyBoardTargets(v, m, sq, holes)) out.add(t);
      memo.set(sq, out);
    }
    return out;
  };
  const centre = Math.floor(files / 2) + Math.floor(ranks / 2) * files;
  const move = targets(centre);
  // Can it come back to the centre within `files` rounds?
  let noReturn = true;
  let current = move;
  for (let k = 0; k < files && noReturn; k++) {
    const next = new Set<number>();
    for (const sq of current) for (const t of targets(sq)) next.add(t);
    if (next.has(centre)) noReturn = false;
    if (next.size === current.size && [...next].every((t) => current.has(t))) break; // fixpoint
    current = next;
  }
  const cr = Math.floor(ranks / 2);
  if (![...move].some((t) => Math.floor(t / files) < cr)) noReturn = true;
  const cf = Math.floor(files / 2);
  const within = (t: number, d: number) =>
    Math.abs((t % files) - cf) <= d && Math.abs(Math.floor(t / files) - cr) <= d;
  const count3 = [...move].filter((t) => within(t, 1)).length;
  const count5 = [...move].filter((t) => within(t, 2)).length;
  return noReturn && count3 === count5;
}

/** Piece types SjaakII treats as pawns for a start position: per side, the last pawn-like type present. */
export function pawnTypes(
  v: SjaakVariant,
  board: readonly ({ type: number; side: Side } | null)[],
): Set<number> {
  const out = new Set<number>();
  let pawnLike = cache.get(v);
  if (!pawnLike) {
    pawnLike = v.pieces.map((p) => isPawnLike(v, p));
    cache.set(v, pawnLike);
  }
  for (const side of ['white', 'black'] as const) {
    let index = -1;
    v.pieces.forEach((_, n) => {
      if (pawnLike[n] && board.some((q) => q && q.type === n && q.side === side)) index = n;
    });
    if (index >= 0) out.add(index);
  }
  return out;
}
