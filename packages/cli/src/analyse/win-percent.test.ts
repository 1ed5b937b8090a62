/** lichess's marks (`win-percent.ts`): the 5/10/15-point drops of Win%, the ±1000 cp ceiling and lila's mate cases. */
import { describe, expect, it } from 'vitest';
import { judgeMove } from './win-percent.js';

describe('judgeMove', () => {
  it('marks drops of 5, 10 and 15 Win% points (lila: 0.1, 0.2, 0.3 of winning chances)', () => {
    // 0 cp → Win% 50; the drops below are to cp values whose Win% is just past each threshold
    // drops (Python): −50 cp 4.59, −55 5.05, −110 9.99, −112 10.17, −165 14.74, −170 15.16
    expect(judgeMove({ cp: 0 }, { cp: -50 })).toBeUndefined();
    expect(judgeMove({ cp: 0 }, { cp: -55 })).toBe('inaccuracy');
    expect(judgeMove({ cp: 0 }, { cp: -110 })).toBe('inaccuracy');
    expect(judgeMove({ cp: 0 }, { cp: -112 })).toBe('mistake');
    expect(judgeMove({ cp: 0 }, { cp: -165 })).toBe('mistake');
    expect(judgeMove({ cp: 0 }, { cp: -170 })).toBe('blunder');
    expect(judgeMove({ cp: 50 }, { cp: 200 })).toBeUndefined();
  });

  it('counts little in a decided position (the ceiling)', () => {
    expect(judgeMove({ cp: 1500 }, { cp: 1000 })).toBeUndefined();
    expect(judgeMove({ cp: 900 }, { cp: 600 })).toBe('inaccuracy');
  });

  it('judges mates as lila does: a mate created or lost', () => {
    expect(judgeMove({ cp: 0 }, { mate: -3 })).toBe('blunder');
    expect(judgeMove({ cp: -800 }, { mate: -3 })).toBe('mistake');
    expect(judgeMove({ cp: -1200 }, { mate: -3 })).toBe('inaccuracy');
    expect(judgeMove({ mate: 2 }, { cp: 300 })).toBe('blunder');
    expect(judgeMove({ mate: 2 }, { cp: 800 })).toBe('mistake');
    expect(judgeMove({ mate: 2 }, { cp: 1200 })).toBe('inaccuracy');
    expect(judgeMove({ mate: 2 }, { mate: -4 })).toBe('blunder');
    expect(judgeMove({ mate: 2 }, { mate: 5 })).toBeUndefined(); // a slower mate (lila: no mark)
    expect(judgeMove({ mate: 1 }, { mate: 0 })).toBeUndefined(); // mate given
  });
});
