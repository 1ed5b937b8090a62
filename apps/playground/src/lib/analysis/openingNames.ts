/**
 * The page's one opening-names worker (`workers/openings.worker.ts`), started at the first question and kept for
 * the page's life, so that its table is built once however often the analysis view opens.
 */
import type { Opening } from '@x/san/openings';
import type { OpeningReply } from '../../workers/openings.worker';

/** The worker and the answers it still owes, by question id. */
const client: {
  worker?: Worker;
  next: number;
  waiting: Map<number, (opening: Opening | undefined) => void>;
} = { next: 0, waiting: new Map() };

/** The deepest named opening along the positions `fens` (start first), from the worker. */
export function deepestOpeningOf(fens: readonly string[]): Promise<Opening | undefined> {
  if (!client.worker) {
    const worker = new Worker(new URL('../../workers/openings.worker.ts', import.meta.url), {
      type: 'module',
    });
    worker.onmessage = (e: MessageEvent<OpeningReply>) => {
      client.waiting.get(e.data.id)?.(e.data.opening);
      client.waiting.delete(e.data.id);
    };
    client.worker = worker;
  }
  const id = client.next++;
  return new Promise((resolve) => {
    client.waiting.set(id, resolve);
    client.worker?.postMessage({ id, fens });
  });
}
