import fc from 'fast-check';
import { visitPgn } from '@x/san';
import { type PgnSection, splitPgn } from '@x/san/split';
import { describe, expect, it } from 'vitest';
import { runs } from '../../../../tests/depth.js';
import { BlockCutter, type ByteBlock, lineFeeds } from './byte-blocks.js';
import { blockPlace, blockSections, confirmed, placeReading } from './block-sections.js';

/** Pieces of PGN, junk among them: tag sections with blank lines, comments across lines, `[` that start no tag. */
const PIECES = [
  '[Event "a"]\n[Site "b"]\n\n1. e4 e5 1-0\n\n',
  '[Event "c"]\n\n[Site "d"]\n\n1. d4 *\n\n',
  '1. e4 { a comment\n\n[not a tag\n} e5 *\n\n',
  '{ open\n\n[Event "x"]\n1. c4 *\n\n',
  '[Event "e"\n\n1. Nf3 *\n',
  '\r\n\r\n[Event "f"]\r\n\r\n1. e4 0-1\r\n',
  '% escape\n[Event "g"]\n',
  ';x\n[Date "1"]\n1. e4 *\n',
  '\n\n\n',
];

/**
 * The sections a worker reads from a block in one pass (`blockPlace`, then `visitPgn` from its origin up to its
 * end), when the block's cut is confirmed there; undefined when it is not.
 */
async function readInOnePass(block: ByteBlock): Promise<PgnSection[] | undefined> {
  const place = (await blockPlace(block.bytes, block, undefined, false))!;
  const list: PgnSection[] = [];
  let end = block.offset;
  await visitPgn(
    block.bytes,
    {
      endGame: ({ offset, length, line, column }) => {
        list.push({ offset, length, line, column });
        end = offset + length;
      },
    },
    placeReading(place, block.offset),
  );
  return confirmed(place, end) ? list : undefined;
}

/** The sections of `text` as one `splitPgn` run cuts it. */
async function whole(bytes: Uint8Array): Promise<PgnSection[]> {
  const list: PgnSection[] = [];
  for await (const s of splitPgn(bytes)) list.push(s);
  return list;
}

async function* chunksOf(bytes: Uint8Array, size: number): AsyncGenerator<Uint8Array> {
  for (let at = 0; at < bytes.length; at += size) yield bytes.subarray(at, at + size);
}

/** The chunks of `bytes` as a file read in place gives them: one buffer, written over for each chunk. */
async function* inPlace(bytes: Uint8Array, size: number): AsyncGenerator<Uint8Array> {
  const buffer = new Uint8Array(size);
  for (let at = 0; at < bytes.length; at += size) {
    const chunk = bytes.subarray(at, at + size);
    buffer.set(chunk);
    yield buffer.subarray(0, chunk.length);
  }
}

describe('BlockCutter, blockSections and a block read in one pass', () => {
  it('a block whose cut is confirmed has exactly the whole read’s sections; one not confirmed is no cut of it', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.constantFrom(...PIECES), { maxLength: 12 }),
        fc.integer({ min: 1, max: 120 }),
        fc.integer({ min: 1, max: 50 }),
        fc.boolean(),
        async (pieces, size, chunk, reuse) => {
          const bytes = new TextEncoder().encode(pieces.join(''));
          const all = await whole(bytes);
          const chunks = reuse ? inPlace(bytes, chunk) : chunksOf(bytes, chunk);
          const cutter = new BlockCutter(chunks, size, 4 * size, reuse);
          let offset = 0;
          let line = 1;
          for (;;) {
            const block = await cutter.next();
            if (block === undefined || block === 'too-long') break;
            expect(block.offset).toBe(offset);
            expect(block.line).toBe(line);
            expect(block.line).toBe(1 + lineFeeds(bytes, 0, offset));
            // what a reader reads again at the block's place in the file (`reuse`: the view of one buffer)
            expect(block.bytes).toEqual(bytes.subarray(offset, offset + block.length + block.probe));
            const list = await blockSections(block.bytes, block, undefined);
            const inBlock = all.filter((s) => s.offset >= offset && s.offset < offset + block.length);
            const cutHere = block.tail === 'end' || all.some((s) => s.offset === offset + block.length);
            if (list === undefined) expect(cutHere).toBe(false);
            else if (cutHere) expect(list).toEqual(inBlock);
            // read in one pass: confirmed only where the whole read cuts, and then the same sections (a block
            // of blank bytes alone is not confirmed: its bytes are read again by the main thread)
            const once = await readInOnePass(block);
            if (once !== undefined) {
              expect(cutHere).toBe(true);
              expect(once).toEqual(inBlock);
            } else if (inBlock.length > 0 && block.tail !== 'open') expect(cutHere).toBe(false);
            // a block after one not confirmed may start in a section: its own sections are not the whole read's
            offset += block.length;
            line += lineFeeds(block.bytes, 0, block.length);
            if (list === undefined || !cutHere) break;
          }
        },
      ),
      { numRuns: runs(70) },
    );
  });

  it('cuts a block at the last blank line before a tag pair, with that line as the probe', async () => {
    const game = '[Event "a"]\n\n1. e4 *\n\n';
    const bytes = new TextEncoder().encode(game.repeat(3));
    const cutter = new BlockCutter(chunksOf(bytes, 7), 50);
    const first = await cutter.next();
    expect(first).toMatchObject({ length: 2 * game.length, probe: 12, offset: 0, line: 1, tail: 'probe' });
    expect(await cutter.next()).toMatchObject({
      length: game.length,
      offset: 2 * game.length,
      line: 9,
      tail: 'end',
    });
    expect(await cutter.next()).toBeUndefined();
  });
});
