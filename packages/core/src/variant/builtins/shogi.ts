/** Shogi (Japanese chess). */
import { leaper, rider } from '../atoms.js';
import type { MoveAtom, PieceType, VariantDefinition, Vector } from '../definition.js';
import { boardVariant } from './board-variant.js';
import { pawnPiece } from './chess.js';

const goldVectors: Vector[] = [
  [0, 1],
  [1, 1],
  [-1, 1],
  [1, 0],
  [-1, 0],
  [0, -1],
];
const gold: MoveAtom[] = [{ kind: 'leap', vectors: goldVectors }];

/** The silver general's step: one square forward or diagonally (makruk's khon moves alike). */
export const silver: MoveAtom[] = [
  {
    kind: 'leap',
    vectors: [
      [0, 1],
      [1, 1],
      [-1, 1],
      [1, -1],
      [-1, -1],
    ],
  },
];

/**
 * A promoted shogi piece: its own type that demotes to `base` in the hand; `fsf` is the letter Fairy-Stockfish's
 * SAN writes it with (the type it plays as: `G` for the tokin), read as an alias.
 */
function promoted(
  id: string,
  base: string,
  symbol: string,
  moves: readonly MoveAtom[],
  value: number,
  fsf: string,
): PieceType {
  return { id, symbol, san: symbol, sanAliases: [fsf], value, moves, demotesTo: base };
}

/** Promotion to `target`: optional in the last three ranks (entering, leaving or inside), forced in `forced`. */
function promotesTo(target: string, forced?: string) {
  return {
    zone: 'promotion',
    choices: [target],
    mandatory: 'optional' as const,
    trigger: 'enter-or-leave' as const,
    ...(forced ? { forcedZone: forced } : {}),
  };
}

/** Shogi, with Fairy-Stockfish's FEN conventions (`+P` promoted pieces, hands in `[..]`). */
export function shogi(): VariantDefinition {
  return boardVariant('shogi', 'Shogi', 9, 9, (zones) => ({
    pieces: [
      // Fairy-Stockfish's SAN writes the shogi pawn with its letter (`Pa6`).
      {
        ...pawnPiece('pawn', [{ kind: 'leap', vectors: [[0, 1]] }], promotesTo('tokin', 'last-rank')),
        sanAliases: ['P'],
      },
      {
        id: 'lance',
        symbol: 'L',
        value: 350,
        moves: [{ kind: 'ride', vectors: [[0, 1]] }],
        promotion: promotesTo('promoted-lance', 'last-rank'),
      },
      {
        id: 'knight',
        symbol: 'N',
        value: 450,
        moves: [
          {
            kind: 'leap',
            vectors: [
              [1, 2],
              [-1, 2],
            ],
          },
        ],
        promotion: promotesTo('promoted-knight', 'last-two-ranks'),
      },
      {
        id: 'silver',
        symbol: 'S',
        value: 640,
        moves: silver,
        promotion: promotesTo('promoted-silver'),
      },
      { id: 'gold', symbol: 'G', value: 690, moves: gold },
      { id: 'bishop', symbol: 'B', value: 890, moves: [rider(1, 1)], promotion: promotesTo('horse') },
      { id: 'rook', symbol: 'R', value: 1040, moves: [rider(0, 1)], promotion: promotesTo('dragon') },
      { id: 'king', symbol: 'K', royal: true, moves: [leaper(0, 1), leaper(1, 1)] },
      promoted('tokin', 'pawn', '+P', gold, 420, 'G'),
      promoted('promoted-lance', 'lance', '+L', gold, 630, 'G'),
      promoted('promoted-knight', 'knight', '+N', gold, 640, 'G'),
      promoted('promoted-silver', 'silver', '+S', gold, 670, 'G'),
      promoted('horse', 'bishop', '+B', [rider(1, 1), leaper(0, 1)], 1150, 'H'),
      promoted('dragon', 'rook', '+R', [rider(0, 1), leaper(1, 1)], 1300, 'D'),
    ],
    zones: {
      promotion: zones.ranks([6, 7, 8]),
      'last-rank': zones.ranks([8]),
      'last-two-ranks': zones.ranks([7, 8]),
      'drop-pawn': zones.ranks([0, 1, 2, 3, 4, 5, 6, 7]),
      'drop-knight': zones.ranks([0, 1, 2, 3, 4, 5, 6]),
    },
    startFen: 'lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL[] w - - 0 1',
    drops: {
      capturesToHand: true,
      zones: { pawn: 'drop-pawn', lance: 'drop-pawn', knight: 'drop-knight' },
      noDoubled: ['pawn'],
      noDropMate: ['pawn'],
    },
    end: { checkmate: 'win', stalemate: 'win', repetition: 4, perpetual: 'loss', moveCount: 0 },
    holdingsInFen: true,
  }));
}
