// The size-limit scenario "chess SAN round trip", as a web page plays chess moves: @x/core/chess's
// ChessPosition.fromFen + @x/san/chess's resolve + stringify + play + toFen.
import { ChessPosition } from '@x/core/chess';
import { resolve, stringify } from '../dist/chess-entry.js';

export function roundTrip(fen, san) {
  const pos = ChessPosition.fromFen(fen);
  const move = resolve(san, pos);
  const text = stringify(move, pos);
  pos.play(move);
  return [text, pos.toFen()];
}
