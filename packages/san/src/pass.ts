/**
 * Playing a null move. `@x/core` has no null move, so a pass builds a new position from the setup with the
 * other side to move and no e.p. square; the history of the old position (repetition keys, undo) does not carry
 * over.
 */
import type { Position } from '@x/core';
import { SanError } from './errors.js';

/**
 * The position after a null move: same board, hands and clocks, the other side to move, no e.p. square,
 * the halfmove clock advanced and the fullmove number too after Black's pass. The position is new (no history)
 * and of the same class (a `Position` of `@x/core/chess` stays one).
 * Throws `SanError` (`illegal`, offset 0, length 0) when the side to move is in check.
 *
 * @example passTurn(Position.fromFen(fen)).turn // the other side
 */
export function passTurn(position: Position): Position {
  if (position.isCheck()) throw new SanError('illegal', 'a null move while in check', 0, 0);
  const setup = position.toSetup();
  const black = setup.turn === 'black';
  const { epSquare: _ep, ...rest } = setup;
  // The class of the given position (`@x/core`'s or `@x/core/chess`'s), whose static `fromSetup` builds the same kind.
  const kind = position.constructor as unknown as Pick<typeof Position, 'fromSetup'>;
  return kind.fromSetup(
    {
      ...rest,
      turn: black ? 'white' : 'black',
      halfmoves: setup.halfmoves + 1,
      fullmoves: setup.fullmoves + (black ? 1 : 0),
    },
    position.variant,
  );
}
