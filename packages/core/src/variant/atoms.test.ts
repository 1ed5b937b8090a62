import { describe, expect, it } from 'vitest';
import { isPlainLeapOrRide, leaper, rider } from './index.js';

describe('isPlainLeapOrRide', () => {
  it('holds for leaps and rides whose squares follow from their vectors, whatever their mode or range', () => {
    expect(isPlainLeapOrRide(leaper(1, 2))).toBe(true);
    expect(isPlainLeapOrRide(rider(0, 1, { range: 2, mode: 'capture' }))).toBe(true);
    expect(isPlainLeapOrRide(leaper(1, 1, { notInCheck: true, takesEnPassant: true }))).toBe(true);
  });

  it('fails for hops and for any condition or shape beyond the vectors', () => {
    expect(isPlainLeapOrRide({ kind: 'hop', vectors: [[0, 1]] })).toBe(false);
    for (const extra of [
      { legs: [[[0, 1]]] },
      { secondStep: [[0, 1]] },
      { swap: 'enemy' },
      { bounce: true },
      { fromZone: 'camp' },
      { initial: true },
      { notInitial: true },
      { inCheck: true },
    ] as const) {
      expect(isPlainLeapOrRide(leaper(0, 1, extra)), Object.keys(extra)[0]).toBe(false);
    }
  });
});
