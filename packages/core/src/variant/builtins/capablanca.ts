/** Capablanca chess: 10 × 8 with the archbishop (bishop + knight) and the chancellor (rook + knight). */
import { leaper, rider } from '../atoms.js';
import type { PieceType, VariantDefinition } from '../definition.js';
import { boardVariant } from './board-variant.js';
import { bishop, chessRules, king, knight, pawn, queen, rook } from './chess.js';

/** The archbishop (cardinal): bishop + knight. */
export const archbishop: PieceType = {
  id: 'archbishop',
  symbol: 'A',
  value: 850,
  moves: [/* @__PURE__ */ rider(1, 1), /* @__PURE__ */ leaper(1, 2)],
};
/** The chancellor (marshal): rook + knight. */
export const chancellor: PieceType = {
  id: 'chancellor',
  symbol: 'C',
  value: 900,
  moves: [/* @__PURE__ */ rider(0, 1), /* @__PURE__ */ leaper(1, 2)],
};

/** Capablanca chess, with Fairy-Stockfish's letters (`A` archbishop, `C` chancellor). */
export function capablanca(): VariantDefinition {
  return boardVariant('capablanca', 'Capablanca chess', 10, 8, (zones) => ({
    pieces: [
      pawn(['queen', 'chancellor', 'archbishop', 'rook', 'bishop', 'knight']),
      knight,
      bishop,
      rook,
      queen,
      king,
      archbishop,
      chancellor,
    ],
    zones: zones.chess(),
    startFen: 'rnabqkbcnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNABQKBCNR w KQkq - 0 1',
    // Chess's castling (king to the c- or i-file, the rook beside it) and chess's end rules.
    castling: { ...chessRules.castling!, short: { king: 8, partner: 7 } },
    end: chessRules.end!,
  }));
}
