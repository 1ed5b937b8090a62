/** Makruk (Thai chess). */
import { leaper, rider } from '../atoms.js';
import type { VariantDefinition } from '../definition.js';
import { king, knight, pawnPiece } from './chess.js';
import { boardVariant } from './board-variant.js';
import { silver } from './shogi.js';

/** Makruk, with Fairy-Stockfish's letters (`M` met, `S` khon); pawns promote to met on the sixth rank. */
export function makruk(): VariantDefinition {
  return boardVariant('makruk', 'Makruk', 8, 8, (zones) => ({
    pieces: [
      pawnPiece(
        'pawn',
        [
          { kind: 'leap', vectors: [[0, 1]], mode: 'move' },
          {
            kind: 'leap',
            vectors: [
              [-1, 1],
              [1, 1],
            ],
            mode: 'capture',
          },
        ],
        { zone: 'promotion', choices: ['met'] },
      ),
      knight,
      { id: 'khon', symbol: 'S', value: 250, moves: silver },
      { id: 'rook', symbol: 'R', value: 500, moves: [rider(0, 1)] },
      { id: 'met', symbol: 'M', value: 200, moves: [leaper(1, 1)] },
      king,
    ],
    zones: { promotion: zones.ranks([5, 6, 7]) },
    startFen: 'rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w - - 0 1',
    end: {
      checkmate: 'win',
      stalemate: 'draw',
      repetition: 3,
      moveCount: 0,
      counting: { rule: 'makruk', pawn: 'pawn', rook: 'rook', khon: 'khon', knight: 'knight' },
      insufficientMaterial: 'makruk',
    },
  }));
}
