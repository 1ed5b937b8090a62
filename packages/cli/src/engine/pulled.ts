/**
 * A producer that pushes items (as `forEachRecord` hands out records) turned into an async iterable that is
 * pulled: the producer waits in `put` until its item is taken, so it reads at most one item ahead of the consumer.
 */

/**
 * The items `produce` puts, as an async iterable. `put` resolves to false once the consumer stopped (the producer
 * should stop then). An error of `produce` is thrown to the consumer after the items put before it.
 */
export function pulled<T>(produce: (put: (item: T) => Promise<boolean>) => Promise<void>): AsyncIterable<T> {
  return {
    async *[Symbol.asyncIterator]() {
      const queue: T[] = [];
      /** Resumes the producer waiting in `put`. */
      let resume: ((goOn: boolean) => void) | undefined;
      /** Wakes the consumer waiting for an item. */
      let wake: (() => void) | undefined;
      let stopped = false;
      let end: { error?: unknown } | undefined;
      const put = (item: T) =>
        new Promise<boolean>((resolve) => {
          if (stopped) return resolve(false);
          queue.push(item);
          resume = resolve;
          wake?.();
        });
      const running = produce(put).then(
        () => void (end = {}),
        (error: unknown) => void (end = { error }),
      );
      void running.then(() => wake?.());
      try {
        for (;;) {
          if (queue.length > 0) {
            const item = queue.shift()!;
            resume?.(true);
            resume = undefined;
            yield item;
          } else if (end !== undefined) {
            if ('error' in end) throw end.error;
            return;
          } else {
            await new Promise<void>((resolve) => (wake = resolve));
            wake = undefined;
          }
        }
      } finally {
        stopped = true;
        resume?.(false);
        await running;
      }
    },
  };
}
