/**
 * `toVariant` against Fairy-Stockfish on its own variants.ini: for every section that converts with no
 * error, perft from the start position and from three positions reached by random play equals ffish's
 * (`test/fixtures/ffish-ini-perft.json`, written by `tests/oracles/fairy-ini-perft.ts`). A game end
 * (flag, extinction) stops the count, as ffish's `legalMoves` is empty once the game is over. Known divergences are listed with their cause and
 * must stay divergent (the list cannot go stale).
 */
import { describe, expect, it } from 'vitest';
import { bySize, coveringSample } from '../../../../tests/depth.js';
import { variantFeatures } from '../../../../tests/variant-features.js';
import { SHIPPED_INI, SKIP_REASON, shippedSections } from '../../test/shared-data.js';
import { fixtureMismatch, readPerftFixture } from '../../test/ffish-perft.js';

const FIXTURE = readPerftFixture('ffish-ini-perft.json');

/** Sections that convert but count differently from ffish, with what is known of the cause. */
const KNOWN_MISMATCHES = new Map<string, string>([]);

/**
 * Nodes counted per section by default: 20 k for the sections of a sample that shows every feature of the
 * converted definitions (`coveringSample`, `variantFeatures`), 1 k for the others (every position at depth 1,
 * the smaller ones at 2); all depths ≤ 3 under `pnpm test:deep`.
 */
const NODE_BUDGET = bySize({ sample: 20_000, other: 1_000 }, { sample: Infinity, other: Infinity });

describe.skipIf(SHIPPED_INI === undefined)(
  "toVariant on Fairy-Stockfish's variants.ini, against ffish",
  () => {
    const conversions = shippedSections();
    const complete = [...conversions].filter(([, c]) => c.complete).map(([name]) => name);
    it('converts at least 142 of the 143 sections with no error', () => {
      expect(complete.length).toBeGreaterThanOrEqual(142);
    });
    const sample = coveringSample(complete, (name) => variantFeatures(conversions.get(name)!.variant));
    for (const name of complete) {
      const budget = sample.has(name) ? NODE_BUDGET.sample : NODE_BUDGET.other;
      it(`${name}: perft equals ffish's${KNOWN_MISMATCHES.has(name) ? ' (known mismatch)' : ''}`, () => {
        const mismatch = fixtureMismatch(conversions.get(name)!.variant, FIXTURE[name], budget);
        if (KNOWN_MISMATCHES.has(name)) expect(mismatch, KNOWN_MISMATCHES.get(name)).toBeDefined();
        else expect(mismatch).toBeUndefined();
      });
    }
  },
);
if (SHIPPED_INI === undefined) it.skip(SKIP_REASON, () => {});
