/** The messages between the page's search panel and the search worker (`workers/search.worker.ts`). */

/** What the page asks: index a file (once), then search it. */
export type SearchRequest =
  | { readonly type: 'open'; readonly file: Blob }
  | { readonly type: 'search'; readonly id: number; readonly query: string; readonly limit: number };

/**
 * The matching games, in file order: each one's byte offset in the file (its row's) and the plies before its first
 * matching position, at the same index. Two typed arrays, transferred from the worker: a search that finds 100,000
 * games posts two buffers, not 100,000 objects to clone (0.6–2.3 s of `structuredClone` on a loaded machine).
 */
export interface FoundGames {
  readonly offsets: Float64Array;
  readonly plies: Uint32Array;
}

/** What the worker answers. */
export type SearchReply =
  /** The index is being built: bytes of the file read so far. */
  | { readonly type: 'indexing'; readonly bytes: number; readonly total: number }
  /** The index is built: its games, bytes, and the time it took (ms). */
  | { readonly type: 'indexed'; readonly games: number; readonly bytes: number; readonly ms: number }
  /** A search answered: every match counted, the first `limit` listed, plies replayed, time in the worker (ms). */
  | {
      readonly type: 'found';
      readonly id: number;
      readonly count: number;
      readonly games: FoundGames;
      readonly plies: number;
      readonly ms: number;
    }
  /** The query or the file could not be read (`id` for a query's). */
  | { readonly type: 'failed'; readonly id?: number; readonly message: string };
