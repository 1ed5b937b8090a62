/** Chess with other winning rules: atomic, king of the hill, three-check. */
import type { VariantDefinition } from '../definition.js';
import { chessRules, king, kingMoves } from './chess.js';

/** Atomic chess: captures explode the 3 × 3 neighbourhood (pawns excepted); kings cannot capture. */
export function atomic(): VariantDefinition {
  return {
    ...chessRules,
    id: 'atomic',
    name: 'Atomic chess',
    pieces: chessRules.pieces.map((p) =>
      p.id === 'king' ? { ...king, moves: kingMoves.map((a) => ({ ...a, mode: 'move' as const })) } : p,
    ),
    atomic: { immune: ['pawn'] },
    end: {
      checkmate: 'win',
      stalemate: 'draw',
      repetition: 3,
      moveCount: 50,
      extinction: ['king'],
      insufficientMaterial: 'atomic',
    },
  };
}

/** King of the hill: a king reaching the centre (d4, e4, d5, e5) wins. */
export function kingOfTheHill(): VariantDefinition {
  return {
    ...chessRules,
    id: 'kingofthehill',
    name: 'King of the hill',
    zones: {
      ...chessRules.zones,
      hill: { white: ['d4', 'e4', 'd5', 'e5'], black: ['d4', 'e4', 'd5', 'e5'] },
    },
    // A king can always walk to the hill: no material is insufficient (chessops, python-chess).
    end: { ...chessRules.end, flagZone: 'hill', insufficientMaterial: false },
  };
}

/** Three-check: the third check wins (FEN counters `3+3` after the e.p. field). */
export function threeCheck(): VariantDefinition {
  return {
    ...chessRules,
    id: '3check',
    name: 'Three-check',
    startFen: 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 3+3 0 1',
    // Any piece but a king can still give check: drawn only with bare kings (chessops, python-chess).
    end: { ...chessRules.end, checks: 3, insufficientMaterial: 'kings' },
  };
}
