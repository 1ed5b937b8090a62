/** Xiangqi (Chinese chess). */
import { axfChase } from '../../rules/axf-chase/axf-chase.js';
import { supplyRuleModules } from '../../rules/module/supplied-code.js';
import { rider } from '../atoms.js';
import type { PieceType, VariantDefinition } from '../definition.js';
import { boardVariant } from './board-variant.js';

/**
 * The horse of xiangqi and janggi (`N`): a knight's leap blocked by a piece on the orthogonal square next to it
 * (the leg), worth `value`.
 */
export function horsePiece(value: number): PieceType {
  return {
    id: 'horse',
    symbol: 'N',
    sanAliases: ['H'],
    value,
    moves: [
      {
        kind: 'leap',
        vectors: [
          [1, 2],
          [-1, 2],
          [1, -2],
          [-1, -2],
          [2, 1],
          [2, -1],
          [-2, 1],
          [-2, -1],
        ],
        legs: [[[0, 1]], [[0, 1]], [[0, -1]], [[0, -1]], [[1, 0]], [[1, 0]], [[-1, 0]], [[-1, 0]]],
      },
    ],
  };
}

/**
 * Xiangqi, with Fairy-Stockfish's letters (`N` horse, `B` elephant, `A` advisor, `C` cannon, `K` general); its
 * SAN's letters are read too (`P` soldier, `H` horse, `E` elephant).
 */
export function xiangqi(): VariantDefinition {
  supplyRuleModules(axfChase);
  return boardVariant('xiangqi', 'Xiangqi', 9, 10, (zones) => ({
    pieces: [
      // Written without a letter in SAN as a pawn is, but no pawn: its moves leave the move counter, as in
      // Fairy-Stockfish (a repetition spans them).
      {
        id: 'soldier',
        symbol: 'P',
        san: '',
        sanAliases: ['P'],
        value: 100,
        moves: [
          { kind: 'leap', vectors: [[0, 1]] },
          {
            kind: 'leap',
            vectors: [
              [-1, 0],
              [1, 0],
            ],
            fromZone: 'across-river',
          },
        ],
      },
      horsePiece(400),
      {
        id: 'elephant',
        symbol: 'B',
        sanAliases: ['E'],
        value: 200,
        prison: 'own-side',
        moves: [
          {
            kind: 'leap',
            vectors: [
              [2, 2],
              [-2, 2],
              [2, -2],
              [-2, -2],
            ],
            legs: [[[1, 1]], [[-1, 1]], [[1, -1]], [[-1, -1]]],
          },
        ],
      },
      {
        id: 'advisor',
        symbol: 'A',
        value: 200,
        prison: 'palace',
        moves: [
          {
            kind: 'leap',
            vectors: [
              [1, 1],
              [-1, 1],
              [1, -1],
              [-1, -1],
            ],
          },
        ],
      },
      { id: 'chariot', symbol: 'R', san: 'R', value: 900, moves: [rider(0, 1)] },
      {
        id: 'cannon',
        symbol: 'C',
        value: 450,
        moves: [
          { ...rider(0, 1), mode: 'move' },
          { ...rider(0, 1), kind: 'hop', hop: 'cannon', mode: 'capture' },
        ],
      },
      {
        id: 'general',
        symbol: 'K',
        royal: true,
        prison: 'palace',
        moves: [
          {
            kind: 'leap',
            vectors: [
              [0, 1],
              [0, -1],
              [1, 0],
              [-1, 0],
            ],
          },
        ],
      },
    ],
    zones: {
      palace: zones.box(3, 5, 0, 2),
      'own-side': zones.ranks([0, 1, 2, 3, 4]),
      'across-river': zones.ranks([5, 6, 7, 8, 9]),
    },
    startFen: 'rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1',
    flyingRoyals: true,
    end: {
      checkmate: 'win',
      stalemate: 'win',
      repetition: 3,
      perpetual: 'loss',
      axfChase: {
        rook: 'chariot',
        cannon: 'cannon',
        horse: 'horse',
        elephant: 'elephant',
        advisor: 'advisor',
        soldier: 'soldier',
        crossed: 'across-river',
      },
      moveCount: 50,
      insufficientMaterial: 'confined',
    },
  }));
}
