/**
 * Fairy-Stockfish's 121 built-in variants as data, against ffish: each is accepted as a parent
 * (`[mine:NAME]`), and for each that converts completely, perft from the start position and from three
 * positions reached by random play equals ffish's own built-in's (`test/fixtures/ffish-builtin-perft.json`,
 * written by `tests/oracles/fairy-builtin-perft.ts`; depth 3, 2 on boards of more than 100 squares).
 */
import { describe, expect, it } from 'vitest';
import { bySize } from '../../../../tests/depth.js';
import { FAIRY_BUILTIN_NAMES } from '../builtins.js';
import { toVariant } from './to-variant.js';
import { fixtureMismatch, readPerftFixture } from '../../test/ffish-perft.js';

const FIXTURE = readPerftFixture('ffish-builtin-perft.json');

/** Nodes counted per variant by default (all depths under `pnpm test:deep`). */
const NODE_BUDGET = bySize(20_000, Number.POSITIVE_INFINITY);

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

  it('converts at least 118 of them completely', () => {
    expect(complete.length).toBeGreaterThanOrEqual(118);
  });

  for (const name of complete) {
    it(`${name}: perft equals ffish's`, () => {
      expect(fixtureMismatch(conversions.get(name)!.variant, FIXTURE[name], NODE_BUDGET)).toBeUndefined();
    });
  }
});
