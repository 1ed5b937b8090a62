/**
 * 64-bit square sets of the 8×8 board as two int32 halves (squares 0–31 in the even index, bit s; 32–63 in the
 * odd one, bit s - 32) and the tables `chessMovesTo` finds pieces, pins and attacks with, all in one `Int32Array`
 * (one base for the hot loops) at the offsets below: the knight's and the king's targets, the squares a pawn
 * attacks a square from, the empty-board lines of rook and bishop, the rays (the squares between two squares: one's
 * ray without the other's). An attack is then a few ANDs of a table entry with the state's sets
 * (`ChessState.squares`), a slider's by the squares between it and the target.
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
 * The ray from s in direction d of `ChessTables.line` (0–7), s left out, at `RAYS + (s * 9 + d + 1) * 2`;
 * `line`'s -1 ("no line") reads the empty set before them.
 */
export const RAYS = 768;
const SIZE = RAYS + 64 * 9 * 2;

let built: Int32Array | undefined;

/** The bitboard tables (built on first use from the chess tables' lines and steps). Small, to be inlined. */
export function chessBitboards(c: ChessTables): Int32Array {
  return built ?? build(c);
}

/** Builds the bitboard tables. */
function build(c: ChessTables): Int32Array {
  const t = new Int32Array(SIZE);
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
        add(RAYS + (s * 9 + d + 1) * 2, u);
        add((d < 4 ? ROOK_LINES : BISHOP_LINES) + s * 2, u);
      }
    }
  }
  built = t;
  return t;
}

/**
 * Whether the pieces of `lo`/`hi` strictly between a and b, b on a's ray in direction `d` (`ChessTables.line`;
 * -1: no line, nothing between), are exactly those of `onLo`/`onHi`: a's ray through b without b's ray beyond it
 * and without b.
 */
export function betweenIs(
  t: Int32Array,
  a: number,
  b: number,
  d: number,
  lo: number,
  hi: number,
  onLo: number,
  onHi: number,
): boolean {
  const ra = RAYS + (a * 9 + d + 1) * 2;
  const rb = RAYS + (b * 9 + d + 1) * 2;
  // a shift by 32 or more is by b's index in its half
  const bLo = b < 32 ? 1 << b : 0;
  const bHi = b < 32 ? 0 : 1 << b;
  return ((t[ra]! ^ t[rb]!) & ~bLo & lo) === onLo && ((t[ra + 1]! ^ t[rb + 1]!) & ~bHi & hi) === onHi;
}
