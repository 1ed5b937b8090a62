/** Antichess (lichess; python-chess `AntichessBoard`, chessops `Antichess`): lose all your pieces to win. */
import type { VariantDefinition } from '../definition.js';
import { bishop, chessRules, king, knight, pawn, queen, rook, withoutCastling } from './chess.js';

/**
 * Antichess: captures are compulsory, the king is an ordinary piece (no check; pawns may promote to
 * it), no castling. A side that has lost all its pieces, or is stalemated, wins.
 */
export function antichess(): VariantDefinition {
  return {
    ...withoutCastling(chessRules),
    id: 'antichess',
    name: 'Antichess',
    pieces: [
      pawn(['queen', 'rook', 'bishop', 'knight', 'king']),
      knight,
      bishop,
      rook,
      queen,
      { ...king, royal: false },
    ],
    startFen: 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1',
    mustCapture: true,
    // `stalemate` is scored for the side that stalemated: the stalemated side wins.
    end: {
      stalemate: 'loss',
      noPieces: 'win',
      repetition: 3,
      moveCount: 50,
      insufficientMaterial: 'antichess',
    },
  };
}

/**
 * Giveaway as python-chess and Fairy-Stockfish play it: antichess with castling (the king, not being
 * royal, may castle out of, through and into attacks).
 */
export function giveaway(): VariantDefinition {
  return {
    ...antichess(),
    id: 'giveaway',
    name: 'Giveaway',
    startFen: chessRules.startFen,
    castling: chessRules.castling!,
  };
}
