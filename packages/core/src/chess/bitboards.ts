/**
 * 64-bit square sets of the 8×8 board as two int32 halves (squares 0–31 in the even index, bit s; 32–63 in the
 * odd one, bit s - 32) and the tables `chessMovesTo` finds pieces, pins and attacks with: the knight's and the
 * king's targets, the squares a pawn attacks a square from, the empty-board lines of rook and bishop, the squares
 * between two squares on a line, the rays. An attack is then a few ANDs of a table entry with the state's sets
 * (`ChessState.squares`, `ChessState.occ`), a slider's by the squares between it and the target.
 */
import type { ChessTables } from './state.js';

/** The tables of `chessBitboards` (see the module comment); each set at `index * 2` and `index * 2 + 1`. */
export interface ChessBitboards {
  /** The knight's targets from square s (index s). */
  readonly knight: Int32Array;
  /** The king's targets from square s (index s). */
  readonly king: Int32Array;
  /** The squares from which a pawn of side `by` attacks square s (index `by * 64 + s`). */
  readonly pawnFrom: Int32Array;
  /** The rook's and the bishop's lines from square s on an empty board (index s). */
  readonly rookLines: Int32Array;
  readonly bishopLines: Int32Array;
  /** The squares strictly between a and b when they share a line, else none (index `a * 64 + b`). */
  readonly between: Int32Array;
  /**
   * Per piece (`type * 2 + side`) and square s, the squares from which that piece reaches s on an empty board
   * (index `(type * 2 + side) * 64 + s`): a pawn's captures, the leaps, a slider's lines; none for the king.
   */
  readonly reachFrom: Int32Array;
  /** The ray from s in direction d of `ChessTables.line`, s left out (index `s * 8 + d`). */
  readonly rays: Int32Array;
  /** Per direction, 1 when its step is positive (the first square on a ray is its lowest), else 0. */
  readonly upward: Uint8Array;
}

let built: ChessBitboards | undefined;

/** The bitboard tables (built on first use from the chess tables' lines and steps). */
export function chessBitboards(c: ChessTables): ChessBitboards {
  if (built !== undefined) return built;
  const add = (set: Int32Array, i: number, s: number) => {
    set[i * 2 + (s >> 5)]! |= 1 << (s & 31);
  };
  const knight = new Int32Array(128);
  const king = new Int32Array(128);
  const pawnFrom = new Int32Array(256);
  const rookLines = new Int32Array(128);
  const bishopLines = new Int32Array(128);
  const between = new Int32Array(64 * 64 * 2);
  const rays = new Int32Array(64 * 8 * 2);
  for (let s = 0; s < 64; s++) {
    for (let i = 0; i < c.knightCount[s]!; i++) add(knight, s, c.knightFlat[s * 8 + i]!);
    for (let i = 0; i < c.kingCount[s]!; i++) add(king, s, c.kingFlat[s * 8 + i]!);
    for (let df = -1; df <= 1; df += 2) {
      const f = (s & 7) + df;
      if (f < 0 || f > 7) continue;
      // a white pawn takes upwards: it attacks s from the rank below, a black one from the rank above
      if (s >= 8) add(pawnFrom, s, s - 8 + df);
      if (s < 56) add(pawnFrom, 64 + s, s + 8 + df);
    }
    for (let d = 0; d < 8; d++) {
      const step = c.step[d]!;
      for (let k = 1, t = s + step; k <= c.reach[s * 8 + d]!; k++, t += step) {
        add(rays, s * 8 + d, t);
        add(d < 4 ? rookLines : bishopLines, s, t);
        // the squares passed before t lie between s and t
        for (let u = s + step; u !== t; u += step) add(between, s * 64 + t, u);
      }
    }
  }
  const upward = Uint8Array.from(c.step, (step) => (step > 0 ? 1 : 0));
  const reachFrom = new Int32Array(14 * 128);
  for (let side = 0; side < 2; side++) {
    // pawn, knight, bishop, rook, queen (types 1–5); the king (6) gives no check
    const sets = [pawnFrom.subarray(side * 128, side * 128 + 128), knight, bishopLines, rookLines];
    sets.forEach((set, i) => reachFrom.set(set, ((i + 1) * 2 + side) * 128));
    for (let j = 0; j < 128; j++) reachFrom[(5 * 2 + side) * 128 + j] = rookLines[j]! | bishopLines[j]!;
  }
  built = { knight, king, pawnFrom, rookLines, bishopLines, between, reachFrom, rays, upward };
  return built;
}

/**
 * The first square of set `lo`/`hi` along a ray whose steps go `up` (the lowest square) or down (the highest),
 * or -1 when the set is empty.
 */
export function firstOf(lo: number, hi: number, up: number): number {
  if (up !== 0) {
    if (lo !== 0) return 31 - Math.clz32(lo & -lo);
    return hi !== 0 ? 63 - Math.clz32(hi & -hi) : -1;
  }
  if (hi !== 0) return 63 - Math.clz32(hi);
  return lo !== 0 ? 31 - Math.clz32(lo) : -1;
}
