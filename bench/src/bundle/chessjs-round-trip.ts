/** The same round trip with chess.js: `new Chess(fen)`, `move(san)` (parse, print and play), `fen()`. */
import { Chess } from 'chess.js';

export function roundTrip(fen: string, san: string): [string, string] {
  const chess = new Chess(fen);
  const move = chess.move(san);
  return [move.san, chess.fen()];
}
