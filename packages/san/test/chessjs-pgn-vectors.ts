/**
 * The records of `fixtures/chessjs-pgn-vectors.json`: what `tests/oracles/chessjs-pgn-vectors.ts` writes
 * from chess.js's own tests and what `src/game/peers/peer-chessjs-pgn.test.ts` reads back.
 */

/** A `loadPgn` call: the PGN and its `strict` option, then the final FEN and comments, or the error. */
export interface Vector {
  readonly test: string;
  readonly pgn: string;
  readonly strict: boolean;
  readonly fen?: string;
  readonly comments?: readonly { fen: string; comment?: string; nags?: number[] }[];
  readonly error?: string;
}

/** A `move` call of chess.js's move.test.ts: position, argument, and SAN + FEN after or the error. */
export interface MoveVector {
  readonly test: string;
  readonly fen: string;
  readonly move: string | { from: string; to: string; promotion?: string };
  readonly strict: boolean;
  readonly san?: string;
  readonly after?: string;
  readonly error?: string;
}

/** A `pgn()` call of chess.js's pgn.test.ts: the game's moves, headers and final FEN, and the PGN written. */
export interface WriteVector {
  readonly test: string;
  readonly moves: readonly string[];
  readonly headers: Record<string, string>;
  readonly fen: string;
  readonly options: { maxWidth?: number; newline?: string };
  readonly pgn: string;
}

/** A `moves()` call of chess.js's moves.test.ts / regression.test.ts: the legal moves in SAN. */
export interface MovesVector {
  readonly test: string;
  readonly fen: string;
  readonly square?: string;
  readonly sans: readonly string[];
}
