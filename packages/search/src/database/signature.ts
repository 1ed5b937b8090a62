/**
 * Scid's per-game filters, for chess games (chess and chess960, any start): the final position's material
 * and home pawns, 7 bytes — five bytes of counts (a nibble each, capped at 15: White's pawns, knights, bishops,
 * rooks, queens, then Black's) and two bytes of home pawns (bit `f` of the first: a White pawn on file `f` of
 * the second rank; of the second: a Black pawn on the seventh).
 *
 * What they prove, without replaying the game: pieces are only ever taken off a chess board, so without a
 * promotion every count of every earlier position is at least the final one; and a pawn never comes back to its
 * home rank, so a pawn there at the end stood there the whole game.
 */
import type { BasePosition } from '@x/core';
import { codeType, engineLayout, pieceCode, pieceSquares } from '@x/core/engine';
import { isPolyglotVariant } from '../variant/zobrist.js';
import { SIGNATURE_BYTES } from './game-record.js';

/** The piece types counted, in the signature's order. */
export const SIGNATURE_TYPES = ['pawn', 'knight', 'bishop', 'rook', 'queen'] as const;

/** Whether games of `position`'s variant carry a signature. */
export function hasSignature(position: BasePosition): boolean {
  const { files, ranks } = position.variant.board;
  return isPolyglotVariant(position.variant.id) && files === 8 && ranks === 8;
}

/** A variant's engine layout. */
type EngineLayout = ReturnType<typeof engineLayout>;

/**
 * What a piece of each type number of a layout adds to its side's counts: a one in its type's 7-bit field of the
 * pawns', knights', bishops' and rooks' counts kept in one number (`FIELD_BITS` each: a side has at most 64 pieces),
 * or to the queens' own; nothing for a type not counted.
 */
interface TypeTable {
  readonly ones: Int32Array;
  readonly queens: Int32Array;
  /** All ones for the pawn's type, else 0 (a mask of `HOME_BITS`). */
  readonly pawns: Int32Array;
}

/**
 * A home pawn's bit of the signature by side and square (`side * 64 + square`): bit `file` of White's second rank,
 * bit `8 + file` of Black's seventh; 0 off them. Read for every piece, masked for pawns: no branch a piece.
 */
const HOME_BITS = /* @__PURE__ */ Int32Array.from({ length: 128 }, (_, i) => {
  const side = i >> 6;
  const square = i & 63;
  return square >> 3 === (side === 0 ? 1 : 6) ? 1 << ((square & 7) + side * 8) : 0;
});

/** Bits of a type's count in a side's packed counts. */
const FIELD_BITS = 7;

/** The tables of each layout, by layout. */
const typeTables = /* @__PURE__ */ new WeakMap<EngineLayout, TypeTable>();

/** `typeTables`' entry of `layout`, made at its first game. */
function typeTableOf(layout: EngineLayout): TypeTable {
  let table = typeTables.get(layout);
  if (table === undefined) {
    const indexes = Int8Array.from(layout.typeIds, (id) =>
      SIGNATURE_TYPES.indexOf(id as (typeof SIGNATURE_TYPES)[number]),
    );
    const queen = SIGNATURE_TYPES.length - 1;
    table = {
      pawns: Int32Array.from(indexes, (i) => (i === 0 ? -1 : 0)),
      ones: Int32Array.from(indexes, (i) => (i >= 0 && i < queen ? 1 << (FIELD_BITS * i) : 0)),
      queens: Int32Array.from(indexes, (i) => (i === queen ? 1 : 0)),
    };
    typeTables.set(layout, table);
  }
  return table;
}

/** A side's piece squares. */
const squares = /* @__PURE__ */ new Int32Array(64);

/** Writes the signature of `position` (a chess position) into `out` at `at`: its pieces read from its piece lists. */
export function writeSignature(position: BasePosition, out: Uint8Array, at: number): void {
  const { ones, queens, pawns } = typeTableOf(engineLayout(position));
  // each side's counts: the four first types' packed (`FIELD_BITS` each), the queens'
  let white = 0;
  let whiteQueens = 0;
  let black = 0;
  let blackQueens = 0;
  let home = 0;
  for (let side = 0; side < 2; side++) {
    const n = pieceSquares(position, side, squares);
    const homes = side * 64;
    let packed = 0;
    let q = 0;
    for (let i = 0; i < n; i++) {
      const s = squares[i]!;
      const type = codeType(pieceCode(position, s));
      packed += ones[type]!;
      q += queens[type]!;
      home |= HOME_BITS[homes + s]! & pawns[type]!;
    }
    if (side === 0) {
      white = packed;
      whiteQueens = q;
    } else {
      black = packed;
      blackQueens = q;
    }
  }
  // the ten counts in the signature's order, two a byte (White's five types, then Black's)
  const mask = (1 << FIELD_BITS) - 1;
  out[at] = nibbles(white & mask, (white >>> FIELD_BITS) & mask);
  out[at + 1] = nibbles((white >>> (2 * FIELD_BITS)) & mask, (white >>> (3 * FIELD_BITS)) & mask);
  out[at + 2] = nibbles(whiteQueens, black & mask);
  out[at + 3] = nibbles((black >>> FIELD_BITS) & mask, (black >>> (2 * FIELD_BITS)) & mask);
  out[at + 4] = nibbles((black >>> (3 * FIELD_BITS)) & mask, blackQueens);
  out[at + 5] = home & 0xff;
  out[at + 6] = home >>> 8;
}

/** Two counts in a byte, capped at 15: the first in the low nibble. */
function nibbles(low: number, high: number): number {
  return Math.min(15, low) | (Math.min(15, high) << 4);
}

/** The count of type `index` (of `SIGNATURE_TYPES`) of `side` (0 White) in a signature. */
export function signatureCount(bytes: Uint8Array, at: number, side: number, index: number): number {
  const i = side * 5 + index;
  const b = bytes[at + (i >> 1)]!;
  return i & 1 ? b >> 4 : b & 15;
}

/** The home pawns of a signature: bit `file + 8 * side`. */
export function signatureHome(bytes: Uint8Array, at: number): number {
  return bytes[at + 5]! | (bytes[at + 6]! << 8);
}

export { SIGNATURE_BYTES };
