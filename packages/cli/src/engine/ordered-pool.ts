/**
 * Work done K at a time, its results handed on in input order: `xn match` plays games on K pairs of engines and
 * `xn analyse --jobs K` analyses games on K engines, each writing what it finished in the order of the input.
 * The items are pulled as workers free up (a stream of games is never read ahead of the work), and a worker
 * waits while too many finished results wait for an earlier one, so memory stays bounded. Given `choose`, a worker
 * takes the item it prefers among those read ahead (as many as that bound allows), still delivered in input order.
 */

import type { GoOn } from '../io/go-on.js';

/** Finished results a worker may get ahead of the next one to deliver, per worker. */
const AHEAD_PER_WORKER = 4;

/** Which of `pending` (the items read and not taken, in input order; at least one) worker `worker` takes: its index. */
export type ChooseItem<T> = (pending: readonly T[], worker: number) => number;

/**
 * Runs `work` on every item of `items`, at most `concurrency` at once (worker `w` of `concurrency` gets `w`), and
 * hands each result to `deliver` in item order. Rejects with the first error of `work`, `deliver` or `items`,
 * after the running items settle; `deliver` may return false to stop taking items. Without `choose` the items are
 * taken in order and read as they are taken; with it they are read ahead and taken as it chooses.
 */
export async function runInOrder<T, R>(
  items: Iterable<T> | AsyncIterable<T>,
  concurrency: number,
  work: (item: T, worker: number) => Promise<R>,
  deliver: (result: R, index: number) => GoOn,
  choose?: ChooseItem<T>,
): Promise<void> {
  const source: Iterator<T> | AsyncIterator<T> =
    Symbol.asyncIterator in items ? items[Symbol.asyncIterator]() : items[Symbol.iterator]();
  const done = new Map<number, R>();
  /** The items read and not taken, with their place in the input, in input order. */
  const pending: { at: number; item: T }[] = [];
  let read = 0;
  let exhausted = false;
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
  /** The next item for worker `index` and its place (undefined: none left, or the run stops). */
  const take = async (index: number): Promise<{ at: number; item: T } | undefined> => {
    for (;;) {
      if (failure !== undefined || stopped) return undefined;
      while (!exhausted && read - delivered < limit && (choose !== undefined || pending.length === 0)) {
        // numbered when asked for: the source answers its calls in the order they were made
        const at = read++;
        const next = await source.next();
        if (next.done === true) exhausted = true;
        else {
          // in input order, however the answers of reads made at once come back
          let place = pending.length;
          while (place > 0 && pending[place - 1]!.at > at) place--;
          pending.splice(place, 0, { at, item: next.value });
        }
      }
      if (failure !== undefined || stopped) return undefined;
      if (pending.length > 0) {
        const items = pending.map((p) => p.item);
        return pending.splice(choose === undefined ? 0 : choose(items, index), 1)[0];
      }
      if (exhausted) return undefined;
      await new Promise<void>((resolve) => waiting.push(resolve));
    }
  };
  const worker = async (index: number) => {
    try {
      for (let next = await take(index); next !== undefined; next = await take(index)) {
        done.set(next.at, await work(next.item, index));
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
