/**
 * The page's one opening-names worker (`workers/openings.worker.ts`), started at the first question that needs it
 * and kept for the page's life, so that its table is built once however often the analysis view opens. A line that
 * never leaves the start position (the analysis view as it opens, at the game's start) is answered here: lichess's
 * list names no start, so no worker starts and no table is built for a page that shows no named position.
 */
import type { Opening } from '@x/san/openings';
import type { OpeningReply } from '../../workers/openings.worker';

/** The worker and the answers it still owes, by question id. */
const client: {
  worker?: Worker;
  next: number;
  waiting: Map<number, (opening: Opening | undefined) => void>;
} = { next: 0, waiting: new Map() };

/** Board, side to move, castling and en passant of the standard start: the move counters do not name a position. */
const START = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq -';

/** Whether a FEN is the standard start position (whatever its move counters). */
function isStart(fen: string): boolean {
  return fen.split(' ', 4).join(' ') === START;
}

/**
 * The deepest named opening along the positions `fens` (start first), from the worker; `undefined` at once, with no
 * worker, where every position is the standard start.
 */
export function deepestOpeningOf(fens: readonly string[]): Promise<Opening | undefined> {
  if (fens.every(isStart)) return Promise.resolve(undefined);
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
