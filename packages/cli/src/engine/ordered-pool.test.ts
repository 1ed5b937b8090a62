/**
 * `runInOrder`: results in input order whatever order the work finishes in, at most K at once, items pulled as
 * workers free up, bounded read-ahead, and the first error passed on; with `choose`, items taken out of order and
 * still each worked once and delivered in order.
 */
import fc from 'fast-check';
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

  it('with choose: every item worked once and delivered in order, read no further ahead than 4 a worker', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: 40 }),
        fc.integer({ min: 1, max: 4 }),
        fc.array(fc.nat(), { minLength: 1 }),
        fc.array(fc.nat({ max: 5 }), { minLength: 1 }),
        async (count, concurrency, picks, yields) => {
          let read = 0;
          let delivered = 0;
          let calls = 0;
          function* source() {
            for (let i = 0; i < count; i++) {
              read++;
              expect(read - delivered).toBeLessThanOrEqual(4 * concurrency);
              yield i;
            }
          }
          const worked: number[] = [];
          const out: number[] = [];
          await runInOrder(
            source(),
            concurrency,
            async (i) => {
              worked.push(i);
              // the work ends after a few turns of the microtask queue, so that workers finish out of order
              for (let n = yields[calls++ % yields.length]!; n > 0; n--) await Promise.resolve();
              return i;
            },
            (i) => {
              delivered++;
              out.push(i);
            },
            (pending) => picks[calls % picks.length]! % pending.length,
          );
          const all = Array.from({ length: count }, (_, i) => i);
          expect(out).toEqual(all);
          expect([...worked].sort((a, b) => a - b)).toEqual(all);
        },
      ),
    );
  });
});
