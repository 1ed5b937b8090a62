/**
 * `Analysis` on top of any client's search: infos queued for the async iterator, at most `MAX_QUEUED` (the oldest
 * dropped first, so a flood of info lines that nobody reads does not grow memory), ended by the search's result.
 */
import type { Analysis } from './engine.js';
import type { Info, SearchResult } from './types.js';

/** Infos kept for a reader that is behind (a MultiPV 500 search's whole iteration fits). */
export const MAX_QUEUED = 1024;

/** A search that reports infos to `onInfo` and resolves to its result. */
export type RunSearch = (onInfo: (info: Info) => void) => Promise<SearchResult>;

/** Makes an `Analysis` of a search; `stop` is how the client asks the engine to stop. */
export function makeAnalysis(run: RunSearch, stop: () => void): Analysis {
  const queue: Info[] = [];
  let head = 0;
  let done = false;
  let failure: unknown;
  let wake: (() => void) | undefined;
  const notify = () => {
    const w = wake;
    wake = undefined;
    w?.();
  };
  const result = run((info) => {
    if (queue.length - head >= MAX_QUEUED) head++;
    queue.push(info);
    if (head > 4096) {
      queue.splice(0, head);
      head = 0;
    }
    notify();
  });
  result.then(
    () => {
      done = true;
      notify();
    },
    (error: unknown) => {
      done = true;
      failure = error;
      notify();
    },
  );
  const iterator: AsyncIterator<Info> = {
    async next(): Promise<IteratorResult<Info>> {
      for (;;) {
        if (head < queue.length) {
          const value = queue[head++] as Info;
          return { value, done: false };
        }
        if (done) {
          if (failure !== undefined) {
            const error = failure;
            failure = undefined;
            throw error;
          }
          return { value: undefined, done: true };
        }
        await new Promise<void>((resolve) => {
          wake = resolve;
        });
      }
    },
    async return(): Promise<IteratorResult<Info>> {
      if (!done) stop();
      await result.catch(() => undefined);
      return { value: undefined, done: true };
    },
  };
  // a caller that only awaits `result` must not see an unhandled rejection through the iterator's copy
  result.catch(() => undefined);
  return { result, stop, [Symbol.asyncIterator]: () => iterator };
}
