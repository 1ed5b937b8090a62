/**
 * Fairy-Stockfish's 121 built-in variants as data, against ffish: each is accepted as a parent
 * (`[mine:NAME]`), and for each that converts completely, perft from the start position and from three
 * positions reached by random play equals ffish's own built-in's (`test/fixtures/ffish-builtin-perft.json`,
 * written by `tests/oracles/fairy-builtin-perft.ts`; depth 3, 2 on boards of more than 100 squares).
 */
import { describe, expect, it } from 'vitest';
import { bySize, coveringSample } from '../../../../tests/depth.js';
import { variantFeatures } from '../../../../tests/variant-features.js';
import { FAIRY_BUILTIN_NAMES } from '../builtins.js';
import { toVariant } from './to-variant.js';
import { fixtureMismatch, readPerftFixture } from '../../test/ffish-perft.js';

const FIXTURE = readPerftFixture('ffish-builtin-perft.json');

/**
 * Nodes counted per variant by default: 20 k for the variants of a sample that shows every feature of the
 * converted definitions (`coveringSample`, `variantFeatures`), 1 k for the others (every position at depth 1,
 * the smaller ones at 2); all depths under `pnpm test:deep`.
 */
const NODE_BUDGET = bySize({ sample: 20_000, other: 1_000 }, { sample: Infinity, other: Infinity });

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

  it('converts all 121 of them completely', () => {
    expect(complete.length).toBe(121);
  });

  const sample = coveringSample(complete, (name) => variantFeatures(conversions.get(name)!.variant));
  for (const name of complete) {
    const budget = sample.has(name) ? NODE_BUDGET.sample : NODE_BUDGET.other;
    it(`${name}: perft equals ffish's`, () => {
      expect(fixtureMismatch(conversions.get(name)!.variant, FIXTURE[name], budget)).toBeUndefined();
    });
  }
});
