import { useCallback, useEffect, useMemo, useRef } from 'react';
import type { GameRow, ReaderMessage, WorkerRequest } from '../../lib/database/rows';
import { sendPasted } from '../../lib/database/pastedText';
import { handOver, viewOfFile } from '../../lib/files/droppedFile';
import { inTextField } from '../../lib/files/pastedOnPage';
import { listenToPage } from '../../lib/files/pageInput';
import { readsAsGames } from '../../lib/text/notationOf';
import type { ExplorerAnswer } from '../../lib/explorer/explorerIndex';

/** The explorer index's state: games indexed, positions, and the time the worker took (ms). */
export interface IndexedState {
  readonly games: number;
  readonly positions: number;
  readonly ms: number;
}

/** A lookup's answer with the time it took in the worker (ms) and the games indexed when it was made. */
export interface ExplorerReply extends ExplorerAnswer {
  /** The lookup's number (one per lookup asked). */
  readonly id: number;
  readonly ms: number;
  readonly indexed: number;
}

/** An opened PGN database: its name, size, the rows read so far and how far the reads have got. */
export interface DatabaseState {
  readonly name: string;
  readonly size: number;
  /** The rows read so far, in file order (the array grows while reading; `version` counts its changes). */
  readonly rows: readonly GameRow[];
  readonly version: number;
  /** Rows with an error. */
  readonly errors: number;
  /** Bytes of the file behind the list so far (its games' moves checked and indexed in the same read). */
  readonly bytes: number;
  /** Whether the list is complete (every game read, checked and indexed; the index is grouped after). */
  readonly listed: boolean;
  /** Set once the explorer's index is complete. */
  readonly indexed?: IndexedState | undefined;
  /** Rows the list's filter keeps (`keep[index]` non-zero), undefined without a filter; `filterText` names it. */
  readonly keep?: Uint8Array | undefined;
  readonly filterText?: string;
  readonly failure?: string | undefined;
}

/**
 * The database of the page, how to open one, and a game's text from the file. Its state lives outside React's
 * (`current`, `subscribe`): a component reads it through `useDatabaseState` or `useDatabasePick`, so the rows
 * arriving while a file is read render the list and the explorer, not the whole view that holds the database.
 */
export interface Database {
  /** The state now (undefined: no database open). */
  readonly current: () => DatabaseState | undefined;
  /** Calls `listener` after each change of the state; answers how to stop. */
  readonly subscribe: (listener: () => void) => () => void;
  /**
   * Opens a file, or a pasted text (its bytes sent to the worker a slice at a time as the page encodes them, and
   * read there as a file's are).
   */
  readonly open: (file: Blob | string, name: string) => void;
  /**
   * Opens a file chosen, dropped or pasted, when it is for this tab (`viewOfFile`); a shogi or xiangqi record, by
   * its name or its text, goes to the records tab (`handOver`).
   */
  readonly openOrSend: (file: File) => void;
  /**
   * Starts a reader ahead of an `open` that may come (a paste, before its text is taken from the clipboard): the
   * next `open` uses it. At most one waits.
   */
  readonly prepare: () => void;
  readonly close: () => void;
  /** The PGN text of a row's game, read again from the file. */
  readonly textOf: (row: GameRow) => Promise<string>;
  /** The opening explorer's moves from the position of `key` (`explorerKey`), over the games the filter keeps. */
  readonly explore: (key: string) => Promise<ExplorerReply | undefined>;
  /** The list's filter: the rows it keeps (undefined: every row) and its text. */
  readonly setFilter: (keep: Uint8Array | undefined, text: string) => void;
  /** The file open (a pasted text's bytes are the worker's alone: undefined), for the search panel's worker. */
  readonly file: () => Blob | undefined;
}

/** A database worker (`workers/pgnIndex.worker.ts`). */
function startReader(): Worker {
  return new Worker(new URL('../../workers/pgnIndex.worker.ts', import.meta.url), { type: 'module' });
}

