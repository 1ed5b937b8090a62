/**
 * Reads a PGN database in a Web Worker: receives `{ type: 'open', file }` (a `File` or `Blob`), streams it
 * through `@x/san`'s `readPgn` with `headersOnly` (tags only, movetext skipped) and posts the game list in
 * batches as it is read (`ReaderMessage`: rows with the bytes read so far, then `done`). Only each game's tags,
 * plies, byte span and error are kept; the page reads a game's bytes again from the file when it is opened.
 * Then a second pass (`checkRange`) checks every game's moves and builds the opening explorer's index (over two
 * workers on a large file where the page has two cores: `check`), which the worker keeps to answer `{ type: 'explore' }` lookups. The page stops it by terminating the worker.
 */
import { type PgnRecord, readPgn } from '@x/san';
import { countPlies, tagsOf } from '../lib/database/gameBytes';
import type { GameRow, ReaderMessage, WorkerRequest } from '../lib/database/rows';
import {
  type CheckMessage,
  type CheckRequest,
  checkRange,
  SPLIT_BYTES,
  splitPoint,
} from '../lib/explorer/checkRange';
import { ExplorerIndex, type IndexPart } from '../lib/explorer/explorerIndex';
import type { GameError } from '../lib/explorer/explorerReader';

const scope = self as unknown as {
  onmessage: ((e: MessageEvent<WorkerRequest>) => void) | null;
  postMessage(message: ReaderMessage): void;
};

/** The explorer's index of the file, and the byte offset of each row (file order) to name its games. */
const index = new ExplorerIndex();
const offsets: number[] = [];

/** Rows are posted this often while reading (the first ones at once), less often after the first seconds. */
const BATCH_MS = 120;
const LATER_BATCH_MS = 250;
const LATER_AFTER_MS = 2000;
const FIRST_BATCH = 40;

/** The chunks of the file not yet behind the last game read, with their byte offsets. */
class ByteWindow {
  readonly #chunks: { start: number; bytes: Uint8Array }[] = [];
  /** Bytes of the file pushed so far. */
  end = 0;

  push(bytes: Uint8Array): void {
    this.#chunks.push({ start: this.end, bytes });
    this.end += bytes.length;
  }

  /** The bytes `[offset, offset + length)` (they must still be held). */
  slice(offset: number, length: number): Uint8Array {
    const out = new Uint8Array(length);
    for (const { start, bytes } of this.#chunks) {
      const from = Math.max(offset, start);
      const to = Math.min(offset + length, start + bytes.length);
      if (from < to) out.set(bytes.subarray(from - start, to - start), from - offset);
    }
    return out;
  }

  /** Forgets the chunks that end at or before `offset`. */
  dropBefore(offset: number): void {
    let n = 0;
    while (n < this.#chunks.length) {
      const c = this.#chunks[n] as { start: number; bytes: Uint8Array };
      if (c.start + c.bytes.length > offset) break;
      n++;
    }
    if (n > 0) this.#chunks.splice(0, n);
  }
}

/** The file's chunks, each also kept in `window` until the games it holds are read. */
async function* chunksOf(file: Blob, window: ByteWindow): AsyncGenerator<Uint8Array> {
  const reader = file.stream().getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return;
    window.push(value);
    yield value;
  }
}

const decoder = new TextDecoder();

/** A date tag's value, or `''` when it is unknown (`????.??.??`). */
function known(date: string): string {
  return /^[?.]*$/.test(date) ? '' : date;
}

/** A rating tag's value as a number, 0 when it is none. */
function elo(value: string): number {
  const n = Number.parseInt(value, 10);
  return Number.isFinite(n) && n > 0 ? n : 0;
}

/** The list row of one record. */
function rowOf(record: PgnRecord, window: ByteWindow): GameRow {
  const bytes = window.slice(record.offset, record.length);
  const tags = record.success ? record.data.headers : tagsOf(decoder.decode(bytes));
  const tag = (name: string) => tags.get(name) ?? '';
  const base = {
    index: record.index,
    offset: record.offset,
    length: record.length,
    white: tag('White'),
    black: tag('Black'),
    result: (record.success ? record.data.result : undefined) ?? tag('Result'),
    date: known(tag('Date')) || known(tag('UTCDate')),
    event: tag('Event'),
    opening: tag('Opening') || tag('ECO'),
    whiteElo: elo(tag('WhiteElo')),
    blackElo: elo(tag('BlackElo')),
    timeControl: tag('TimeControl'),
    plies: countPlies(bytes),
  };
  if (record.success) return base;
  const { code, message, line, column } = record.error;
  return { ...base, error: { code, message, line, column } };
}

