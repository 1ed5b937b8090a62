/** `--tc` as cutechess-cli writes it, and the clock it runs (`time-control.ts`). */
import { describe, expect, it } from 'vitest';
import { UsageError } from '../failure.js';
import { SideClock, parseTimeControl } from './time-control.js';

describe('time controls', () => {
  it('reads [MOVES/]SECONDS[+INCREMENT], minutes too', () => {
    expect(parseTimeControl('10+0.1', 'match')).toEqual({ baseMs: 10_000, incrementMs: 100, moves: 0 });
    expect(parseTimeControl('40/60', 'match')).toEqual({ baseMs: 60_000, incrementMs: 0, moves: 40 });
    expect(parseTimeControl('1:30+1', 'match')).toEqual({ baseMs: 90_000, incrementMs: 1000, moves: 0 });
    for (const bad of ['', '0', '10+', 'x', '10+0.1+2', '99999999'])
      expect(() => parseTimeControl(bad, 'match')).toThrow(UsageError);
  });

  it('charges moves, adds the increment and a new period, and falls', () => {
    const clock = new SideClock({ baseMs: 1000, incrementMs: 100, moves: 2 });
    expect(clock.movesToGo).toBe(2);
    expect(clock.charge(300)).toBe(false);
    expect(clock.leftMs).toBe(800);
    expect(clock.charge(300)).toBe(false);
    expect(clock.leftMs).toBe(600 + 1000);
    expect(clock.movesToGo).toBe(2);
    expect(clock.charge(5000)).toBe(true);
  });
});
