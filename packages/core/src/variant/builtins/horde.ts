/** Horde (lichess; python-chess `HordeBoard`, chessops `Horde`): 36 white pawns against an army. */
import type { VariantDefinition } from '../definition.js';
import { chessRules, pawnMoves } from './chess.js';

/**
 * Horde: White has no king and loses when all its pieces are captured; Black wins that way or is
 * checkmated. White pawns on the first rank may also step two squares, without an e.p. square (as
 * python-chess and chessops play it).
 */
export function horde(): VariantDefinition {
  const pawn = chessRules.pieces.find((p) => p.id === 'pawn')!;
  return {
    ...chessRules,
    id: 'horde',
    name: 'Horde',
    pieces: chessRules.pieces.map((p) =>
      p === pawn
        ? {
            ...pawn,
            moves: [
              ...pawnMoves(),
              { kind: 'leap', vectors: [[0, 2]], legs: [[[0, 1]]], mode: 'move', fromZone: 'horde-start' },
            ],
          }
        : p,
    ),
    zones: {
      ...chessRules.zones,
      'horde-start': { white: ['a1', 'b1', 'c1', 'd1', 'e1', 'f1', 'g1', 'h1'], black: [] },
    },
    startFen: 'rnbqkbnr/pppppppp/8/1PP2PP1/PPPPPPPP/PPPPPPPP/PPPPPPPP/PPPPPPPP w kq - 0 1',
    royalsOptional: true,
    end: { checkmate: 'win', stalemate: 'draw', repetition: 3, moveCount: 50, noPieces: 'loss' },
  };
}
