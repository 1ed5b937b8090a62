/** Chess SAN round trip with @x/core + @x/san: exactly `Position.fromFen`, `parse`, `stringify`, `play`, `toFen`. */
import { type Move, Position } from '@x/core';
import { parse, stringify } from '@x/san';

export function roundTrip(fen: string, san: string): [string, string] {
  const pos = Position.fromFen(fen);
  const move = parse(san, pos) as Move;
  const text = stringify(move, pos);
  pos.play(move);
  return [text, pos.toFen()];
}
