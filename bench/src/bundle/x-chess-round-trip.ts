/** Chess SAN round trip with @x/core/chess + @x/san: exactly `Position.fromFen`, `resolve`, `stringify`, `play`, `toFen`. */
import { ChessPosition } from '@x/core/chess';
import type { Move } from '@x/core';
import { resolve, stringify } from '@x/san';

export function roundTrip(fen: string, san: string): [string, string] {
  const pos = ChessPosition.fromFen(fen);
  const move = resolve(san, pos);
  const text = stringify(move, pos);
  pos.play(move as Move); // a `--` null move is not a Move: play throws PositionError for it
  return [text, pos.toFen()];
}
