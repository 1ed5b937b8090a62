/**
 * The Elo estimate (`elo.ts`) against the same formulas computed apart (Python's `math`, `math.erf`), and its
 * symmetries.
 */
import { describe, expect, it } from 'vitest';
import { estimateElo } from './elo.js';

describe('estimateElo', () => {
  it('gives the difference, the 95 % margin and the LOS of cutechess-cli and fastchess', () => {
    const a = estimateElo({ wins: 10, draws: 5, losses: 5 });
    expect(a.elo).toBeCloseTo(88.73949984654251, 9);
    expect(a.margin).toBeCloseTo(143.87485226389848, 9);
    expect(a.los).toBeCloseTo(0.9016471987705266, 6);
    const b = estimateElo({ wins: 30, draws: 50, losses: 20 });
    expect(b.elo).toBeCloseTo(34.86007028756008, 9);
    expect(b.margin).toBeCloseTo(48.470228059870166, 9);
    expect(b.los).toBeCloseTo(0.9213503964748575, 6);
    expect(b.drawRatio).toBe(0.5);
  });

  it('is symmetric, and infinite at a whitewash', () => {
    const even = estimateElo({ wins: 7, draws: 6, losses: 7 });
    expect(even.elo).toBeCloseTo(0, 12);
    expect(even.los).toBeCloseTo(0.5, 6);
    const one = estimateElo({ wins: 9, draws: 3, losses: 4 });
    const other = estimateElo({ wins: 4, draws: 3, losses: 9 });
    expect(other.elo).toBeCloseTo(-one.elo, 9);
    expect(other.margin).toBeCloseTo(one.margin, 9);
    expect(estimateElo({ wins: 4, draws: 0, losses: 0 })).toMatchObject({
      elo: Number.POSITIVE_INFINITY,
      margin: Number.POSITIVE_INFINITY,
    });
    expect(estimateElo({ wins: 0, draws: 4, losses: 0 }).los).toBeNaN();
  });
});
