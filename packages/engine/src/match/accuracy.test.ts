/**
 * lichess's accuracy and ACPL (`accuracy.ts`) against the same formulas computed apart (Python, from lila's
 * `AccuracyPercent.gameAccuracy` and `Accuracy.diffsList` as described there).
 */
import { describe, expect, it } from 'vitest';
import { gameAccuracy, moveAccuracy } from './accuracy.js';

const cp = (values: readonly number[]) => values.map((v) => ({ cp: v }));

describe('gameAccuracy', () => {
  it('gives lila’s accuracy and ACPL per side', () => {
    const game = gameAccuracy(cp([20, 10, 35, -40, -30, -250, -240, -260, 120, 100, 90, 1500, 1000]));
    expect(game.white!.accuracy).toBeCloseTo(99.73811803799029, 9);
    expect(game.white!.acpl).toBeCloseTo(1.4285714285714286, 9);
    expect(game.black!.accuracy).toBeCloseTo(58.47148006634891, 9);
    expect(game.black!.acpl).toBeCloseTo(151.66666666666666, 9);
  });

  it('counts a mate as ±1000 cp and leaves a side without moves without figures', () => {
    const mate = gameAccuracy([{ cp: 20 }, { mate: 3 }]);
    const cap = gameAccuracy(cp([20, 1000]));
    expect(mate).toEqual(cap);
    expect(cap.black!.acpl).toBe(980);
    expect(gameAccuracy(cp([20])).black).toBeUndefined();
    // the last move mates: #0 for the mover, whichever sign its zero has
    expect(gameAccuracy([{ cp: 20 }, { mate: 0 }])).toEqual(gameAccuracy(cp([20, -1000])));
    expect(gameAccuracy([{ cp: 20 }, { mate: -0 }])).toEqual(gameAccuracy(cp([20, -1000])));
    expect(gameAccuracy([]).white).toBeUndefined();
  });

  it('scores a move 100 when its mover lost nothing, less the more it lost', () => {
    expect(moveAccuracy(50, 60)).toBe(100);
    expect(moveAccuracy(60, 50)).toBeCloseTo(64.57982845372067, 9);
    expect(moveAccuracy(100, 0)).toBe(0);
  });

  it('a move not evaluated keeps the evaluation before it, +15 cp before the first move', () => {
    expect(gameAccuracy([undefined, { cp: 50 }, undefined])).toEqual(
      gameAccuracy([{ cp: 15 }, { cp: 50 }, { cp: 50 }]),
    );
    expect(gameAccuracy([undefined, undefined], false)).toEqual(
      gameAccuracy([{ cp: 15 }, { cp: 15 }], false),
    );
  });
});
