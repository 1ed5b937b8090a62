/**
 * The inputs of a command: a file or `-` (stdin), gzip- and zstd-compressed input read transparently
 * (`node:zlib`; zstd by `./zstd.js`), found by their magic bytes (on stdin too) or a `.zst` name, and the bytes read kept for a while so that a diagnostic can show its source line.
 */
import fs from 'node:fs';
import { Readable } from 'node:stream';
import zlib from 'node:zlib';
import { type ByteWindow, notPgnText } from '@x/san/split';
import { InputError, systemMessage, unreadable } from '../failure.js';
import { readAt } from './read-at.js';
import { createZstdDecompress, ZSTD_MAGIC } from './zstd.js';

/** One input being read. */
export interface Input {
  /** The name diagnostics use: the path as given, or `<stdin>`. */
  readonly name: string;
  /** The (decompressed) bytes, from `range.start`'s game on when a range is read. */
  readonly chunks: AsyncIterable<Uint8Array>;
  /** The input's size in bytes as stored (compressed for `.gz` and `.zst`), when known: the progress bar's total. */
  readonly size: number | undefined;
  /** Bytes read so far as stored. */
  readonly bytesRead: () => number;
  /** The most recent bytes read (decompressed), for source lines. */
  readonly window: ByteWindow;
  /** Whether the input is compressed (gzip or zstd). */
  readonly compressed: boolean;
}

/** The gzip magic bytes. */
const GZIP = [0x1f, 0x8b];

/**
 * Opens `name` (`-` for `stdin`). Throws `InputError` when the file cannot be opened. With `inPlace`, a plain file is
 * read into one buffer reused for every chunk: each chunk is valid only until the next is asked for (as `visitPgn`
 * and `readPgn` read them), and reading allocates nothing; `window` then reads its older bytes again from the file.
 * `from` (in place only: a `--jobs` range of a plain file) starts the chunks at that byte of the file.
 */
export function openInput(
  name: string,
  window: ByteWindow,
  stdin: Readable,
  inPlace = false,
  from = 0,
): Input {
  if (name === '-') return streamed('<stdin>', stdin, window);
  let fd: number;
  let size: number;
  const head = Buffer.alloc(4);
  try {
    fd = fs.openSync(name, 'r');
    const stat = fs.fstatSync(fd);
    if (stat.isDirectory()) throw Object.assign(new Error('is a directory'), { code: 'EISDIR' });
    if (!stat.isFile()) {
      // a pipe or device (`<(zcat …)`, /dev/stdin): read as a stream, as stdin is; it cannot be read at an offset
      return streamed(name, fs.createReadStream(name, { fd, highWaterMark: 1 << 16 }), window);
    }
    size = stat.size;
    fs.readSync(fd, head, 0, 4, 0);
  } catch (error) {
    throw unreadable(name, error);
  }
  const format = compression(head, name);
  if (format === undefined && inPlace) {
    const reading = { bytes: 0 };
    window.startAt(from);
    // the window need not hold the largest game: what it no longer holds is read again from the file
    window.readAgainWith((offset, length) => readAt(name, offset, length));
    return {
      name,
      chunks: readInPlace(fd, name, size, window, reading, from),
      size,
      bytesRead: () => reading.bytes,
      window,
      compressed: false,
    };
  }
  const file = fs.createReadStream(name, { fd, highWaterMark: 1 << 16 });
  const decoder = format === undefined ? undefined : decompressor(format);
  if (decoder !== undefined) {
    file.on('error', (error) => decoder.stream.destroy(unreadable(name, error)));
    file.pipe(decoder.stream);
  }
  return {
    name,
    chunks: keep(decoder?.stream ?? file, window, name, decoder),
    size,
    bytesRead: () => file.bytesRead,
    window,
    compressed: decoder !== undefined,
  };
}

/**
 * Bytes read at a time into the reused buffer of `readInPlace`: 32 KiB, some forty lichess games. The sections cut
 * from a chunk are held until the whole chunk has been read, so a larger chunk (256 KiB: some 330 games) keeps them
 * alive across young-generation collections, which then move them to the old generation to die there (10 MB over
 * 50,000 games of `convert --to json`, 1.1 MB with 32 KiB: issue #48's peak RSS).
 */
const IN_PLACE = 1 << 15;

/**
 * The chunks of the plain file open as `fd` (`size` bytes) from byte `from` on, read into one buffer (each valid
 * until the next is asked for), each remembered in `window`; `reading.bytes` counts the bytes read. A file whose
 * first bytes are no PGN text is refused (`refuseNotPgn`). Closes `fd` at the end.
 */
