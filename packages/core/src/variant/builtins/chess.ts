/** Standard chess and the pieces other built-in variants share. */
import type { MoveAtom, PieceType, PromotionRule, VariantDefinition } from '../definition.js';
import { rankZone } from './zones.js';

/** Chess pawn moves: one step, a double step from the `pawn-start` zone (setting e.p.), diagonal captures. */
export function pawnMoves(): MoveAtom[] {
  return [
    { kind: 'leap', vectors: [[0, 1]], mode: 'move' },
    {
      kind: 'leap',
      vectors: [[0, 2]],
      legs: [[[0, 1]]],
      mode: 'move',
      fromZone: 'pawn-start',
      setsEnPassant: true,
    },
    {
      kind: 'leap',
      vectors: [
        [-1, 1],
        [1, 1],
      ],
      mode: 'capture',
      takesEnPassant: true,
    },
  ];
}

// The vectors of leaper(0, 1) / rider(0, 1), leaper(1, 1) / rider(1, 1) and leaper(1, 2), written out so that a
// chess-only bundle needs no atom builder (each atom gets its own arrays, as from the builders).
const ORTHOGONAL = [0, 1, 0, -1, 1, 0, -1, 0];
const DIAGONAL = [1, 1, 1, -1, -1, 1, -1, -1];
/* @__NO_SIDE_EFFECTS__ */
function atom(kind: 'leap' | 'ride', xy: readonly number[]): MoveAtom {
  return {
    kind,
    vectors: Array.from({ length: xy.length / 2 }, (_, i) => [xy[2 * i]!, xy[2 * i + 1]!] as const),
  };
}

/** The king's moves: one step in any direction. */
export const kingMoves: readonly MoveAtom[] = [atom('leap', ORTHOGONAL), atom('leap', DIAGONAL)];
/** The knight. */
export const knight: PieceType = {
  id: 'knight',
  symbol: 'N',
  value: 300,
  moves: [atom('leap', [1, 2, 1, -2, -1, 2, -1, -2, 2, 1, 2, -1, -2, 1, -2, -1])],
};
/** The bishop. */
export const bishop: PieceType = { id: 'bishop', symbol: 'B', value: 300, moves: [atom('ride', DIAGONAL)] };
/** The rook. */
export const rook: PieceType = { id: 'rook', symbol: 'R', value: 500, moves: [atom('ride', ORTHOGONAL)] };
/** The queen. */
export const queen: PieceType = {
  id: 'queen',
  symbol: 'Q',
  value: 900,
  moves: [atom('ride', ORTHOGONAL), atom('ride', DIAGONAL)],
};
/** The king. */
export const king: PieceType = { id: 'king', symbol: 'K', royal: true, moves: kingMoves };

/**
 * A pawn of the built-in variants (makruk's, shogi's, xiangqi's soldier; chess's `pawn` spells the same
 * fields out): letter `P`, no SAN letter, value 100, the engine's pawn rules, its own moves and promotion.
 */
export function pawnPiece(id: string, moves: readonly MoveAtom[], promotion?: PromotionRule): PieceType {
  return { id, symbol: 'P', san: '', pawn: true, value: 100, moves, ...(promotion && { promotion }) };
}

/**
 * A chess pawn promoting to `choices` in the `promotion` zone: `pawnPiece`'s fields, written out so the
 * chess-only bundle does not carry the general builder.
 */
export function pawn(choices: readonly string[]): PieceType {
  return {
    id: 'pawn',
    symbol: 'P',
    san: '',
    pawn: true,
    value: 100,
    moves: pawnMoves(),
    promotion: { zone: 'promotion', choices },
  };
}

/** Zones of a chess-like board: the last rank promotes, the second rank double-steps. */
export function chessZones(files: number, ranks: number) {
  return {
    promotion: rankZone(files, ranks, [ranks - 1]),
    'pawn-start': rankZone(files, ranks, [1]),
  };
}

/** The squares of a rank of the 8×8 board, a to h (what `chessZones(8, 8)` lists). */
/* @__NO_SIDE_EFFECTS__ */
function squaresOfRank(rank: string): string[] {
  return Array.from('abcdefgh', (file) => file + rank);
}

/** Standard chess (FIDE). */
export const chess: VariantDefinition = {
  id: 'chess',
  name: 'Chess',
  board: { files: 8, ranks: 8 },
  pieces: [pawn(['queen', 'rook', 'bishop', 'knight']), knight, bishop, rook, queen, king],
  zones: {
    promotion: { white: squaresOfRank('8'), black: squaresOfRank('1') },
    'pawn-start': { white: squaresOfRank('2'), black: squaresOfRank('7') },
  },
  startFen: 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1',
  castling: {
    king: 'king',
    partners: ['rook'],
    short: { king: 6, partner: 5 },
    long: { king: 2, partner: 3 },
  },
  end: { checkmate: 'win', stalemate: 'draw', repetition: 3, moveCount: 50, insufficientMaterial: true },
  orthodoxSetup: true,
};

/**
 * Standard chess without its setup checks (`orthodoxSetup`): the base that the built-in chess variants spread, so
 * that they load the positions they loaded before those checks were variant data.
 */
// Built by a pure call: an object spread at top level would keep it in every bundle that imports `chess`.
export const chessRules: VariantDefinition = /* @__PURE__ */ (() => {
  const { orthodoxSetup: _checks, ...rules } = chess;
  return rules;
})();

/** `v` without its castling rule: the base of the chess variants that cannot castle. */
export function withoutCastling(v: VariantDefinition): Omit<VariantDefinition, 'castling'> {
  const { castling: _none, ...rest } = v;
  return rest;
}

/** Chess960 (Fischer random): chess with any start files for king and rooks (X-FEN or Shredder-FEN castling). */
// Built by a pure call: an object spread at top level would keep it in every bundle that imports `chess`. A block
// body, so that the build's syntax minification (packages/core/tsup.config.ts) keeps the call and its annotation.
export const chess960: VariantDefinition = /* @__PURE__ */ (() => {
  const castling = { ...chess.castling!, chess960: true };
  return { ...chess, id: 'chess960', name: 'Chess960', castling };
})();
