/**
 * A plain PGN file as `xn index` and `xn search` read it: its stamp (size, modification time, sample hash: what
 * ties an index to the file), its index's name beside it, its bytes streamed, and a game's bytes read back.
 */
import fs from 'node:fs';
import { SAMPLE_BYTES, type SourceStamp, sampleHash } from '@x/search';
import type { Readable } from 'node:stream';
import { unreadable, UsageError } from '../failure.js';
import { ByteWindow } from '@x/san/split';
import { openInput } from '../io/input.js';

/** The index file of `file`: beside it, `.xni` added. */
export const indexPath = (file: string): string => `${file}.xni`;

/** What `xn index` and `xn search` read, and why a compressed file will not do, said in their refusals. */
const NEEDS = {
  index: ['an index is of a plain PGN file', "its offsets are the file's bytes"],
  search: ['xn search reads a plain PGN file', 'it reads the games found back at their byte offsets'],
} as const;

/** The command that decompresses a file of each compressed extension and keeps the file. */
const DECOMPRESS: Readonly<Record<string, string>> = {
  gz: 'gunzip -k',
  zst: 'zstd -d',
  bz2: 'bunzip2 -k',
  xz: 'unxz -k',
};

/**
 * The stamp of a plain file; an unreadable file is an input error, a compressed one, an index, a pipe or a device
 * a usage error that says what to give instead (the index is written beside the file, the games are read back at
 * their offsets).
 */
export function stampFile(file: string, command: keyof typeof NEEDS): SourceStamp {
  const [need, why] = NEEDS[command];
  const packed = /\.(gz|zst|bz2|xz)$/i.exec(file)?.[1];
  if (packed !== undefined)
    throw new UsageError(
      `${file} is compressed: ${need} (${why}): decompress it first (${DECOMPRESS[packed.toLowerCase()]} ${file})`,
      command,
    );
  if (file === '-')
    throw new UsageError(`-: ${need}, not standard input: save the PGN to a file first`, command);
  if (/\.xni$/i.test(file))
    throw new UsageError(
      `${file} is an index, not a PGN file: give the PGN file it indexes (${file.slice(0, -4)}); xn search reads the index beside it`,
      command,
    );
  let stat: fs.Stats;
  try {
    stat = fs.statSync(file);
  } catch (error) {
    throw unreadable(file, error);
  }
  // a pipe is read once and has no offsets to read a game back at; beside a device no index is written
  if (!stat.isFile()) {
    const kind = stat.isDirectory() ? 'a directory' : stat.isFIFO() ? 'a pipe' : 'a device';
    throw new UsageError(`${file}: ${need}, not ${kind}: save the PGN to a file first`, command);
  }
  try {
    const fd = fs.openSync(file, 'r');
    try {
      const head = Buffer.alloc(Math.min(SAMPLE_BYTES, stat.size));
      fs.readSync(fd, head, 0, head.length, 0);
      const tail = Buffer.alloc(Math.min(SAMPLE_BYTES, stat.size));
      fs.readSync(fd, tail, 0, tail.length, stat.size - tail.length);
      return { size: stat.size, mtimeMs: stat.mtimeMs, hash: sampleHash(head, tail) };
    } finally {
      fs.closeSync(fd);
    }
  } catch (error) {
    throw unreadable(file, error);
  }
}

/** The file's bytes from byte `from` on as chunks (each valid until the next is asked for). */
export function fileChunks(file: string, stdin: Readable, from = 0): AsyncIterable<Uint8Array> {
  return openInput(file, new ByteWindow(1 << 16), stdin, true, from).chunks;
}

/** Reads `length` bytes of `file` at `offset` (a game's text). */
export function readSpan(fd: number, offset: number, length: number): Buffer {
  const out = Buffer.alloc(length);
  fs.readSync(fd, out, 0, length, offset);
  return out;
}
