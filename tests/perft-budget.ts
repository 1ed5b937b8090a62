/**
 * Perft against reference counts within a node budget, spent depth by depth: every position at depth 1
 * (always, whatever the budget), then each at depth 2 while the budget lasts, then 3, … A count larger than
 * what is left is skipped, and so are that position's deeper ones; smaller counts of other positions still run.
 * The deep suites pass `Infinity` under `pnpm test:deep` (`bySize` in `tests/depth.ts`).
 */

/** One position to count: the reference's counts at depths 1, 2, … */
export interface PerftCase<P> {
  readonly pos: P;
  readonly counts: readonly number[];
}

/** A count that differs from the reference. */
export interface PerftMismatch {
  /** Index of the position in the cases. */
  readonly index: number;
  readonly depth: number;
  readonly got: number;
  readonly expected: number;
}

/** What `perftWithinBudget` counted and found. */
export interface PerftBudgetRun {
  /** The first wrong count of each position that has one (a position's deeper counts are then not run). */
  readonly wrong: PerftMismatch[];
  /** Nodes of the reference counts that ran. */
  readonly nodes: number;
  /** Per position, the deepest depth counted. */
  readonly reached: number[];
}

/**
 * Counts `perft(pos, d)` of every case depth by depth within `budget` nodes (the reference's counts decide
 * what fits; depth 1 always runs) and compares each with the reference.
 */
export function perftWithinBudget<P>(
  cases: readonly PerftCase<P>[],
  perft: (pos: P, depth: number) => number,
  budget: number,
): PerftBudgetRun {
  const reached = cases.map(() => 0);
  const failed = cases.map(() => false);
  const wrong: PerftMismatch[] = [];
  let nodes = 0;
  const deepest = Math.max(0, ...cases.map((c) => c.counts.length));
  for (let d = 1; d <= deepest; d++) {
    for (const [i, c] of cases.entries()) {
      if (failed[i] || reached[i] !== d - 1 || d > c.counts.length) continue;
      const expected = c.counts[d - 1]!;
      if (d > 1 && nodes + expected > budget) continue;
      nodes += expected;
      reached[i] = d;
      const got = perft(c.pos, d);
      if (got !== expected) {
        failed[i] = true;
        wrong.push({ index: i, depth: d, got, expected });
      }
    }
  }
  return { wrong, nodes, reached };
}
