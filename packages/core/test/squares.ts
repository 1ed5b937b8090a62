/** Square names for `@x/core`'s tests of move lists: the squares a rider passes, written as a line. */

/**
 * The squares on the straight line from `from` to `to`, both included, in that order: along a file, a rank or
 * a diagonal (`squareLine('a3', 'a6')` is `['a3', 'a4', 'a5', 'a6']`). Names are a file letter and a rank.
 */
export function squareLine(from: string, to: string): string[] {
  const [fx, fy] = coordinates(from);
  const [tx, ty] = coordinates(to);
  const dx = Math.sign(tx - fx);
  const dy = Math.sign(ty - fy);
  const steps = Math.max(Math.abs(tx - fx), Math.abs(ty - fy));
  if ((tx - fx) * dy !== (ty - fy) * dx)
    throw new RangeError(`${from} and ${to} are not on one file, rank or diagonal`);
  const out: string[] = [];
  for (let i = 0; i <= steps; i++) out.push(`${String.fromCharCode(97 + fx + i * dx)}${fy + i * dy}`);
  return out;
}

/** The file (0 for `a`) and rank of a square name. */
function coordinates(square: string): [file: number, rank: number] {
  const m = /^([a-z])(\d+)$/.exec(square);
  if (!m) throw new RangeError(`not a square name: ${square}`);
  return [m[1]!.charCodeAt(0) - 97, Number(m[2])];
}
