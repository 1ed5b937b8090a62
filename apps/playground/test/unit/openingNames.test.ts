/**
 * The opening-names worker starts at the first line that leaves the start position, not as the analysis view
 * opens at a game's start (a page load paid the worker's start and its table, about a CPU-second, for the
 * "Starting position" it then showed). Workers are counted by a stand-in that answers nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deepestOpeningOf } from '../../src/lib/analysis/openingNames';

const START = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';
const AFTER_E4 = 'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1';

const started: string[] = [];
const posted: unknown[] = [];
/** A worker that records its start and its questions and answers none. */
class CountingWorker {
  onmessage: unknown = null;
  constructor(url: URL | string) {
    started.push(String(url));
  }
  postMessage(message: unknown): void {
    posted.push(message);
  }
  terminate(): void {}
}

const saved = (globalThis as { Worker?: unknown }).Worker;
beforeAll(() => {
  (globalThis as { Worker?: unknown }).Worker = CountingWorker;
});
afterAll(() => {
  (globalThis as { Worker?: unknown }).Worker = saved;
});

describe('deepestOpeningOf', () => {
  it('answers the start position (any move counters) at once, starting no worker', async () => {
    await expect(deepestOpeningOf([START])).resolves.toBeUndefined();
    await expect(deepestOpeningOf([START.replace('0 1', '0 7')])).resolves.toBeUndefined();
    expect(started).toEqual([]);
    expect(posted).toEqual([]);
  });

  it('starts one worker at the first line past the start, and asks it every position', () => {
    void deepestOpeningOf([START, AFTER_E4]);
    void deepestOpeningOf([AFTER_E4]);
    expect(started).toHaveLength(1);
    expect(started[0]).toMatch(/openings\.worker/);
    expect(posted).toEqual([
      { id: 0, fens: [START, AFTER_E4] },
      { id: 1, fens: [AFTER_E4] },
    ]);
  });
});
