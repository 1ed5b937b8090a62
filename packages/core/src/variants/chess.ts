/** Standard chess and the pieces other built-in variants share. */
import { leaper, rider } from '../atoms.js';
import type { MoveAtom, PieceType, VariantDefinition } from '../variant.js';
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

/** The king's moves: one step in any direction. */
export const kingMoves: readonly MoveAtom[] = [leaper(0, 1), leaper(1, 1)];
/** The knight. */
export const knight: PieceType = { id: 'knight', symbol: 'N', value: 300, moves: [leaper(1, 2)] };
/** The bishop. */
export const bishop: PieceType = { id: 'bishop', symbol: 'B', value: 300, moves: [rider(1, 1)] };
/** The rook. */
export const rook: PieceType = { id: 'rook', symbol: 'R', value: 500, moves: [rider(0, 1)] };
/** The queen. */
export const queen: PieceType = { id: 'queen', symbol: 'Q', value: 900, moves: [rider(0, 1), rider(1, 1)] };
/** The king. */
export const king: PieceType = { id: 'king', symbol: 'K', royal: true, moves: kingMoves };

/** A chess pawn promoting to `choices` in the `promotion` zone. */
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

/** Standard chess (FIDE). */
export const chess: VariantDefinition = {
  id: 'chess',
  name: 'Chess',
  board: { files: 8, ranks: 8 },
  pieces: [pawn(['queen', 'rook', 'bishop', 'knight']), knight, bishop, rook, queen, king],
  zones: chessZones(8, 8),
  startFen: 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1',
  castling: {
    king: 'king',
    partners: ['rook'],
    short: { king: 6, partner: 5 },
    long: { king: 2, partner: 3 },
  },
  end: { checkmate: 'win', stalemate: 'draw', repetition: 3, moveCount: 50, insufficientMaterial: true },
};

/** Chess960 (Fischer random): chess with any start files for king and rooks (X-FEN or Shredder-FEN castling). */
export const chess960: VariantDefinition = {
  ...chess,
  id: 'chess960',
  name: 'Chess960',
  castling: { ...chess.castling!, chess960: true },
};
