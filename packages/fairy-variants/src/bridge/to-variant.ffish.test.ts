/**
 * `toVariant` against Fairy-Stockfish on its own variants.ini: for every section that converts with no
 * error, perft from the start position and from three positions reached by random play equals ffish's
 * (`test/fixtures/ffish-ini-perft.json`, written by `bench/src/oracles/fairy-ini-perft.ts`). A game end
 * (flag, extinction) stops the count, as ffish's `legalMoves` is empty once the game is over. Known divergences are listed with their cause and
 * must stay divergent (the list cannot go stale).
 */
import { readFileSync } from 'node:fs';
import { perft, Position } from '@x/core';
import { describe, expect, it } from 'vitest';
import { bySize } from '../../../../tests/depth.js';
import { SHIPPED_INI, SKIP_REASON } from '../../test/shared-data.js';
import { parse } from '../parse.js';
import { normaliseFen } from './fen.js';
import { toVariant } from './to-variant.js';

interface FixturePosition {
  readonly fen: string;
  readonly perft: readonly number[];
}
const FIXTURE: Record<string, FixturePosition[] | { error: string }> = JSON.parse(
  readFileSync(new URL('../../test/fixtures/ffish-ini-perft.json', import.meta.url), 'utf8'),
);

/** Sections that convert but count differently from ffish, with what is known of the cause. */
const KNOWN_MISMATCHES = new Map<string, string>([]);

/** Nodes counted per section by default (all depths ≤ 3 under `pnpm test:deep`). */
const NODE_BUDGET = bySize(75_000, Number.POSITIVE_INFINITY);

function firstMismatch(
  variant: Parameters<typeof Position.fromFen>[1],
  positions: FixturePosition[],
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

describe.skipIf(SHIPPED_INI === undefined)(
  "toVariant on Fairy-Stockfish's variants.ini, against ffish",
  () => {
    const file = parse(SHIPPED_INI ?? '');
    const conversions = new Map(file.sections.map((s) => [s.name, toVariant(file, s.name)]));
    const complete = [...conversions].filter(([, c]) => c.complete).map(([name]) => name);
    it('converts at least 135 of the 143 sections with no error', () => {
      expect(complete.length).toBeGreaterThanOrEqual(135);
    });
    for (const name of complete) {
      const fixture = FIXTURE[name];
      it(`${name}: perft equals ffish's${KNOWN_MISMATCHES.has(name) ? ' (known mismatch)' : ''}`, () => {
        expect(Array.isArray(fixture)).toBe(true);
        let mismatch: string | undefined;
        try {
          mismatch = firstMismatch(conversions.get(name)!.variant, fixture as FixturePosition[]);
        } catch (error) {
          mismatch = String(error);
        }
        if (KNOWN_MISMATCHES.has(name)) expect(mismatch, KNOWN_MISMATCHES.get(name)).toBeDefined();
        else expect(mismatch).toBeUndefined();
      });
    }
  },
);
if (SHIPPED_INI === undefined) it.skip(SKIP_REASON, () => {});
