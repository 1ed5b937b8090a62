/** Chess SAN round trip with @x/core + @x/san: exactly `Position.fromFen`, `resolve`, `stringify`, `play`, `toFen`. */
import { type Move, Position } from '@x/core';
import { resolve, stringify } from '@x/san';

export function roundTrip(fen: string, san: string): [string, string] {
  const pos = Position.fromFen(fen);
  const move = resolve(san, pos) as Move;
  const text = stringify(move, pos);
  pos.play(move);
  return [text, pos.toFen()];
}
