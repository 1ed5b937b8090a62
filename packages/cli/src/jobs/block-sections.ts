/**
 * Where a worker reads the games of a batch from (`BatchPlace`): the sections the main thread cut, or a `ByteBlock`
 * (`byte-blocks.ts`) the worker cuts as it reads it, in one pass. Then the main thread's cut at the block's end is
 * confirmed when the last game section read ends exactly there (sections follow each other without a gap, so the
 * next one starts there): the cutting state there is the one a single thread reaches (a section starts at a `[`
 * in a fresh state: no tag pair, comment or movetext open), so the blocks' games together are the whole input's.
 * A block whose last section is unfinished (`open`: a read error) or read as records (`readPgn` tells no section
 * ends) is cut first by `splitPgn` (`blockSections`), a second pass over its bytes.
 */
import { type PgnSection, splitPgn } from '@x/san/split';
import type { BlockPlace } from './check-batch.js';
import type { ByteBlock } from './byte-blocks.js';

/** A batch's games: the sections given (`list`), or those of a block from `origin` up to byte `end` of the input. */
export type BatchPlace =
  | { readonly list: readonly PgnSection[] }
  | { readonly origin: { readonly offset: number; readonly line: number }; readonly end: number };

/**
 * The sections of `block` (its bytes from its offset on, without the probe's section), located in the input; undefined
 * when the cut at the block's end is not one a single thread makes (the main thread then cuts the rest itself).
 */
export async function blockSections(
  bytes: Uint8Array,
  block: Pick<ByteBlock, 'length' | 'probe' | 'offset' | 'line' | 'tail'>,
  encoding: string | undefined,
): Promise<PgnSection[] | undefined> {
  const list: PgnSection[] = [];
  const options = encoding === undefined ? {} : { encoding };
  for await (const s of splitPgn(bytes.subarray(0, block.length + block.probe), options))
    list.push({
      offset: s.offset + block.offset,
      length: s.length,
      line: s.line + block.line - 1,
      column: s.column,
    });
  if (block.tail === 'end') return list;
  if (block.tail === 'open') return list.slice(0, -1);
  const next = list.findIndex((s) => s.offset === block.offset + block.length);
  return next < 0 ? undefined : list.slice(0, next);
}

/**
 * Where the games of `bytes` (a block at byte `offset` of the input) are read from: the block itself, cut as it
 * is read, or (`records`: the games are read as records, or an `open` block) its sections cut first — undefined
 * when that cut does not confirm the block's.
 */
export async function blockPlace(
  bytes: Uint8Array,
  block: BlockPlace & { readonly offset: number },
  encoding: string | undefined,
  records: boolean,
): Promise<BatchPlace | undefined> {
  if (records || block.tail === 'open') {
    const list = await blockSections(bytes, block, encoding);
    return list && { list };
  }
  const end = block.tail === 'end' ? Number.POSITIVE_INFINITY : block.offset + block.length;
  return { origin: { offset: block.offset, line: block.line }, end };
}

/** `readPgn`'s and `visitPgn`'s options that read `place` (`base`: the input offset of the batch's first byte). */
export function placeReading(
  place: BatchPlace,
  base: number,
):
  | { readonly sections: { readonly base: number; readonly list: readonly PgnSection[] } }
  | {
      readonly origin: { readonly offset: number; readonly line: number };
      readonly range: { start: number; end: number };
    } {
  return 'list' in place
    ? { sections: { base, list: place.list } }
    : { origin: place.origin, range: { start: 0, end: place.end } };
}

/**
 * Whether the games read from `place` are the whole read's: always for sections given; for a block cut as it was
 * read, when the last section read (ending at byte `end`) ends where the block does.
 */
export function confirmed(place: BatchPlace, end: number): boolean {
  return 'list' in place || place.end === Number.POSITIVE_INFINITY || end === place.end;
}
