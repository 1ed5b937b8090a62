/**
 * Reads a PGN database in a Web Worker: receives `{ type: 'open', file }` (a `File` or `Blob`), or `{ type:
 * 'openText', length }` then its UTF-8 bytes a slice a message (`pasted`: a pasted text, encoded on the page and
 * read here as it comes, `PastedBytes`, and its games' texts answered from it, `gameText`), and reads it once (`readRange`, one `visitPgn`
 * pass): each game's tags for the list, its moves checked as `xn pgn check` does and its first plies fed to the
 * opening explorer's index. The game list is posted in batches as it is read (`ReaderMessage`: rows, each with its
 * first error, and the bytes read so far; then `done`, then `indexed` once the index is grouped). Only each game's
 * tags, plies, byte span and error are kept for the list; the page reads a game's bytes again from the file when it
 * is opened (a pasted game's text is asked of the worker). On a large file where the page has `SPLIT_CORES` cores,
 * a helper worker (`pgnCheck.worker.ts`) reads the second half of the bytes side by side (`splitRead.ts`); its rows follow this worker's and its index is merged into this one. The worker keeps
 * the index to answer `{ type: 'explore' }` lookups. The page stops it by terminating the worker.
 */
import { ExplorerIndex, type IndexPart } from '../lib/explorer/explorerIndex';
import { readRange } from '../lib/database/listReader';
import { type FileBytes, type ReadBytes, sizeOf } from '../lib/database/fileChunks';
import { PastedBytes } from '../lib/database/pastedBytes';
import { notPgn } from '../lib/database/notPgn';
import { warmUp } from '../lib/database/warmUp';
import type { GameRow, ReaderMessage, WorkerRequest } from '../lib/database/rows';
import {
  type CheckMessage,
  type CheckRequest,
  cutOf,
  SPLIT_BYTES,
  SPLIT_CORES,
} from '../lib/database/splitRead';

const scope = self as unknown as {
  onmessage: ((e: MessageEvent<WorkerRequest>) => void) | null;
  postMessage(message: ReaderMessage): void;
};

/** The explorer's index of the file. */
const index = new ExplorerIndex();

/** Rows are posted this often while reading (the first ones at once), less often after the first seconds. */
const BATCH_MS = 120;
const LATER_BATCH_MS = 250;
const LATER_AFTER_MS = 2000;
const FIRST_BATCH = 40;

/** What the helper read: its rows (numbered from 0 in its half) and its index. */
interface HelperRead {
  readonly rows: readonly GameRow[];
  readonly part: IndexPart;
}

/**
 * The helper worker on the games of `file` from byte `cut` on: what it read; `onBytes` hears how far into the file
 * it has got.
 */
function startHelper(file: FileBytes, cut: number, onBytes: (bytes: number) => void): Promise<HelperRead> {
  return new Promise<HelperRead>((resolve, reject) => {
    const rows: GameRow[] = [];
    const helper = new Worker(new URL('./pgnCheck.worker.ts', import.meta.url), { type: 'module' });
    helper.onmessage = (e: MessageEvent<CheckMessage>) => {
      const m = e.data;
      if (m.type === 'rows') {
        for (const row of m.rows) rows.push(row);
        onBytes(m.bytes);
      } else if (m.type === 'part') {
        for (const row of m.rows) rows.push(row);
        resolve({ rows, part: m.part });
      } else reject(new Error(m.message));
    };
    helper.onerror = (e) => {
      e.preventDefault();
      reject(new Error(e.message || 'the helper worker stopped'));
    };
    helper.postMessage({ file, range: { start: cut, end: Number.POSITIVE_INFINITY } } satisfies CheckRequest);
  });
}

/**
 * Reads `file` once: rows posted as they are read, every game checked and indexed on the way. With `workers` ≥
 * `SPLIT_CORES` (the page's `navigator.hardwareConcurrency`) and a file of `SPLIT_BYTES` or more, the helper reads the games
 * from the middle byte on while this worker reads the first half (posting its rows at once: the list appears as
 * early as with one worker; the read awaits each chunk of the file, so the helper's start is not held up); the
 * helper's rows are posted after this worker's, renumbered, and its index merged. If it fails, this worker reads
 * that half too.
 */
