/** `StopSignals` and `untilStopped` in-process: a signal emitted on `process` (no real one is sent). */
import { afterEach, describe, expect, it } from 'vitest';
import { StopSignals, untilStopped } from './stop-signals.js';

describe('StopSignals', () => {
  const made: StopSignals[] = [];
  afterEach(() => {
    for (const stops of made.splice(0)) stops.dispose();
  });

  it.each([
    ['SIGINT', 130],
    ['SIGTERM', 143],
    ['SIGHUP', 129],
  ] as const)(
    '%s aborts the signal and gives exit status %i; dispose gives the signal back',
    (name, status) => {
      const before = process.listenerCount(name);
      const stops = new StopSignals();
      made.push(stops);
      expect(process.listenerCount(name)).toBe(before + 1);
      expect([stops.stopped, stops.status, stops.signal.aborted]).toEqual([false, undefined, false]);
      process.emit(name, name);
      expect([stops.stopped, stops.status, stops.signal.aborted]).toEqual([true, status, true]);
      stops.dispose();
      expect(process.listenerCount(name)).toBe(before);
    },
  );

  it('untilStopped takes no item after the stop', async () => {
    const controller = new AbortController();
    const taken: number[] = [];
    for await (const n of untilStopped([1, 2, 3, 4], controller.signal)) {
      taken.push(n);
      if (n === 2) controller.abort();
    }
    expect(taken).toEqual([1, 2]);
    const none: number[] = [];
    for await (const n of untilStopped([1], controller.signal)) none.push(n);
    expect(none).toEqual([]);
  });
});
