/**
 * A file read by two workers (issue #52): its bytes cut once at the middle (`cutOf`), each worker reads, checks and
 * indexes the games that begin in its half (`readRange`: `visitPgn`'s `range` cuts the games as the whole read
 * does, so the two halves hold every game once), and the second half's rows and index part are appended to the
 * first's in file order (`ExplorerIndex.merge` with the first half's number of games): the same list and answers
 * as one worker. This file holds the helper's messages (`pgnCheck.worker.ts`) and its read.
 */
import { ExplorerIndex, type IndexPart } from '../explorer/explorerIndex';
import type { FileBytes } from './fileChunks';
import { type ByteRange, readRange } from './listReader';
import type { GameRow } from './rows';

/** What the helper worker is asked: the games of `file` that begin in `range`. */
export interface CheckRequest {
  readonly file: FileBytes;
  readonly range: ByteRange;
}

/**
 * What it answers: its rows (numbered from 0 in its range) in batches with the bytes of the file read so far; then
 * its index (`part`, arrays transferable) with the last rows.
 */
export type CheckMessage =
  | { readonly type: 'rows'; readonly rows: readonly GameRow[]; readonly bytes: number }
  | { readonly type: 'part'; readonly rows: readonly GameRow[]; readonly part: IndexPart }
  | { readonly type: 'failed'; readonly message: string };

/** Files smaller than this are read by one worker (a second one costs more to start than it saves). */
export const SPLIT_BYTES = 1 << 20;

/**
 * Cores (`navigator.hardwareConcurrency`) from which a file is read by two workers: the page's own thread keeps a
 * core. On two cores the two workers and the page share them, and one worker was as fast or faster (issue #52:
 * wall-time ratios one worker over two of 0.72–1.01 at 100,000 games, 0.88–0.90 at 10,000, in Chromium on a
 * shared 2-core machine; 0.76 in the lead's run at load 3).
 */
export const SPLIT_CORES = 3;

/** Where two workers cut a file of `size` bytes: the middle byte (the games that begin from it on are the second's). */
export function cutOf(size: number): number {
  return Math.floor(size / 2);
}

/**
 * `readRange` into an index of its own, returned as a part to merge (`ExplorerIndex.merge`); `onRows` hears its
 * rows in batches, one every `every` ms (the last ones come with the part).
 */
export async function readPart(
  file: FileBytes,
  range: ByteRange,
  onRows: (rows: readonly GameRow[], bytes: number) => void,
  every = 480,
): Promise<{ part: IndexPart; rows: readonly GameRow[] }> {
  const index = new ExplorerIndex();
  let batch: GameRow[] = [];
  let last = performance.now();
  await readRange(file, range, index, (row, bytes) => {
    batch.push(row);
    const now = performance.now();
    if (now - last >= every) {
      onRows(batch, bytes);
      batch = [];
      last = now;
    }
  });
  return { part: index.part(), rows: batch };
}
