/**
 * Playing a null move: a copy of the position with `BasePosition.playNull` of `@x/core` played on it, so the
 * history (repetition keys, undo) carries over.
 */
import type { BasePosition } from '@x/core';
import { SanError } from './errors.js';

/**
 * The position after a null move, as a new position of the same class (`clone()` then `playNull()`): same board,
 * hands and castling rights, the other side to move, no e.p. square, the halfmove clock advanced and the fullmove
 * number too after Black's pass. The history comes along: `undo()` on the result takes the pass back, and
 * `repetitions()` counts through it. Throws `SanError` (`illegal-move`, offset 0, length 0) when the side to move is in
 * check (or the variant has turns of several moves).
 *
 * @example passTurn(Position.fromFen(fen)).turn // the other side
 */
export function passTurn(position: BasePosition): BasePosition {
  if (position.isCheck() || position.variant.turns !== undefined) {
    throw new SanError('illegal-move', 'a null move while in check', 0, 0);
  }
  return position.clone().playNull();
}
