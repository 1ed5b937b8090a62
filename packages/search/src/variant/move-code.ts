/**
 * `variantMoveCode`: a move of any variant in a book entry's 16 bits, Polyglot's layout where it fits.
 *
 * - Boards of at most 64 squares: to (6 bits), from (6 bits), 3 bits above — a promotion's piece (1 knight,
 *   2 bishop, 3 rook, 4 queen as Polyglot; else 1 + the type's index among the variant's pieces, modulo 7), or,
 *   for a drop, written from == to, the dropped type's index among the variant's pieces. Castling is the king
 *   taking its partner, as Polyglot writes it: a chess move has its Polyglot code.
 * - Boards of 65 to 128 squares (shogi, xiangqi): to (7 bits), from (7 bits), 2 bits: 1 when the move promotes
 *   (shogi's `+`). A drop's "from" is the number of squares plus the dropped type's index.
 *
 * A book's probe finds the legal move whose code is the entry's; two legal moves with one code (a variant whose
 * moves this layout cannot tell apart: gating, more promotion choices than the bits hold) are an error there,
 * never a guess.
 */
import type { BasePosition, Move } from '@x/core';
import { parseSquareName } from '@x/core';
import { SearchError } from '../errors.js';

const POLYGLOT_PROMOTIONS: Readonly<Record<string, number>> = { knight: 1, bishop: 2, rook: 3, queen: 4 };

/** The 16-bit code of `move`, a legal move of `position`. */
export function variantMoveCode(move: Move, position: BasePosition): number {
  const { files, ranks } = position.variant.board;
  const squares = files * ranks;
  if (squares > 128)
    throw new SearchError('unsupported-variant', 'a book move is of a board of at most 128 squares');
  const square = (name: string) => parseSquareName(name, files, ranks)!;
  const typeIndex = (id: string) => position.variant.pieces.findIndex((p) => p.id === id);
  const to =
    move.castle !== undefined && move.rookFrom !== undefined ? square(move.rookFrom) : square(move.to);
  if (squares <= 64) {
    if (move.drop === true || move.from === undefined)
      return ((typeIndex(move.piece) & 7) << 12) | (to << 6) | to;
    const p = move.promotion;
    const promotion = p === undefined ? 0 : (POLYGLOT_PROMOTIONS[p] ?? 1 + (typeIndex(p) % 7));
    return (promotion << 12) | (square(move.from) << 6) | to;
  }
  const from =
    move.drop === true || move.from === undefined ? squares + typeIndex(move.piece) : square(move.from);
  if (from > 127)
    throw new SearchError('unsupported-variant', 'too many piece types to drop for a book move');
  return ((move.promotion === undefined ? 0 : 1) << 14) | (from << 7) | to;
}

/**
 * The legal moves of `position` by their codes; `undefined` for a code two legal moves share (the probe reports
 * it when an entry has that code).
 */
export function movesByCode(position: BasePosition): Map<number, Move | undefined> {
  const out = new Map<number, Move | undefined>();
  for (const move of position.legalMoves()) {
    const code = variantMoveCode(move, position);
    out.set(code, out.has(code) ? undefined : move);
  }
  return out;
}
