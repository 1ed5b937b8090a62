/**
 * Chess SAN round trip with @x/core/chess + @x/san/chess (the chess-only entries a web page uses): exactly
 * `ChessPosition.fromFen`, `resolve`, `stringify`, `play`, `toFen`.
 */
import { ChessPosition } from '@x/core/chess';
import { resolve, stringify } from '@x/san/chess';

export function roundTrip(fen: string, san: string): [string, string] {
  const pos = ChessPosition.fromFen(fen);
  const move = resolve(san, pos);
  const text = stringify(move, pos);
  pos.play(move);
  return [text, pos.toFen()];
}
