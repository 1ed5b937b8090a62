/** Racing kings (lichess; python-chess `RacingKingsBoard`, chessops `RacingKings`). */
import type { VariantDefinition } from '../definition.js';
import { chessRules, withoutCastling } from './chess.js';

const GOAL = ['a8', 'b8', 'c8', 'd8', 'e8', 'f8', 'g8', 'h8'];

/**
 * Racing kings: no pawns, no castling, and no move may give check. The first king to reach the
 * eighth rank wins — but when White gets there first, Black may answer by reaching it too (a draw).
 */
export function racingKings(): VariantDefinition {
  return {
    ...withoutCastling(chessRules),
    id: 'racingkings',
    name: 'Racing kings',
    pieces: chessRules.pieces.filter((p) => p.id !== 'pawn'),
    zones: { goal: { white: GOAL, black: GOAL } },
    startFen: '8/8/8/8/8/8/krbnNBRK/qrbnNBRQ w - - 0 1',
    noChecks: true,
    end: {
      checkmate: 'win',
      stalemate: 'draw',
      repetition: 3,
      moveCount: 50,
      flagZone: 'goal',
      flagReply: true,
    },
  };
}
