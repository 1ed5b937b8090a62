/**
 * 64-bit square sets of the 8×8 board as two int32 halves (squares 0–31 in the even index, bit s; 32–63 in the
 * odd one, bit s - 32) and the tables `chessMovesTo` finds pieces, pins and attacks with, all in one `Int32Array`
 * (one base for the hot loops) at the offsets below: the knight's and the king's targets, the squares a pawn
 * attacks a square from, the empty-board lines of rook and bishop, per piece the squares it reaches a square
 * from on an empty board, the rays, the squares between two squares. An attack is then a few ANDs of a table
 * entry with the state's sets (`ChessState.squares`), a slider's by the squares between it and the target.
 */
import type { ChessTables } from './state.js';

/** The knight's targets from square s: the set at `KNIGHT_SETS + s * 2`. */
export const KNIGHT_SETS = 0;
/** The king's targets from square s: at `KING_SETS + s * 2`. */
export const KING_SETS = 128;
/** The squares from which a pawn of side `by` attacks square s: at `PAWN_SETS + (by * 64 + s) * 2`. */
export const PAWN_SETS = 256;
/** The rook's and the bishop's lines from square s on an empty board: at `ROOK_LINES + s * 2`, `BISHOP_LINES + s * 2`. */
export const ROOK_LINES = 512;
export const BISHOP_LINES = 640;
/**
 * Per piece (`type * 2 + side`) and square s, the squares from which it reaches s on an empty board (a pawn's
 * captures, the leaps, a slider's lines; none for the king): at `REACH_SETS + (type * 2 + side) * 128 + s * 2`.
 */
export const REACH_SETS = 768;
/**
 * The ray from s in direction d of `ChessTables.line` (0–7), s left out, at `RAYS + (s * 9 + d) * 2`; d = 8
 * (`LINES`' "no line") holds the empty set.
 */
export const RAYS = 2560;
/** The squares strictly between a and b when they share a line, else none: at `BETWEEN + (a * 64 + b) * 2`. */
export const BETWEEN = 3712;
/** The direction (0–7, as `ChessTables.line`) in which b lies from a, or 8: at `LINES + a * 64 + b`. */
export const LINES = BETWEEN + 8192;

let built: Int32Array | undefined;
/** Bit d set when direction d's step is positive (the first square on its rays is their lowest). */
let upward = 0;

/** The bitboard tables (built on first use from the chess tables' lines and steps). */
export function chessBitboards(c: ChessTables): Int32Array {
  if (built !== undefined) return built;
  const t = new Int32Array(LINES + 64 * 64).fill(8, LINES);
  const add = (at: number, s: number) => {
    t[at + (s >> 5)]! |= 1 << (s & 31);
  };
  for (let s = 0; s < 64; s++) {
    for (let i = 0; i < c.knightCount[s]!; i++) add(KNIGHT_SETS + s * 2, c.knightFlat[s * 8 + i]!);
    for (let i = 0; i < c.kingCount[s]!; i++) add(KING_SETS + s * 2, c.kingFlat[s * 8 + i]!);
    for (let df = -1; df <= 1; df += 2) {
      const f = (s & 7) + df;
      if (f < 0 || f > 7) continue;
      // a white pawn takes upwards: it attacks s from the rank below, a black one from the rank above
      if (s >= 8) add(PAWN_SETS + s * 2, s - 8 + df);
      if (s < 56) add(PAWN_SETS + (64 + s) * 2, s + 8 + df);
    }
    for (let d = 0; d < 8; d++) {
      const step = c.step[d]!;
      for (let k = 1, u = s + step; k <= c.reach[s * 8 + d]!; k++, u += step) {
        add(RAYS + (s * 9 + d) * 2, u);
        t[LINES + s * 64 + u] = d;
        add((d < 4 ? ROOK_LINES : BISHOP_LINES) + s * 2, u);
        // the squares passed before u lie between s and u
        for (let v = s + step; v !== u; v += step) add(BETWEEN + (s * 64 + u) * 2, v);
      }
    }
  }
  for (let d = 0; d < 8; d++) if (c.step[d]! > 0) upward |= 1 << d;
  for (let side = 0; side < 2; side++) {
    // pawn, knight, bishop, rook, queen (types 1–5); the king (6) gives no check
    const from = [PAWN_SETS + side * 128, KNIGHT_SETS, BISHOP_LINES, ROOK_LINES];
    from.forEach((at, i) => t.copyWithin(REACH_SETS + ((i + 1) * 2 + side) * 128, at, at + 128));
    for (let j = 0; j < 128; j++) t[REACH_SETS + (5 * 2 + side) * 128 + j] = t[ROOK_LINES + j]! | t[BISHOP_LINES + j]!;
  }
  built = t;
  return t;
}

/**
 * The first square of set `lo`/`hi` along a ray in direction d (the lowest square when its steps go up, else the
 * highest), or -1 when the set is empty.
 */
export function firstOf(lo: number, hi: number, d: number): number {
  if (((upward >> d) & 1) !== 0) {
    if (lo !== 0) return 31 - Math.clz32(lo & -lo);
    return hi !== 0 ? 63 - Math.clz32(hi & -hi) : -1;
  }
  if (hi !== 0) return 63 - Math.clz32(hi);
  return lo !== 0 ? 31 - Math.clz32(lo) : -1;
}
