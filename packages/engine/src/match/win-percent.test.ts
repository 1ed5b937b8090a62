/**
 * lichess's winning chances and Win% (`win-percent.ts`): the values of lichess.org/page/accuracy's formula (computed
 * apart, in Python's `math`) and the ±1000 cp ceiling.
 */
import { describe, expect, it } from 'vitest';
import { winningChances, winPercent } from './win-percent.js';

describe('winPercent', () => {
  it('follows lichess formula, clamped at ±1000 cp, a mate as the ceiling', () => {
    expect(winPercent({ cp: 0 })).toBe(50);
    expect(winPercent({ cp: 100 })).toBeCloseTo(59.10258971916128, 12);
    expect(winPercent({ cp: -100 })).toBeCloseTo(40.89741028083871, 12);
    expect(winPercent({ cp: 300 })).toBeCloseTo(75.11255009383484, 12);
    expect(winPercent({ cp: 5000 })).toBeCloseTo(97.54474363414323, 12);
    expect(winPercent({ mate: 3 })).toBe(winPercent({ cp: 1000 }));
    expect(winPercent({ mate: -1 })).toBe(winPercent({ cp: -1000 }));
    expect(winPercent({ mate: -0 })).toBe(winPercent({ cp: -1000 }));
  });
});

describe('winningChances', () => {
  it('is the curve of lichess, −1 … +1, flat beyond ±1000 cp', () => {
    expect(winningChances(0)).toBe(0);
    expect(winningChances(100)).toBeCloseTo(0.18205179438322558, 12);
    expect(winningChances(-300)).toBeCloseTo(-winningChances(300), 12);
    expect(winningChances(5000)).toBe(winningChances(1000));
    expect(winningChances(-1e9)).toBe(winningChances(-1000));
  });
});
