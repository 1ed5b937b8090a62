/**
 * Whole inputs read into memory under a size limit: the book, KIF, WXF, position, variant, query and filter files
 * that `xn` reads at once rather than as a stream. The limit is checked before anything is allocated for a plain
 * file (its size) and while reading a pipe, a device or stdin (`/dev/zero`, `<(yes)`), whose size is unknown: a
 * longer input is an `InputError` at the limit's byte, never a read without end.
 */
import fs from 'node:fs';
import type { Readable } from 'node:stream';
import { InputError, systemMessage, unreadable } from '../failure.js';

/** The largest Polyglot book `xn book` and `xn match --book` read: 1 GiB (67,108,864 entries). */
export const MAX_BOOK_BYTES = 1 << 30;

/**
 * The largest Polyglot book read from a pipe or a device, whose size is not known before it is read: 64 MiB
 * (4,194,304 entries; a larger book is read from a file).
 */
export const MAX_STREAMED_BOOK_BYTES = 64 << 20;

/**
 * The largest text file read at once (a `--input` of positions, a WXF file of many records, a game file drawn):
 * 256 MiB.
 */
export const MAX_TEXT_BYTES = 256 << 20;

/** The largest file of settings read at once (a variant file, a `--query @FILE`, a `--line-file`): 16 MiB. */
export const MAX_SETTINGS_BYTES = 16 << 20;

/** Bytes read at a time from an input of unknown size. */
const CHUNK = 1 << 16;

/** The refusal of an input `name` longer than `max` bytes; `what` says what is read (`a KIF file`). */
function tooLong(name: string, max: number, what: string): InputError {
  return new InputError(
    `${name}: more than ${max.toLocaleString('en-US')} bytes, the most ${what} may hold (input-too-long at byte ${max})`,
  );
}

/**
 * All of the file `file`'s bytes, read to its end, when it holds at most `max` (`streamedMax` when it is a pipe or
 * a device: its size is not known before it is read). An `InputError` names `file` when it cannot be read (a
 * directory, a missing file) or holds more (`what` says what it is, for the message: `a Polyglot book`).
 *
 * @example readWholeFile('book.bin', MAX_BOOK_BYTES, 'a Polyglot book', MAX_STREAMED_BOOK_BYTES)
 */
export function readWholeFile(file: string, max: number, what: string, streamedMax = max): Buffer {
  let fd: number | undefined;
  try {
    fd = fs.openSync(file, 'r');
    const stat = fs.fstatSync(fd);
    if (stat.isDirectory()) throw Object.assign(new Error('is a directory'), { code: 'EISDIR' });
    if (!stat.isFile()) {
      const said = streamedMax === max ? what : `${what} read from a pipe or device`;
      return readUpTo(fd, CHUNK, file, streamedMax, said);
    }
    if (stat.size > max) throw tooLong(file, max, what);
    return readUpTo(fd, stat.size, file, max, what);
  } catch (error) {
    if (error instanceof InputError) throw error;
    throw unreadable(file, error);
  } finally {
    if (fd !== undefined) fs.closeSync(fd);
  }
}

/**
 * The bytes of `fd` to its end, read into a buffer of `first` bytes (the size of a plain file) that grows only when
 * more comes, up to `max`.
 */
function readUpTo(fd: number, first: number, name: string, max: number, what: string): Buffer {
  let buffer = Buffer.allocUnsafe(Math.min(max, first));
  let length = 0;
  const spare = Buffer.allocUnsafe(CHUNK);
  for (;;) {
    if (length < buffer.length) {
      const read = fs.readSync(fd, buffer, length, buffer.length - length, null);
      if (read === 0) break;
      length += read;
      continue;
    }
    // full: whether more comes, read aside so that a file of the size told allocates nothing more
    const read = fs.readSync(fd, spare, 0, CHUNK, null);
    if (read === 0) break;
    if (length + read > max) throw tooLong(name, max, what);
    const grown = Buffer.allocUnsafe(Math.min(max, Math.max(2 * length, length + read, CHUNK)));
    buffer.copy(grown, 0, 0, length);
    spare.copy(grown, length, 0, read);
    buffer = grown;
    length += read;
  }
  return buffer.subarray(0, length);
}

/**
 * All of `stream` (stdin) up to `max` bytes: more is an `InputError` naming `name` (and the stream is destroyed),
 * as is a read error.
 *
 * @example await readWholeStream(process.stdin, '<stdin>', 8 << 20, 'a KIF file')
 */
export async function readWholeStream(
  stream: Readable,
  name: string,
  max: number,
  what: string,
): Promise<Buffer> {
  const chunks: Uint8Array[] = [];
  let length = 0;
  try {
    for await (const chunk of stream as AsyncIterable<Uint8Array | string>) {
      const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
      length += bytes.length;
      if (length > max) {
        stream.destroy();
        throw tooLong(name, max, what);
      }
      chunks.push(bytes);
    }
  } catch (error) {
    if (error instanceof InputError) throw error;
    throw new InputError(`${name}: ${systemMessage(error)}`);
  }
  return Buffer.concat(chunks, length);
}
