/**
 * Fairy-Stockfish's 121 built-in variants as data, against ffish: each is accepted as a parent
 * (`[mine:NAME]`), and for each that converts completely, perft from the start position and from three
 * positions reached by random play equals ffish's own built-in's (`test/fixtures/ffish-builtin-perft.json`,
 * written by `bench/src/oracles/fairy-builtin-perft.ts`; depth 3, 2 on boards of more than 100 squares).
 */
import { readFileSync } from 'node:fs';
import { perft, Position } from '@x/core';
import { describe, expect, it } from 'vitest';
import { bySize } from '../../../../tests/depth.js';
import { FAIRY_BUILTIN_NAMES } from '../builtins.js';
import { normaliseFen } from './fen.js';
import { toVariant } from './to-variant.js';

interface FixturePosition {
  readonly fen: string;
  readonly perft: readonly number[];
}
const FIXTURE: Record<string, FixturePosition[] | { error: string }> = JSON.parse(
  readFileSync(new URL('../../test/fixtures/ffish-builtin-perft.json', import.meta.url), 'utf8'),
);

/** Nodes counted per variant by default (all depths under `pnpm test:deep`). */
const NODE_BUDGET = bySize(60_000, Number.POSITIVE_INFINITY);

function firstMismatch(
  variant: Parameters<typeof Position.fromFen>[1],
  positions: readonly FixturePosition[],
): string | undefined {
  // depth by depth over all the positions (every position at depth 1, then 2, …), each count while it fits
  let budget = NODE_BUDGET;
  const boards = positions.map((p) => Position.fromFen(normaliseFen(p.fen), variant));
  const reached = positions.map(() => 0);
  const deepest = Math.max(0, ...positions.map((p) => p.perft.length));
  for (let d = 1; d <= deepest; d++) {
    positions.forEach((p, i) => {
      if (reached[i] !== d - 1 || d > p.perft.length) return;
      const expected = p.perft[d - 1]!;
      if (expected > budget) return;
      budget -= expected;
      reached[i] = d;
    });
    for (const [i, p] of positions.entries()) {
      if (reached[i] !== d) continue;
      const got = perft(boards[i]!, d);
      if (got !== p.perft[d - 1]) return `${p.fen} depth ${d}: ${got}, ffish ${p.perft[d - 1]}`;
    }
  }
  return undefined;
}

describe("Fairy-Stockfish's built-in variants, against ffish", () => {
  const conversions = new Map([...FAIRY_BUILTIN_NAMES].map((n) => [n, toVariant(`[mine:${n}]\n`, 'mine')]));
  const complete = [...conversions].filter(([, c]) => c.complete).map(([name]) => name);

  it('lists 121 names, each accepted as a parent', () => {
    expect(FAIRY_BUILTIN_NAMES.size).toBe(121);
    const refused = [...conversions]
      .filter(([, c]) => c.diagnostics.some((d) => d.code === 'unknown-variant'))
      .map(([name]) => name);
    expect(refused).toEqual([]);
  });

  it('converts at least 111 of them completely', () => {
    expect(complete.length).toBeGreaterThanOrEqual(111);
  });

  for (const name of complete) {
    it(`${name}: perft equals ffish's`, () => {
      const fixture = FIXTURE[name];
      expect(Array.isArray(fixture), `${name} in the fixture`).toBe(true);
      let mismatch: string | undefined;
      try {
        mismatch = firstMismatch(conversions.get(name)!.variant, fixture as FixturePosition[]);
      } catch (error) {
        mismatch = String(error);
      }
      expect(mismatch).toBeUndefined();
    });
  }
});
