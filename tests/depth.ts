/**
 * How deep the suites run. `pnpm test` runs every kind of check with a deterministic sample of each deep
 * suite (perft counts within a node budget, property runs at their default counts); `pnpm test:deep`
 * sets `TEST_DEEP=1` and runs everything at full depth (every peer perft count up to its budget, the
 * counts above 5 M nodes of `perft-chess.txt`, ten times the property runs, the catalogues at depth).
 * Tests read the depth only through this module, so one variable switches every suite.
 */

/** Whether `pnpm test:deep` (`TEST_DEEP=1`) is running. */
export const deep = process.env.TEST_DEEP === '1';

/**
 * How many times a property runs: `n` by default; under `pnpm test:deep` ten times `n`, or `full` where a property
 * runs a smaller sample by default than its deep count divided by ten (docs/testing.md lists each).
 */
export function runs(n: number, full: number = n * 10): number {
  return deep ? full : n;
}

/** A size (nodes, cases, games) that differs by depth: `sample` by default, `full` under `pnpm test:deep`. */
export function bySize<T>(sample: T, full: T): T {
  return deep ? full : sample;
}