async function read(file: Blob, workers: number): Promise<void> {
  const window = new ByteWindow();
  let batch: GameRow[] = [];
  let sent = 0;
  const started = performance.now();
  let last = started;
  let games = 0;
  for await (const record of readPgn(chunksOf(file, window), { headersOnly: true })) {
    batch.push(rowOf(record, window));
    offsets.push(record.offset);
    window.dropBefore(record.offset + record.length);
    games++;
    const now = performance.now();
    const every = now - started < LATER_AFTER_MS ? BATCH_MS : LATER_BATCH_MS;
    if ((sent === 0 && batch.length >= FIRST_BATCH) || now - last >= every) {
      scope.postMessage({ type: 'rows', rows: batch, bytes: window.end, total: file.size });
      sent += batch.length;
      batch = [];
      last = now;
    }
  }
  scope.postMessage({ type: 'rows', rows: batch, bytes: file.size, total: file.size });
  scope.postMessage({ type: 'done', bytes: file.size, total: file.size, games });
  await check(file, workers);
}

/** The helper worker on the games of `file` from byte `cut` on: loaded (`ready`), then its index (`part`). */
function startHelper(
  file: Blob,
  cut: number,
  onErrors: (errors: readonly GameError[], bytes: number) => void,
): { ready: Promise<void>; part: Promise<IndexPart> } {
  let loaded: () => void = () => {};
  let failed: (error: Error) => void = () => {};
  const ready = new Promise<void>((resolve, reject) => {
    loaded = resolve;
    failed = reject;
  });
  const part = new Promise<IndexPart>((resolve, reject) => {
    const stop = (error: Error) => {
      failed(error);
      reject(error);
    };
    const helper = new Worker(new URL('./pgnCheck.worker.ts', import.meta.url), { type: 'module' });
    helper.onmessage = (e: MessageEvent<CheckMessage>) => {
      const m = e.data;
      if (m.type === 'ready') loaded();
      else if (m.type === 'errors') onErrors(m.errors, m.bytes);
      else if (m.type === 'part') {
        onErrors(m.errors, file.size);
        resolve(m.part);
      } else stop(new Error(m.message));
    };
    helper.onerror = (e) => {
      e.preventDefault();
      stop(new Error(e.message || 'the helper worker stopped'));
    };
    const request: CheckRequest = {
      file,
      range: { start: cut, end: Number.POSITIVE_INFINITY },
      offsets: Float64Array.from(offsets),
    };
    helper.postMessage(request);
  });
  return { ready, part };
}

/**
 * The second pass: every game's moves checked, posting the errors the headers-only read cannot see (an
 * unterminated comment, a stray parenthesis, a token that is no move, an illegal move) and how far it has got,
 * and the explorer's index built; `indexed` says when it is complete. With `workers` ≥ 2 (the page's
 * `navigator.hardwareConcurrency`) and a file of `SPLIT_BYTES` or more, a helper worker (`pgnCheck.worker.ts`)
 * takes the games of the second half (from the game nearest the middle; this worker starts its own half once the
 * helper has loaded) and its index is merged into this one;
 * if it fails, this worker reads that half too (a game's error told twice marks its row once).
 */
async function check(file: Blob, workers: number): Promise<void> {
  const started = performance.now();
  const cut =
    workers >= 2 && file.size >= SPLIT_BYTES && typeof Worker !== 'undefined'
      ? splitPoint(offsets, file.size)
      : undefined;
  let errors: GameError[] = [];
  let last = started;
  // the bytes behind this worker's pass (from 0) and the helper's (from `cut`)
  let own = 0;
  let helped = 0;
  const found = (more: readonly GameError[]) => {
    errors.push(...more);
    const now = performance.now();
    if (now - last >= BATCH_MS * 4) {
      scope.postMessage({ type: 'checked', errors, bytes: own + helped, total: file.size, done: false });
      errors = [];
      last = now;
    }
  };
  const helper =
    cut === undefined
      ? undefined
      : startHelper(file, cut, (more, bytes) => {
          helped = bytes - cut;
          found(more);
        });
  const part = helper?.part.catch(() => undefined);
  // its own half once the helper has loaded (a nested worker's start may wait for this thread)
  await helper?.ready.catch(() => undefined);
  const range = cut === undefined ? undefined : { start: 0, end: cut };
  await checkRange(file.stream(), offsets, range, index, (more, end) => {
    own = end.offset + end.length;
    found(more);
  });
  if (cut !== undefined) {
    const rest = await part;
    if (rest) index.merge(rest);
    else
      await checkRange(file.stream(), offsets, { start: cut, end: Number.POSITIVE_INFINITY }, index, (more) =>
        found(more),
      );
  }
  index.finish();
  scope.postMessage({ type: 'checked', errors, bytes: file.size, total: file.size, done: true });
  const ms = performance.now() - started;
  scope.postMessage({ type: 'indexed', games: index.size, positions: index.positions, ms });
}

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
  read(request.file, request.workers ?? 1).catch((error: unknown) => {
    scope.postMessage({ type: 'failed', message: error instanceof Error ? error.message : String(error) });
  });
};
