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
import { codeType, engineLayout, pieceBoard, pieceSquares } from '@x/core/engine';
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

/** The index in `SIGNATURE_TYPES` of each piece type number of a layout (-1: not counted), by layout. */
const typeIndexes = /* @__PURE__ */ new WeakMap<EngineLayout, Int8Array>();

/** The layout of the last signature and its `typeIndexes` entry (a build's games are of one variant: no look-up). */
let lastLayout: EngineLayout | undefined;
let lastIndexes: Int8Array = /* @__PURE__ */ new Int8Array(0);

/** `typeIndexes`' entry of `layout`, made at its first game. */
function typeIndexesOf(layout: EngineLayout): Int8Array {
  if (layout === lastLayout) return lastIndexes;
  let indexes = typeIndexes.get(layout);
  if (indexes === undefined) {
    indexes = Int8Array.from(layout.typeIds, (id) =>
      SIGNATURE_TYPES.indexOf(id as (typeof SIGNATURE_TYPES)[number]),
    );
    typeIndexes.set(layout, indexes);
  }
  lastLayout = layout;
  lastIndexes = indexes;
  return indexes;
}

/** The counts of a signature being made (White's five types, then Black's) and a side's piece squares. */
const counts = /* @__PURE__ */ new Int32Array(10);
const squares = /* @__PURE__ */ new Int32Array(64);

/** Writes the signature of `position` (a chess position) into `out` at `at`: its pieces read from its piece lists. */
export function writeSignature(position: BasePosition, out: Uint8Array, at: number): void {
  const indexes = typeIndexesOf(engineLayout(position));
  const board = pieceBoard(position);
  counts.fill(0);
  let home = 0;
  for (let side = 0; side < 2; side++) {
    const n = pieceSquares(position, side, squares);
    const homeRank = side === 0 ? 1 : 6;
    for (let i = 0; i < n; i++) {
      const s = squares[i]!;
      const index = indexes[codeType(board[s]!)]!;
      if (index < 0) continue;
      counts[side * 5 + index]!++;
      if (index === 0 && s >> 3 === homeRank) home |= 1 << ((s & 7) + side * 8);
    }
  }
  for (let i = 0; i < 5; i++)
    out[at + i] = Math.min(15, counts[2 * i]!) | (Math.min(15, counts[2 * i + 1]!) << 4);
  out[at + 5] = home & 0xff;
  out[at + 6] = home >>> 8;
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