/** What the page reads a game's text from: the file, or (a pasted text, kept by the worker only) the worker. */
type GameSource = Blob | 'worker';

/**
 * Opens PGN databases in a Web Worker (`workers/pgnIndex.worker.ts`): from a file, a file dropped anywhere on
 * the page, or text or a file pasted outside the text fields. The list grows as the worker reads. `onOpened` is
 * called with the name of each file opened.
 */
export function useDatabase(onOpened?: (name: string) => void): Database {
  const opened = useRef(onOpened);
  opened.current = onOpened;
  const store = useRef<DatabaseState | undefined>(undefined);
  const listeners = useRef(new Set<() => void>());
  /** Sets the state (a value, or a change of the state now) and tells the subscribers. */
  const setState = useCallback(
    (next: DatabaseState | undefined | ((s: DatabaseState | undefined) => DatabaseState | undefined)) => {
      store.current = typeof next === 'function' ? next(store.current) : next;
      for (const listener of listeners.current) listener();
    },
    [],
  );
  const current = useCallback(() => store.current, []);
  const subscribe = useCallback((listener: () => void) => {
    listeners.current.add(listener);
    return () => {
      listeners.current.delete(listener);
    };
  }, []);
  const worker = useRef<Worker | undefined>(undefined);
  const file = useRef<GameSource | undefined>(undefined);
  /** A reader started ahead (`prepare`), for the next `open`. */
  const spare = useRef<Worker | undefined>(undefined);
  const rows = useRef<GameRow[]>([]);
  const keep = useRef<Uint8Array | undefined>(undefined);
  const pending = useRef(new Map<number, (reply: ExplorerReply | undefined) => void>());
  /** Pasted games' texts asked of the worker. */
  const texts = useRef(new Map<number, (text: string) => void>());
  const nextId = useRef(0);

  /** Answers every lookup and text still waiting with nothing (the worker is gone). */
  const dropPending = useCallback(() => {
    for (const done of pending.current.values()) done(undefined);
    pending.current.clear();
    for (const done of texts.current.values()) done('');
    texts.current.clear();
  }, []);

  const close = useCallback(() => {
    worker.current?.terminate();
    worker.current = undefined;
    file.current = undefined;
    rows.current = [];
    keep.current = undefined;
    dropPending();
    setState(undefined);
  }, [dropPending, setState]);

  const open = useCallback(
    (source: Blob | string, name: string) => {
      worker.current?.terminate();
      dropPending();
      keep.current = undefined;
      const list: GameRow[] = [];
      rows.current = list;
      // the worker started ahead (`prepare`), else a new one; a pasted text goes to it as UTF-8 bytes, the first
      // slice now and the rest a few slices a task, each slice's buffer transferred (the page keeps neither text
      // nor bytes: the worker answers its games' texts)
      const w = spare.current ?? startReader();
      spare.current = undefined;
      worker.current = w;
      const workers = navigator.hardwareConcurrency || 1;
      if (typeof source === 'string') {
        w.postMessage({ type: 'openText', length: source.length, workers } satisfies WorkerRequest);
        sendPasted(
          source,
          (bytes, chars) =>
            w.postMessage({ type: 'pasted', bytes, chars } satisfies WorkerRequest, [
              bytes.buffer as ArrayBuffer,
            ]),
          () => worker.current === w,
        );
        file.current = 'worker';
      } else {
        w.postMessage({ type: 'open', file: source, workers } satisfies WorkerRequest);
        file.current = source;
      }
      // a pasted text's size in bytes is known once the worker has all its bytes: its length until then
      const size = source instanceof Blob ? source.size : source.length;
      let version = 0;
      let errors = 0;
      setState({
        name,
        size,
        rows: list,
        version,
        errors,
        bytes: 0,
        listed: false,
      });
      w.onmessage = (e: MessageEvent<ReaderMessage>) => {
        const m = e.data;
        version++;
        if (m.type === 'rows') {
          for (const row of m.rows) {
            list.push(row);
            if (row.error) errors++;
          }
          setState((s) => s && { ...s, version, errors, bytes: m.bytes, size: m.total });
        } else if (m.type === 'done') {
          setState((s) => s && { ...s, version, bytes: m.bytes, size: m.total, listed: true });
        } else if (m.type === 'indexed') {
          setState((s) => s && { ...s, indexed: { games: m.games, positions: m.positions, ms: m.ms } });
        } else if (m.type === 'gameText') {
          texts.current.get(m.id)?.(m.text);
          texts.current.delete(m.id);
        } else if (m.type === 'explored') {
          const done = pending.current.get(m.id);
          pending.current.delete(m.id);
          done?.(m);
        } else {
          setState((s) => s && { ...s, version, failure: m.message, listed: true });
        }
      };
      w.onerror = (e) => setState((s) => s && { ...s, failure: e.message || 'the reader stopped' });
      opened.current?.(name);
    },
    [dropPending, setState],
  );

  const openOrSend = useCallback(
    (chosen: File) =>
      void viewOfFile(chosen).then((tab) =>
        tab === 'san' ? open(chosen, chosen.name) : handOver(chosen, tab),
      ),
    [open],
  );

  const prepare = useCallback(() => {
    spare.current ??= startReader();
  }, []);

  // a file dropped anywhere on the page, or text or a file pasted outside the text fields
  useEffect(() => {
    const onDragOver = (e: DragEvent) => {
      if (!e.dataTransfer?.types.includes('Files')) return;
      e.preventDefault();
      // a drop may follow: its reader starts now
      prepare();
    };
    const onDrop = (e: DragEvent) => {
      const dropped = e.dataTransfer?.files[0];
      if (!dropped) return;
      e.preventDefault();
      openOrSend(dropped);
    };
    const onPaste = (e: ClipboardEvent) => {
      if (inTextField(e.target)) return;
      prepare();
      const pasted = e.clipboardData?.files[0];
      const text = e.clipboardData?.getData('text/plain') ?? '';
      if (pasted) openOrSend(pasted);
      // another notation, or none: the app shell's (it opens its tab, or says what the page reads)
      else if (readsAsGames(text)) open(text, 'pasted text');
      else return;
      e.preventDefault();
    };
    return listenToPage({ dragover: onDragOver, drop: onDrop, paste: onPaste });
  }, [open, openOrSend, prepare]);

  useEffect(
    () => () => {
      worker.current?.terminate();
      spare.current?.terminate();
    },
    [],
  );

  const textOf = useCallback(async (row: GameRow) => {
    const from = file.current;
    const w = worker.current;
    if (from instanceof Blob) return from.slice(row.offset, row.offset + row.length).text();
    if (!from || !w) return '';
    const id = nextId.current++;
    return new Promise<string>((resolve) => {
      texts.current.set(id, resolve);
      w.postMessage({ type: 'gameText', id, offset: row.offset, length: row.length } satisfies WorkerRequest);
    });
  }, []);

  const explore = useCallback((key: string) => {
    const w = worker.current;
    if (!w) return Promise.resolve(undefined);
    const id = nextId.current++;
    return new Promise<ExplorerReply | undefined>((resolve) => {
      pending.current.set(id, resolve);
      w.postMessage({ type: 'explore', id, key, keep: keep.current } satisfies WorkerRequest);
    });
  }, []);

  const setFilter = useCallback(
    (mask: Uint8Array | undefined, text: string) => {
      keep.current = mask;
      setState((s) => s && { ...s, keep: mask, filterText: text });
    },
    [setState],
  );

  const openFile = useCallback(() => (file.current instanceof Blob ? file.current : undefined), []);

  return useMemo(
    () => ({
      current,
      subscribe,
      open,
      openOrSend,
      prepare,
      close,
      textOf,
      explore,
      setFilter,
      file: openFile,
    }),
    [current, subscribe, open, openOrSend, prepare, close, textOf, explore, setFilter, openFile],
  );
}
