/**
 * `runInOrder`: results in input order whatever order the work finishes in, at most K at once, items pulled as
 * workers free up, bounded read-ahead, and the first error passed on.
 */
import { describe, expect, it } from 'vitest';
import { runInOrder } from './ordered-pool.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('runInOrder', () => {
  it('delivers in order, K at a time, each worker with its index', async () => {
    let running = 0;
    let most = 0;
    const workers = new Set<number>();
    const out: number[] = [];
    await runInOrder(
      [30, 5, 20, 1, 10, 2, 8],
      3,
      async (ms, worker) => {
        workers.add(worker);
        most = Math.max(most, ++running);
        await sleep(ms);
        running--;
        return ms;
      },
      (ms) => void out.push(ms),
    );
    expect(out).toEqual([30, 5, 20, 1, 10, 2, 8]);
    expect(most).toBe(3);
    expect([...workers].sort()).toEqual([0, 1, 2]);
  });

  it('pulls an async source no further ahead than the work allows, and stops when asked', async () => {
    let pulled = 0;
    async function* source() {
      for (let i = 0; i < 1000; i++) {
        pulled++;
        yield i;
      }
    }
    const out: number[] = [];
    await runInOrder(
      source(),
      2,
      async (i) => {
        if (i === 0) await sleep(20);
        return i;
      },
      (i) => {
        out.push(i);
        return i < 9;
      },
    );
    expect(out).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    // a slow first item holds the others back at 4 a worker, not the whole source
    expect(pulled).toBeLessThan(20);
  });

  it('passes on the first error', async () => {
    await expect(
      runInOrder(
        [1, 2, 3],
        2,
        async (i) => {
          if (i === 2) throw new Error('two');
          return i;
        },
        () => undefined,
      ),
    ).rejects.toThrow('two');
  });
});
