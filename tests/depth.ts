/**
 * How deep the suites run. `pnpm test` runs every kind of check with a deterministic sample of each deep
 * suite (perft counts within a node budget, half of each property's runs); `pnpm test:deep`
 * sets `TEST_DEEP=1` and runs everything at full depth (every peer perft count up to its budget, the
 * counts above 5 M nodes of `perft-chess.txt`, ten times the property runs, the catalogues at depth).
 * Tests read the depth only through this module, so one variable switches every suite.
 */

/** Whether `pnpm test:deep` (`TEST_DEEP=1`) is running. */
export const deep = process.env.TEST_DEEP === '1';

/**
 * How many times a property runs. `runs(n)`: half of `n` (rounded up) by default, ten times `n` under `pnpm test:deep`;
 * fast-check draws its inputs from a fixed seed (tests/runner/fast-check-seed.ts), so the half is the first half of the `n`
 * inputs. `runs(n, full)`, where a property already runs a chosen sample by default: `n`, and `full` deep
 * (docs/testing.md lists each).
 */
export function runs(n: number, full?: number): number {
  if (deep) return full ?? n * 10;
  return full === undefined ? Math.ceil(n / 2) : n;
}

/** A size (nodes, cases, games) that differs by depth: `sample` by default, `full` under `pnpm test:deep`. */
export function bySize<T>(sample: T, full: T): T {
  return deep ? full : sample;
}

/**
 * A fixed sample of `items` that shows every feature at least once: greedily, the item with the most features
 * not yet shown (the earlier on a tie), until every feature any item has is shown. Deterministic for the same
 * items in the same order. The suites that run a costly check on a sample by default and on everything deep
 * (docs/testing.md) choose their sample so.
 */
export function coveringSample<T>(items: readonly T[], features: (item: T) => Iterable<string>): Set<T> {
  const left = items.map((item) => ({ item, features: new Set(features(item)) }));
  const chosen = new Set<T>();
  const shown = new Set<string>();
  for (;;) {
    let best: (typeof left)[number] | undefined;
    let bestNew = 0;
    for (const c of left) {
      if (chosen.has(c.item)) continue;
      let fresh = 0;
      for (const f of c.features) if (!shown.has(f)) fresh++;
      if (fresh > bestNew) [best, bestNew] = [c, fresh];
    }
    if (!best) return chosen;
    chosen.add(best.item);
    for (const f of best.features) shown.add(f);
  }
}