async function read(source: ReadBytes, workers: number): Promise<void> {
  const started = performance.now();
  // a pasted text is read as its bytes come, unless two workers may read it: their cut needs its size
  const split = workers >= SPLIT_CORES && typeof Worker !== 'undefined';
  const file = source instanceof PastedBytes && split ? await source.bytes() : source;
  const reason = await notPgn(file);
  if (reason !== undefined) {
    scope.postMessage({ type: 'failed', message: reason });
    return;
  }
  const size = sizeOf(file);
  const whole = file instanceof PastedBytes ? undefined : file;
  const cut = split && whole && size >= SPLIT_BYTES ? cutOf(size) : undefined;
  let batch: GameRow[] = [];
  let sent = 0;
  let last = started;
  // bytes behind this worker's read (from 0) and the helper's (from `cut`)
  let own = 0;
  let helped = 0;
  const post = (force: boolean) => {
    const now = performance.now();
    const every = now - started < LATER_AFTER_MS ? BATCH_MS : LATER_BATCH_MS;
    if (!force && !(sent === 0 && batch.length >= FIRST_BATCH) && now - last < every) return;
    scope.postMessage({ type: 'rows', rows: batch, bytes: own + helped, total: sizeOf(file) });
    sent += batch.length;
    batch = [];
    last = now;
  };
  const onRow = (row: GameRow, bytes: number) => {
    batch.push(row);
    own = cut === undefined ? bytes : Math.min(bytes, cut);
    post(false);
  };
  const rest =
    cut === undefined || whole === undefined
      ? undefined
      : startHelper(whole, cut, (bytes) => {
          helped = Math.max(0, bytes - cut);
        }).catch(() => undefined);
  let games = await readRange(file, cut === undefined ? undefined : { start: 0, end: cut }, index, onRow);
  if (cut !== undefined) {
    const theirs = await rest;
    if (theirs) {
      index.merge(theirs.part, games);
      for (const row of theirs.rows) batch.push({ ...row, index: row.index + games });
      games += theirs.rows.length;
    } else {
      helped = 0;
      const range = { start: cut, end: Number.POSITIVE_INFINITY };
      games += await readRange(
        file,
        range,
        index,
        (row, bytes) => {
          batch.push(row);
          helped = Math.max(0, bytes - cut);
          post(false);
        },
        games,
      );
    }
  }
  own = sizeOf(file);
  helped = 0;
  post(true);
  scope.postMessage({ type: 'done', bytes: own, total: own, games });
  index.finish();
  const ms = performance.now() - started;
  scope.postMessage({ type: 'indexed', games: index.size, positions: index.positions, ms });
}

/** The pasted text read (`openText`): its games' texts are answered from its bytes. */
let pasted: PastedBytes | undefined;
const decoder = new TextDecoder();

scope.onmessage = (e) => {
  const request = e.data;
  if (request.type === 'explore') {
    const started = performance.now();
    const answer = index.lookup(request.key, request.keep);
    const ms = performance.now() - started;
    scope.postMessage({
      type: 'explored',
      id: request.id,
      key: request.key,
      ...answer,
      ms,
      indexed: index.size,
    });
    return;
  }
  if (request.type === 'gameText') {
    const bytes = pasted?.view(request.offset, request.length);
    scope.postMessage({ type: 'gameText', id: request.id, text: bytes ? decoder.decode(bytes) : '' });
    return;
  }
  if (request.type === 'pasted') {
    pasted?.push(request.bytes, request.chars);
    return;
  }
  const source = request.type === 'openText' ? (pasted = new PastedBytes(request.length)) : request.file;
  read(source, request.workers ?? 1).catch((error: unknown) => {
    scope.postMessage({ type: 'failed', message: error instanceof Error ? error.message : String(error) });
  });
};

// the reader's code compiled on a few games before the page's request (a reader is started ahead of it)
warmUp().catch(() => undefined);
