/**
 * Keys that several of Fairy-Stockfish's built-in variants set alike, one constant per shared rule, spread into
 * each member's section (`chess.ts`, `asian.ts`, `large.ts`, `games.ts`) so that a member states only its differences.
 */

/** The chess start position without castling rights, as the engine's variants without castling write it. */
export const CHESS_FEN_NO_CASTLING = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1';

/** Chess without castling. */
export const NO_CASTLING = { startFen: CHESS_FEN_NO_CASTLING, castling: false } as const;

/** Pawns without a double step, and no castling (the makruk, shatranj and shogi families, most games). */
export const NO_DOUBLE_STEP_OR_CASTLING = { doubleStep: false, castling: false } as const;

/** The king an ordinary piece (a commoner, not royal) that castles as the king: antichess, extinction, atomic, duck. */
export const COMMONER_KING = { king: '-', commoner: 'k', castlingKingPiece: 'k' } as const;

/** A side that has lost its kings loses (with `COMMONER_KING`). */
export const KING_EXTINCTION = { extinctionValue: 'loss', extinctionPieceTypes: 'k' } as const;

/** Shatranj's bare king: a side left with its king alone loses unless it bares the opponent back; stalemate loses. */
export const BARE_KING_LOSES = {
  extinctionValue: 'loss',
  extinctionClaim: true,
  extinctionPieceTypes: '*',
  extinctionPieceCount: 1,
  extinctionOpponentPieceCount: 2,
  stalemateValue: 'loss',
} as const;

/** A chess army's custom pawn (`customPiece1 = p:BETZA`) that promotes, takes en passant and resets the move count. */
export function customPawn(betza: string) {
  return {
    pawn: '-',
    customPiece1: `p:${betza}`,
    promotionPawnTypes: 'p',
    enPassantTypes: 'p',
    nMoveRuleTypes: 'p',
  } as const;
}

/** Drops and captures go to the captor's hand (crazyhouse, shogi). */
export const CAPTURES_TO_HAND = { pieceDrops: true, capturesToHand: true } as const;

/** What minishogi's larger children set back to shogi's: a hand of any size, repetition a draw for both. */
export const SHOGI_REPETITION = { pocketSize: 0, nFoldValue: 'draw', nFoldValueAbsolute: false } as const;

/** The placement games (ataxx, reversi): pieces dropped, none that could not move, no move loses; fewer pieces win it. */
export const DROP_GAME = {
  pieceDrops: true,
  ...NO_DOUBLE_STEP_OR_CASTLING,
  immobilityIllegal: false,
  stalemateValue: 'loss',
  stalematePieceCount: true,
} as const;

/** Counted by pieces on the board once the board is full (ataxx, reversi). */
export const FULL_BOARD_COUNT = { materialCounting: 'unweighted', adjudicateFullBoard: true } as const;
