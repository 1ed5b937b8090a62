import { useCallback, useEffect, useRef, useState } from 'react';
import type { FoundGames, SearchReply, SearchRequest } from '../../lib/search/searchMessages';

/** The search worker's state as the panel shows it. */
export type SearchStatus =
  | { readonly phase: 'idle' }
  | { readonly phase: 'indexing'; readonly bytes: number; readonly total: number }
  | { readonly phase: 'ready'; readonly games: number; readonly indexMs: number }
  | { readonly phase: 'failed'; readonly message: string };

/** A search's answer on the page: every match counted, the first listed, and its times. */
export interface SearchResult {
  readonly id: number;
  readonly query: string;
  readonly count: number;
  readonly games: FoundGames;
  readonly plies: number;
  /** Time in the worker, and from the request to the answer on the page (ms). */
  readonly ms: number;
  readonly wallMs: number;
  readonly error?: string;
}

/** Games a search lists in the panel (every match is counted). */
export const LISTED = 200;
/** Games a search marks in the game list. */
export const MARKED = 100_000;

/** The games of a failed search: none. */
const NO_GAMES: FoundGames = { offsets: new Float64Array(0), plies: new Uint32Array(0) };

/**
 * The search worker of the file open (`file`): started, and the file indexed, as soon as the file is open (a
 * search after the list is read does not wait for the index); a new file starts a new one; the worker stops
 * with the panel.
 */
export function useSearch(file: Blob | undefined): {
  readonly status: SearchStatus;
  readonly result: SearchResult | undefined;
  readonly search: (query: string) => void;
} {
  const worker = useRef<{ readonly file: Blob; readonly worker: Worker } | undefined>(undefined);
  const asked = useRef(new Map<number, { query: string; started: number }>());
  const nextId = useRef(0);
  const [status, setStatus] = useState<SearchStatus>({ phase: 'idle' });
  const [result, setResult] = useState<SearchResult | undefined>(undefined);

  // a new file (or none): the worker of the last one stops
  useEffect(() => {
    if (worker.current && worker.current.file !== file) {
      worker.current.worker.terminate();
      worker.current = undefined;
      asked.current.clear();
      setStatus({ phase: 'idle' });
      setResult(undefined);
    }
  }, [file]);
  useEffect(
    () => () => {
      worker.current?.worker.terminate();
      worker.current = undefined;
    },
    [],
  );

  const start = useCallback((from: Blob): Worker => {
    const w = new Worker(new URL('../../workers/search.worker.ts', import.meta.url), { type: 'module' });
    w.onmessage = (e: MessageEvent<SearchReply>) => {
      const m = e.data;
      if (m.type === 'indexing') setStatus({ phase: 'indexing', bytes: m.bytes, total: m.total });
      else if (m.type === 'indexed') setStatus({ phase: 'ready', games: m.games, indexMs: m.ms });
      else if (m.type === 'found' || m.id !== undefined) {
        const a = asked.current.get(m.id as number);
        asked.current.delete(m.id as number);
        if (!a) return;
        const wallMs = performance.now() - a.started;
        const base = { id: m.id as number, query: a.query, wallMs };
        setResult(
          m.type === 'found'
            ? { ...base, count: m.count, games: m.games, plies: m.plies, ms: m.ms }
            : { ...base, count: 0, games: NO_GAMES, plies: 0, ms: 0, error: m.message },
        );
      } else setStatus({ phase: 'failed', message: m.message });
    };
    w.postMessage({ type: 'open', file: from } satisfies SearchRequest);
    setStatus({ phase: 'indexing', bytes: 0, total: from.size });
    worker.current = { file: from, worker: w };
    return w;
  }, []);

  const search = useCallback(
    (query: string) => {
      if (!file) return;
      const w = worker.current?.file === file ? worker.current.worker : start(file);
      const id = nextId.current++;
      asked.current.set(id, { query, started: performance.now() });
      w.postMessage({ type: 'search', id, query, limit: MARKED } satisfies SearchRequest);
    },
    [file, start],
  );
  // the file is indexed as soon as it is open
  useEffect(() => {
    if (file && worker.current?.file !== file) start(file);
  }, [file, start]);
  return { status, result, search };
}