async function* readInPlace(
  fd: number,
  name: string,
  size: number,
  window: ByteWindow,
  reading: { bytes: number },
  from: number,
): AsyncGenerator<Uint8Array, void, undefined> {
  const buffer = new Uint8Array(IN_PLACE);
  try {
    for (let at = from; ; ) {
      let n: number;
      try {
        n = fs.readSync(fd, buffer, 0, IN_PLACE, at);
      } catch (error) {
        throw unreadable(name, error);
      }
      if (n === 0) return;
      const chunk = buffer.subarray(0, n);
      if (at === 0) refuseNotPgn(chunk, size, name, window);
      at += n;
      reading.bytes += n;
      window.push(chunk);
      yield chunk;
    }
  } finally {
    fs.closeSync(fd);
  }
}

/** An input read as a stream from its start (stdin, a pipe): no size, gzip found by its first bytes. */
function streamed(name: string, stream: Readable, window: ByteWindow): Input {
  return {
    name,
    chunks: sniffed(stream, window, name),
    size: undefined,
    bytesRead: () => (stream as { bytesRead?: number }).bytesRead ?? 0,
    window,
    compressed: false,
  };
}

/** A compressed format `xn` reads. */
type Format = 'gzip' | 'zstd';

/** A decompressing stream, its format and the compressed bytes it has consumed. */
interface Decoder {
  readonly format: Format;
  readonly stream: Readable & NodeJS.WritableStream;
  readonly bytesIn: () => number;
}

/** The format of an input by its first bytes (and, for zstd, a `.zst` name too), or `undefined` when plain. */
function compression(head: Uint8Array, name?: string): Format | undefined {
  if (head[0] === GZIP[0] && head[1] === GZIP[1]) return 'gzip';
  if (ZSTD_MAGIC.every((byte, i) => head[i] === byte) || name?.toLowerCase().endsWith('.zst')) return 'zstd';
  return undefined;
}

/** A new decompressor for `format`. */
function decompressor(format: Format): Decoder {
  if (format === 'zstd') return { format, ...createZstdDecompress() };
  const gunzip = zlib.createGunzip();
  return { format, stream: gunzip, bytesIn: () => gunzip.bytesWritten };
}

/** The chunks of a stream (stdin, a pipe named `name`), decompressed when its first bytes are gzip's magic bytes. */
async function* sniffed(
  stdin: Readable,
  window: ByteWindow,
  name: string,
): AsyncGenerator<Uint8Array, void, undefined> {
  const chunks = (stdin as AsyncIterable<Uint8Array>)[Symbol.asyncIterator]();
  let first: IteratorResult<Uint8Array>;
  try {
    first = await chunks.next();
  } catch (error) {
    throw unreadable(name, error);
  }
  if (first.done) return;
  const head = first.value;
  async function* all(): AsyncGenerator<Uint8Array, void, undefined> {
    yield head;
    for (let next = await chunks.next(); !next.done; next = await chunks.next()) yield next.value;
  }
  const format = compression(head);
  if (format !== undefined) {
    const decoder = decompressor(format);
    const source = Readable.from(all());
    source.on('error', (error) => decoder.stream.destroy(unreadable(name, error)));
    source.pipe(decoder.stream);
    yield* keep(decoder.stream, window, name, decoder);
  } else yield* keep(Readable.from(all()), window, name, undefined);
}

/**
 * The chunks of `stream`, each remembered in `window`; read errors become `InputError`s naming the input, and a
 * decoder's errors one naming the compressed byte where it stopped.
 */
async function* keep(
  stream: Readable,
  window: ByteWindow,
  name: string,
  decoder: Decoder | undefined,
): AsyncGenerator<Uint8Array, void, undefined> {
  try {
    let first = true;
    for await (const chunk of stream as AsyncIterable<Uint8Array>) {
      if (first) refuseNotPgn(chunk, Number.POSITIVE_INFINITY, name, window);
      first = false;
      window.push(chunk);
      yield chunk;
    }
  } catch (error) {
    if (error instanceof InputError) throw error;
    if (decoder !== undefined) {
      // the decoder has consumed `bytesIn()` compressed bytes when it stops
      throw new InputError(
        `${name}: corrupt ${decoder.format} data near byte ${decoder.bytesIn()} of the compressed file: ${systemMessage(error)}`,
      );
    }
    throw unreadable(name, error);
  } finally {
    stream.destroy();
  }
}

/**
 * Throws an `InputError` when `head`, the first (decompressed) bytes of the input `name` (`size` bytes in all, when
 * known), are packed, UTF-16 or binary rather than text (`notPgnText`); an input read in another encoding than
 * UTF-8 (`--encoding`) is not looked at, and an empty or blank one reads as no games.
 */
function refuseNotPgn(head: Uint8Array, size: number, name: string, window: ByteWindow): void {
  if (window.decoder.encoding !== 'utf-8') return;
  const answer = notPgnText(head, size);
  if (answer === undefined || answer.kind === 'empty' || answer.kind === 'blank') return;
  throw new InputError(`${name}: ${answer.message.charAt(0).toLowerCase()}${answer.message.slice(1)}`);
}
