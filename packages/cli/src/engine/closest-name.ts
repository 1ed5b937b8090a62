/**
 * `closestName`: the name of a list a mistyped name most likely meant — equal but for case, spaces, `_` and `-`,
 * or a letter or two off (edit distance) — for a usage error's "did you mean".
 */

/** A name as it is compared: lowercase, without spaces, `_` and `-`. */
const bare = (name: string): string => name.toLowerCase().replace(/[\s_-]/g, '');

/** The edit distance of `a` and `b` (insertions, deletions and substitutions of one character each). */
function editDistance(a: string, b: string): number {
  let row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const next = [i];
    for (let j = 1; j <= b.length; j++)
      next.push(Math.min(row[j]! + 1, next[j - 1]! + 1, row[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1)));
    row = next;
  }
  return row[b.length]!;
}

/**
 * The name of `names` closest to `name` (the first of the closest), when one is within a slip of the keys: one
 * character off for a name of up to 4, two for a longer one; `undefined` when none is.
 *
 * @example closestName('Hsh', ['Hash', 'MultiPV']) // 'Hash'
 */
export function closestName(name: string, names: Iterable<string>): string | undefined {
  const given = bare(name);
  const most = given.length <= 4 ? 1 : 2;
  let best: string | undefined;
  let bestDistance = most + 1;
  for (const candidate of names) {
    const distance = editDistance(given, bare(candidate));
    if (distance < bestDistance) [best, bestDistance] = [candidate, distance];
  }
  return best;
}
