/**
 * Playing a null move. `@x/core` has no null move, so a pass builds a new position from the setup with the
 * other side to move and no e.p. square; the history of the old position (repetition keys, undo) does not carry
 * over.
 */
import { Position } from '@x/core';
import { SanError } from './errors.js';

/**
 * The position after a null move: same board, hands and clocks, the other side to move, no e.p. square,
 * the halfmove clock advanced and the fullmove number too after Black's pass. The position is new (no history).
 * Throws `SanError` (`illegal`, offset 0, length 0) when the side to move is in check.
 *
 * @example passTurn(Position.fromFen(fen)).turn // the other side
 */
export function passTurn(position: Position): Position {
  if (position.isCheck()) throw new SanError('illegal', 'a null move while in check', 0, 0);
  const setup = position.toSetup();
  const black = setup.turn === 'black';
  const { epSquare: _ep, ...rest } = setup;
  return Position.fromSetup(
    {
      ...rest,
      turn: black ? 'white' : 'black',
      halfmoves: setup.halfmoves + 1,
      fullmoves: setup.fullmoves + (black ? 1 : 0),
    },
    position.variant,
  );
}
