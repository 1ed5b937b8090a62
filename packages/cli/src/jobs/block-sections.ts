/**
 * A worker's part of `--jobs N` on a `ByteBlock` (`byte-blocks.ts`): the block cut into game sections by `splitPgn`
 * itself, located in the whole input, and the main thread's cut confirmed — a section of the block and its probe
 * starts where the next block does. Then the cutting state there is the one a single thread reaches (a section
 * starts at a `[` in a fresh state: no tag pair, comment or movetext open), so the blocks' sections together are
 * the whole input's.
 */
import { type PgnSection, splitPgn } from '@x/san/split';
import type { ByteBlock } from './byte-blocks.js';

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
