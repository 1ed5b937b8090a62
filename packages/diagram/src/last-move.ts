/** The two squares of a `lastMove` option, as `svg()` and `gif()` read it. */
import { DiagramError } from './errors.js';
import type { DiagramOptions } from './options.js';

/** The squares of `lastMove`: `{ from, to }`, UCI (`e2e4`, `a10a9`) or ICN (`1,2>3,4`, `1,2-3,4`). */
export function lastMoveSquares(lastMove: NonNullable<DiagramOptions['lastMove']>): [string, string] {
  if (typeof lastMove !== 'string') return [lastMove.from, lastMove.to];
  const m =
    /^([a-z]{1,3}\d{1,3})([a-z]{1,3}\d{1,3})/.exec(lastMove) ??
    /^(-?\d+,-?\d+)[>-](-?\d+,-?\d+)/.exec(lastMove);
  if (!m) throw new DiagramError('invalid-option', `lastMove: ${JSON.stringify(lastMove)} is not a move`);
  return [m[1]!, m[2]!];
}
