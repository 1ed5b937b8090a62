/** "Read a PGN, print each FEN" with chess.js: `loadPgn` (one game, its main line), `history({ verbose })`'s `after`. */
import { Chess } from 'chess.js';

export function fens(pgn: string): string[] {
  const chess = new Chess();
  chess.loadPgn(pgn);
  return chess.history({ verbose: true }).map((move) => move.after);
}
