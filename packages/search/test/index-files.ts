/**
 * Test helpers of the position index: the fixture's games copied over and indexed, and bytes as a file read at
 * offsets (`openIndexFile`'s `RandomAccessFile`), counting the bytes read.
 */
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { RandomAccessFile } from '../src/database/index-blocks.js';
import { buildIndex } from '../src/database/index-builder.js';
import { type SourceStamp, stampOf } from '../src/database/index-format.js';

/** The 60 games of `fixtures/games.pgn`. */
export const fixtureGames: string = fs.readFileSync(
  fileURLToPath(new URL('./fixtures/games.pgn', import.meta.url)),
  'latin1',
);

/** The fixture's games `copies` times over (as UTF-8 bytes), their stamp (modified at `mtimeMs`) and their index. */
export async function indexedCopies(
  copies: number,
  mtimeMs = 0,
): Promise<{ readonly pgn: Uint8Array; readonly stamp: SourceStamp; readonly index: Uint8Array }> {
  const pgn = new TextEncoder().encode(Array.from({ length: copies }, () => fixtureGames).join('\n'));
  const stamp = stampOf(pgn, mtimeMs);
  return { pgn, stamp, index: await buildIndex(pgn, { stamp }) };
}

/** `bytes` as a file read at offsets, counting the bytes read (`bytesRead`). */
export function bytesFile(bytes: Uint8Array): RandomAccessFile & { bytesRead: number } {
  const file = {
    size: bytes.length,
    bytesRead: 0,
    read: (position: number, into: Uint8Array) => {
      const read = bytes.subarray(position, position + into.length);
      into.set(read);
      file.bytesRead += read.length;
      return read.length;
    },
  };
  return file;
}
