/** The start position of a game as an `@x/core` position, for writers that replay its moves. */
import type { Move, VariantDefinition, BasePosition } from '@x/core';
import type { KifGame } from './game.js';
import { parseSfen } from '../sfen/sfen.js';
import { shogiVariant } from '../shogi/variant.js';
import { parseUsiMove } from '../usi/usi-move.js';

/** The position `game` starts from. Throws `KifError` when its SFEN is not a legal position of `variant`. */
export function startPosition(game: KifGame, variant: VariantDefinition | undefined): BasePosition {
  return parseSfen(game.start, { variant: shogiVariant(variant) }).position;
}

/** Plays USI move `usi` on `position` and returns the move played. Throws `KifError` when it is not legal. */
export function playUsi(position: BasePosition, usi: string): Move {
  const move = parseUsiMove(position, usi);
  position.play(move);
  return move;
}
