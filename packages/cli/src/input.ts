/**
 * The inputs of a command: a file or `-` (stdin), gzip-compressed input read transparently (`node:zlib`, found
 * by its magic bytes, on stdin too), and the bytes read kept for a while so that a diagnostic can show its source line.
 */
import fs from 'node:fs';
import { Readable } from 'node:stream';
import zlib from 'node:zlib';
import { InputError, systemMessage } from './failure.js';
import type { ByteWindow } from './source-line.js';

/** One input being read. */
export interface Input {
  /** The name diagnostics use: the path as given, or `<stdin>`. */
  readonly name: string;
  /** The (decompressed) bytes, from `range.start`'s game on when a range is read. */
  readonly chunks: AsyncIterable<Uint8Array>;
  /** The input's size in bytes as stored (compressed for `.gz`), when known: the progress bar's total. */
  readonly size: number | undefined;
  /** Bytes read so far as stored. */
  readonly bytesRead: () => number;
  /** The most recent bytes read (decompressed), for source lines. */
  readonly window: ByteWindow;
  /** Whether the input is gzip-compressed. */
  readonly compressed: boolean;
}

/** The gzip magic bytes. */
const GZIP = [0x1f, 0x8b];

/** Opens `name` (`-` for stdin). Throws `InputError` when the file cannot be opened. */
export function openInput(name: string, window: ByteWindow): Input {
  if (name === '-') {
    const stdin = process.stdin;
    return {
      name: '<stdin>',
      chunks: sniffed(stdin, window),
      size: undefined,
      bytesRead: () => stdin.bytesRead ?? 0,
      window,
      compressed: false,
    };
  }
  let fd: number;
  let size: number;
  const head = Buffer.alloc(2);
  try {
    fd = fs.openSync(name, 'r');
    const stat = fs.fstatSync(fd);
    if (stat.isDirectory()) throw Object.assign(new Error('is a directory'), { code: 'EISDIR' });
    size = stat.size;
    fs.readSync(fd, head, 0, 2, 0);
  } catch (error) {
    throw new InputError(`${name}: cannot read: ${systemMessage(error)}`);
  }
  const file = fs.createReadStream(name, { fd, highWaterMark: 1 << 16 });
  const compressed = head[0] === GZIP[0] && head[1] === GZIP[1];
  if (!compressed) {
    return {
      name,
      chunks: keep(file, window, name, undefined),
      size,
      bytesRead: () => file.bytesRead,
      window,
      compressed,
    };
  }
  const gunzip = zlib.createGunzip();
  file.on('error', (error) => gunzip.destroy(error));
  file.pipe(gunzip);
  return {
    name,
    chunks: keep(gunzip, window, name, gunzip),
    size,
    bytesRead: () => file.bytesRead,
    window,
    compressed,
  };
}

/** The chunks of stdin, decompressed when its first bytes are gzip's magic bytes. */
async function* sniffed(stdin: Readable, window: ByteWindow): AsyncGenerator<Uint8Array, void, undefined> {
  const chunks = (stdin as AsyncIterable<Uint8Array>)[Symbol.asyncIterator]();
  let first: IteratorResult<Uint8Array>;
  try {
    first = await chunks.next();
  } catch (error) {
    throw new InputError(`<stdin>: cannot read: ${systemMessage(error)}`);
  }
  if (first.done) return;
  const head = first.value;
  async function* all(): AsyncGenerator<Uint8Array, void, undefined> {
    yield head;
    for (let next = await chunks.next(); !next.done; next = await chunks.next()) yield next.value;
  }
  if (head[0] === GZIP[0] && head[1] === GZIP[1]) {
    const gunzip = zlib.createGunzip();
    const source = Readable.from(all());
    source.on('error', (error) => gunzip.destroy(error));
    source.pipe(gunzip);
    yield* keep(gunzip, window, '<stdin>', gunzip);
  } else yield* keep(Readable.from(all()), window, '<stdin>', undefined);
}

/** The chunks of `stream`, each remembered in `window`; read errors become `InputError`s naming the input. */
async function* keep(
  stream: Readable,
  window: ByteWindow,
  name: string,
  gunzip: zlib.Gunzip | undefined,
): AsyncGenerator<Uint8Array, void, undefined> {
  try {
    for await (const chunk of stream as AsyncIterable<Uint8Array>) {
      window.push(chunk);
      yield chunk;
    }
  } catch (error) {
    if (gunzip !== undefined && (error as { errno?: unknown }).errno !== undefined) {
      // zlib's errors: the engine has consumed `bytesWritten` compressed bytes when it stops.
      throw new InputError(
        `${name}: corrupt gzip data near byte ${gunzip.bytesWritten} of the compressed file: ${systemMessage(error)}`,
      );
    }
    throw new InputError(`${name}: cannot read: ${systemMessage(error)}`);
  } finally {
    stream.destroy();
  }
}
