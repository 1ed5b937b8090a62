/** MBN (and Betza) direction modifiers as predicates over an atom's vectors (internal to `compile`). */
import type { Vector } from '@x/core/variant';
import type { MbnMode, ModifierNode } from '../../parse/types.js';

type Pred = (dx: number, dy: number) => boolean;
const SINGLE: Readonly<Record<string, Pred>> = {
  f: (_x, y) => y > 0,
  b: (_x, y) => y < 0,
  l: (x) => x < 0,
  r: (x) => x > 0,
  v: (x, y) => y !== 0 && Math.abs(y) >= Math.abs(x),
  s: (x, y) => x !== 0 && Math.abs(x) >= Math.abs(y),
  d: () => true,
};
const DOUBLE: Readonly<Record<string, Pred>> = {
  f: (x, y) => y > 0 && Math.abs(y) > Math.abs(x),
  b: (x, y) => y < 0 && Math.abs(y) > Math.abs(x),
  l: (x, y) => x < 0 && Math.abs(x) > Math.abs(y),
  r: (x, y) => x > 0 && Math.abs(x) > Math.abs(y),
  v: (x, y) => Math.abs(y) > Math.abs(x),
  s: (x, y) => Math.abs(x) > Math.abs(y),
};

/** A direction filter from the direction modifiers of one partial move. */
export function directionFilter(
  dirs: readonly (ModifierNode | { readonly kind: 'amalgamated'; readonly directions: string })[],
  mode: MbnMode,
): (v: Vector, all: readonly Vector[]) => boolean {
  if (dirs.length === 0) return () => true;
  // Each group is a predicate over one vector, or (Betza pairs) over the atom's image set.
  const groups: ((v: Vector, all: readonly Vector[]) => boolean)[] = [];
  for (let i = 0; i < dirs.length; i++) {
    const d = dirs[i]!;
    if (d.kind === 'amalgamated') {
      const preds = [...d.directions].map((c) => SINGLE[c]!);
      groups.push((v) => preds.every((p) => p(v[0], v[1])));
      continue;
    }
    let next = dirs[i + 1];
    // Betza writes the narrow and wide directions as a repeated letter (`ffN`): one doubled direction.
    const repeated =
      mode === 'betza' &&
      !d.doubled &&
      next?.kind === 'modifier' &&
      !next.doubled &&
      next.letter === d.letter &&
      d.letter in DOUBLE;
    if (repeated) {
      i++;
      next = dirs[i + 1];
    }
    const pred = (d.doubled || repeated ? DOUBLE : SINGLE)[d.letter]!;
    if (
      mode === 'betza' &&
      !d.doubled &&
      !repeated &&
      'fb'.includes(d.letter) &&
      next?.kind === 'modifier' &&
      !next.doubled &&
      'lrs'.includes(next.letter)
    ) {
      // XBetza pairs: the intersection (forward-left on F, wide forward on N) when it is not empty
      // for this atom, otherwise the union (`fsW` = forward and sideways).
      const other = SINGLE[next.letter]!;
      groups.push((v, all) =>
        all.some((w) => pred(w[0], w[1]) && other(w[0], w[1]))
          ? pred(v[0], v[1]) && other(v[0], v[1])
          : pred(v[0], v[1]) || other(v[0], v[1]),
      );
      i++;
      continue;
    }
    groups.push((v) => pred(v[0], v[1]));
  }
  return (v, all) => groups.some((g) => g(v, all));
}
