/** Crazyhouse: chess where captured pieces change sides into the captor's hand and can be dropped. */
import type { VariantDefinition } from '../definition.js';
import { chessRules, pawn } from './chess.js';
import { rankZone } from './zones.js';

/** Crazyhouse, with Fairy-Stockfish's FEN conventions (holdings in `[..]`, promoted pieces as `Q~`). */
export function crazyhouse(): VariantDefinition {
  return {
    ...chessRules,
    id: 'crazyhouse',
    name: 'Crazyhouse',
    pieces: [
      {
        ...pawn(['queen', 'rook', 'bishop', 'knight']),
        promotion: { zone: 'promotion', choices: ['queen', 'rook', 'bishop', 'knight'], markPromoted: true },
      },
      ...chessRules.pieces.slice(1),
    ],
    zones: { ...chessRules.zones, 'pawn-drop': rankZone(8, 8, [1, 2, 3, 4, 5, 6]) },
    startFen: 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[] w KQkq - 0 1',
    drops: { capturesToHand: true, zones: { pawn: 'pawn-drop' } },
    end: {
      checkmate: 'win',
      stalemate: 'draw',
      repetition: 3,
      moveCount: 0,
      insufficientMaterial: 'crazyhouse',
    },
    holdingsInFen: true,
  };
}
