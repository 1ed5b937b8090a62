/** The messages between the page's search panel and the search worker (`workers/search.worker.ts`). */

/** What the page asks: index a file (once), then search it. */
export type SearchRequest =
  | { readonly type: 'open'; readonly file: Blob }
  | { readonly type: 'search'; readonly id: number; readonly query: string; readonly limit: number };

/** One matching game: its byte offset in the file (its row's) and the plies before its matching position. */
export interface FoundGame {
  readonly offset: number;
  readonly ply: number;
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
      readonly games: readonly FoundGame[];
      readonly plies: number;
      readonly ms: number;
    }
  /** The query or the file could not be read (`id` for a query's). */
  | { readonly type: 'failed'; readonly id?: number; readonly message: string };
