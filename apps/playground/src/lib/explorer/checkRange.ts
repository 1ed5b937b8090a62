/**
 * The database worker's second pass over one byte range of a file (issue #52): the games that begin in it
 * checked and indexed (`ExplorerReader`) into an index of their own, under their row in the whole file's list. Two
 * workers each take one half (`splitPoint`) and the halves' indexes are merged in file order (`ExplorerIndex.merge`):
 * the same errors and rows as one pass over the whole file, since `visitPgn`'s `range` cuts the games as the whole
 * read does (consecutive ranges read each game once).
 */
import { type GameEnd, visitPgn } from '@x/san';
import { ExplorerIndex, type IndexPart } from './explorerIndex';
import { ExplorerReader, type GameError } from './explorerReader';

/** What `visitPgn` reads: a string, bytes, or a stream of them. */
type PgnSource = Parameters<typeof visitPgn>[0];

/** A byte range of the file: the games that begin at or after `start` and before `end`. */
export interface ByteRange {
  readonly start: number;
  readonly end: number;
}

/** What the checking worker (`pgnCheck.worker.ts`) is asked: a range of `file`, with every game's offset. */
export interface CheckRequest {
  readonly file: Blob;
  readonly range: ByteRange;
  readonly offsets: Float64Array;
}

/** What it answers: `ready` once loaded, errors found and the byte reached (in batches), then its index (`part`). */
export type CheckMessage =
  | { readonly type: 'ready' }
  | { readonly type: 'errors'; readonly errors: readonly GameError[]; readonly bytes: number }
  | { readonly type: 'part'; readonly errors: readonly GameError[]; readonly part: IndexPart }
  | { readonly type: 'failed'; readonly message: string };

/** Files smaller than this are checked by one worker (a second one costs more to start than it saves). */
export const SPLIT_BYTES = 1 << 20;

/**
 * Where to cut a file of `size` bytes whose games begin at `offsets` (file order) for two workers: the offset of
 * the game nearest the middle, or undefined when there is no game to cut at past the first.
 */
export function splitPoint(offsets: ArrayLike<number>, size: number): number | undefined {
  let lo = 1;
  let hi = offsets.length - 1;
  let best: number | undefined;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const at = offsets[mid] as number;
    if (best === undefined || Math.abs(at - size / 2) < Math.abs(best - size / 2)) best = at;
    if (at < size / 2) lo = mid + 1;
    else hi = mid - 1;
  }
  return best;
}

/** The row (place in file order) of the game at byte `offset`: the last one of `offsets` at or before it. */
export function rowAt(offsets: ArrayLike<number>, offset: number): number | undefined {
  let lo = 0;
  let hi = offsets.length - 1;
  let found: number | undefined;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if ((offsets[mid] as number) <= offset) {
      found = mid;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  return found;
}

/**
 * Checks and indexes the games of `source` that begin in `range` (the whole source when undefined) into `index`,
 * each under its row (`rowAt` of `offsets`); `onErrors` hears each game's errors and its end.
 */
export async function checkRange(
  source: PgnSource,
  offsets: ArrayLike<number>,
  range: ByteRange | undefined,
  index: ExplorerIndex,
  onErrors: (errors: readonly GameError[], end: GameEnd) => void,
): Promise<void> {
  const reader = new ExplorerReader(index, (offset) => rowAt(offsets, offset), onErrors);
  await visitPgn(source, reader, range ? { range } : undefined);
}

/** `checkRange` into an index of its own, returned as a part to merge (`ExplorerIndex.merge`). */
export async function checkPart(
  source: PgnSource,
  offsets: ArrayLike<number>,
  range: ByteRange,
  onErrors: (errors: readonly GameError[], end: GameEnd) => void,
): Promise<IndexPart> {
  const index = new ExplorerIndex();
  await checkRange(source, offsets, range, index, onErrors);
  return index.part();
}
