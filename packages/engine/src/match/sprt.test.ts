/**
 * The SPRT's LLR (`sprt.ts`) against published results: the pentanomial counts and LLRs of fastchess's own tests
 * (github.com/Disservin/fastchess, tests/sprt_test.cpp, MIT: "normalized pentanomial 1/2", "logistic pentanomial
 * 1/2", each checked there to 1 %), reproduced to two decimals.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runs } from '../../../../tests/depth.js';
import {
  addPair,
  checkSprtSettings,
  NO_PAIRS,
  type Pentanomial,
  type SprtSettings,
  sprtBounds,
  sprtDecision,
  sprtLlr,
} from './sprt.js';

/** fastchess's `Stats(ll, ld, wl, dd, wd, ww)`. */
const counts = (ll: number, ld: number, wl: number, dd: number, wd: number, ww: number): Pentanomial => ({
  ll,
  ld,
  wl,
  dd,
  wd,
  ww,
});

describe('sprtLlr', () => {
  // fastchess's own cases: the model, the Elo bounds, the LLR, and the counts
  it.each([
    ['normalized', 0, 2, '2.25', counts(365, 16618, 36029, 200, 16974, 390)],
    ['normalized', -1.75, 0.25, '3.01', counts(127, 4883, 10311, 401, 5150, 104)],
    ['logistic', 0.5, 2.5, '-3.07', counts(223, 9863, 20279, 1000, 10037, 246)],
    ['logistic', 0, 2, '-4.98', counts(871, 26175, 55003, 980, 26678, 821)],
  ] as const)(
    'reproduces fastchess: %s pentanomial, elo %d to %d: LLR %s',
    (model, elo0, elo1, llr, pairs) => {
      const llrOf = sprtLlr(pairs, { elo0, elo1, alpha: 0.05, beta: 0.05, model });
      expect(llrOf.toFixed(2)).toBe(llr);
    },
  );

  it('is 0 with no pair, and finite from the first pair', () => {
    const settings = { elo0: 0, elo1: 10, alpha: 0.05, beta: 0.05, model: 'logistic' } as const;
    expect(sprtLlr(NO_PAIRS, settings)).toBe(0);
    const first = sprtLlr(addPair(NO_PAIRS, 1, 1), settings);
    expect(Number.isFinite(first) && first > 0).toBe(true);
  });
});

describe('checkSprtSettings', () => {
  const settings = (elo0: number, elo1: number, model: SprtSettings['model']): SprtSettings => ({
    elo0,
    elo1,
    alpha: 0.05,
    beta: 0.05,
    model,
  });
  const pairs = fc.record({
    ll: fc.nat(1000),
    ld: fc.nat(1000),
    wl: fc.nat(1000),
    dd: fc.nat(1000),
    wd: fc.nat(1000),
    ww: fc.nat(1000),
  });
  // an Elo in -limit … limit·1.5, so that about a fifth of the draws lie beyond the limit
  const elos = (limit: number) =>
    fc.tuple(
      fc.double({ min: -limit, max: limit * 1.5, noNaN: true }),
      fc.double({ min: 0.01, max: limit, noNaN: true }),
    );

  it('accepts only hypotheses whose LLR is a number, whatever the counts', () => {
    for (const [model, limit] of [
      ['normalized', 200],
      ['logistic', 2000],
    ] as const)
      fc.assert(
        fc.property(elos(limit * 1.5), pairs, ([elo0, gap], counts) => {
          const s = settings(elo0, elo0 + gap, model);
          let accepted = true;
          try {
            checkSprtSettings(s);
          } catch (error) {
            expect(error).toBeInstanceOf(RangeError);
            accepted = false;
          }
          if (accepted) expect(Number.isFinite(sprtLlr(counts, s))).toBe(true);
          else expect(Math.max(Math.abs(elo0), Math.abs(elo0 + gap))).toBeGreaterThan(limit);
        }),
        { numRuns: runs(200) },
      );
  });

  it('refuses the normalized hypotheses of a logistic habit (elo1=400: an LLR of NaN, no decision ever)', () => {
    expect(() => checkSprtSettings(settings(0, 400, 'normalized'))).toThrow(
      'elo0 and elo1 must be within ±200 normalized Elo',
    );
    expect(() => checkSprtSettings(settings(0, 400, 'logistic'))).not.toThrow();
    expect(() => checkSprtSettings(settings(-7000, 0, 'logistic'))).toThrow('±2000 logistic');
  });
});

describe('pairs, bounds and decisions', () => {
  it('counts each pair by its score', () => {
    let c = NO_PAIRS;
    for (const [a, b] of [
      [0, 0],
      [0.5, 0],
      [1, 0],
      [0, 1],
      [0.5, 0.5],
      [1, 0.5],
      [1, 1],
    ] as const)
      c = addPair(c, a, b);
    expect(c).toEqual({ ll: 1, ld: 1, wl: 2, dd: 1, wd: 1, ww: 1 });
  });

  it('has the bounds ln(β/(1−α)) and ln((1−β)/α)', () => {
    const settings = { elo0: 0, elo1: 5, alpha: 0.05, beta: 0.05, model: 'normalized' } as const;
    const { lower, upper } = sprtBounds(settings);
    expect(lower.toFixed(2)).toBe('-2.94');
    expect(upper.toFixed(2)).toBe('2.94');
    expect(sprtDecision(3, settings)).toBe('H1');
    expect(sprtDecision(-3, settings)).toBe('H0');
    expect(sprtDecision(0.5, settings)).toBeUndefined();
  });
});
