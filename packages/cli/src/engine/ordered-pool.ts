/**
 * Work done K at a time, its results handed on in input order: `xn match` plays games on K pairs of engines and
 * `xn analyse --jobs K` analyses games on K engines, each writing what it finished in the order of the input.
 * The items are pulled as workers free up (a stream of games is never read ahead of the work), and a worker
 * waits while too many finished results wait for an earlier one, so memory stays bounded.
 */

import type { GoOn } from '../io/go-on.js';

/** Finished results a worker may get ahead of the next one to deliver, per worker. */
const AHEAD_PER_WORKER = 4;

/**
 * Runs `work` on every item of `items`, at most `concurrency` at once (worker `w` of `concurrency` gets `w`), and
 * hands each result to `deliver` in item order. Rejects with the first error of `work`, `deliver` or `items`,
 * after the running items settle; `deliver` may return false to stop taking items.
 */
export async function runInOrder<T, R>(
  items: Iterable<T> | AsyncIterable<T>,
  concurrency: number,
  work: (item: T, worker: number) => Promise<R>,
  deliver: (result: R, index: number) => GoOn,
): Promise<void> {
  const source: Iterator<T> | AsyncIterator<T> =
    Symbol.asyncIterator in items ? items[Symbol.asyncIterator]() : items[Symbol.iterator]();
  const done = new Map<number, R>();
  let taken = 0;
  let delivered = 0;
  let stopped = false;
  let failure: { error: unknown } | undefined;
  /** The workers waiting for a delivery. */
  let waiting: (() => void)[] = [];
  const wake = () => {
    const woken = waiting;
    waiting = [];
    for (const resume of woken) resume();
  };
  let delivering = Promise.resolve();
  const flush = () => {
    delivering = delivering.then(async () => {
      while (failure === undefined && !stopped && done.has(delivered)) {
        const result = done.get(delivered)!;
        done.delete(delivered);
        if ((await deliver(result, delivered++)) === false) stopped = true;
        wake();
      }
    });
    return delivering;
  };
  const limit = concurrency * AHEAD_PER_WORKER;
  const worker = async (index: number) => {
    try {
      for (;;) {
        while (failure === undefined && !stopped && taken - delivered >= limit)
          await new Promise<void>((resolve) => waiting.push(resolve));
        if (failure !== undefined || stopped) return;
        // numbered when asked for: the source answers its calls in the order they were made
        const at = taken++;
        const next = await source.next();
        if (next.done === true) return;
        done.set(at, await work(next.value, index));
        await flush();
      }
    } catch (error) {
      failure ??= { error };
      wake();
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, concurrency) }, (_, i) => worker(i)));
  if (failure !== undefined) throw failure.error;
}
