/**
 * The search panel's worker: indexes the open database file once, as soon as the file is open, with `@x/search`
 * (`buildIndex`: two bytes a ply, the file read in slices as it streams, never whole, and the keys of the positions
 * of two games or more, so such an exact position is looked up rather than replayed, one of one game found by a scan
 * that stops at it), then answers queries of Scoutfish's language
 * over the index (`searchIndex`): each match's byte offset (the game list's row) and the plies before its first
 * matching position. Loaded with the search panel (it carries `@x/search`; the first load does not).
 */
import { buildIndex, openIndex, type PositionIndex } from '@x/search';
import { QueryPlan, searchIndex } from '@x/search/query';
import { foundGames } from '../lib/search/foundGames';
import type { SearchReply, SearchRequest } from '../lib/search/searchMessages';

const scope = self as unknown as {
  onmessage: ((e: MessageEvent<SearchRequest>) => void) | null;
  postMessage(message: SearchReply, transfer?: Transferable[]): void;
};

/** Bytes of a slice read from the file. */
const SLICE = 1 << 20;
/** Progress is posted at most this often (ms). */
const PROGRESS_MS = 200;

/** The file's bytes a slice at a time, the bytes read so far posted as they go. */
async function* slices(file: Blob): AsyncGenerator<Uint8Array> {
  let posted = 0;
  for (let at = 0; at < file.size; at += SLICE) {
    yield new Uint8Array(await file.slice(at, at + SLICE).arrayBuffer());
    const now = performance.now();
    if (now - posted >= PROGRESS_MS) {
      posted = now;
      scope.postMessage({ type: 'indexing', bytes: Math.min(file.size, at + SLICE), total: file.size });
    }
  }
}

let index: Promise<PositionIndex> | undefined;

/** The index of `file`, built from its bytes (the stamp is the file's size: the worker reads one file only). */
async function indexOf(file: Blob): Promise<PositionIndex> {
  const started = performance.now();
  const stamp = { size: file.size, mtimeMs: 0, hash: [0, 0] as const };
  const bytes = await buildIndex(slices(file), { stamp, end: file.size });
  const opened = openIndex(bytes);
  scope.postMessage({
    type: 'indexed',
    games: opened.header.games,
    bytes: bytes.length,
    ms: performance.now() - started,
  });
  return opened;
}

/** The query with a `limit` of `limit` games listed when it sets none (every match is still counted). */
function withLimit(query: string, limit: number): string {
  try {
    const parsed: unknown = JSON.parse(query);
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed) && !('limit' in parsed))
      return JSON.stringify({ ...parsed, limit });
  } catch {
    // the plan reports the bad JSON, located
  }
  return query;
}

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

scope.onmessage = (e) => {
  const request = e.data;
  if (request.type === 'open') {
    index = indexOf(request.file);
    index.catch((error: unknown) => scope.postMessage({ type: 'failed', message: message(error) }));
    return;
  }
  const { id, query, limit } = request;
  void index
    ?.then((opened) => {
      const started = performance.now();
      const plan = new QueryPlan(withLimit(query, limit));
      const answer = searchIndex(opened, plan);
      const games = foundGames(answer);
      scope.postMessage(
        {
          type: 'found',
          id,
          count: answer.matchCount,
          games,
          plies: answer.plies,
          ms: performance.now() - started,
        },
        [games.offsets.buffer, games.plies.buffer],
      );
    })
    .catch((error: unknown) => scope.postMessage({ type: 'failed', id, message: message(error) }));
};
