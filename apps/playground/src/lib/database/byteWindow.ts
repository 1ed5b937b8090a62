/**
 * The bytes of a file read as a stream, kept only until the games they hold are read: the database worker slices a
 * game's bytes from it (to count its plies, to read the tags of a game that could not be read) without reading the
 * file twice.
 */
import { PastedBytes } from './pastedBytes';

/** The chunks of a stream not yet behind the last game read, with their byte offsets in the file. */
export class ByteWindow {
  readonly #chunks: { start: number; bytes: Uint8Array }[] = [];
  /** Byte offset in the file just past the bytes pushed so far. */
  end = 0;

  push(bytes: Uint8Array): void {
    this.#chunks.push({ start: this.end, bytes });
    this.end += bytes.length;
  }

  /** The bytes `[offset, offset + length)` of the file (those still held; the rest left 0). */
  slice(offset: number, length: number): Uint8Array {
    const out = new Uint8Array(length);
    for (const { start, bytes } of this.#chunks) {
      const from = Math.max(offset, start);
      const to = Math.min(offset + length, start + bytes.length);
      if (from < to) out.set(bytes.subarray(from - start, to - start), from - offset);
    }
    return out;
  }

  /**
   * The bytes `[offset, offset + length)` of the file as `slice` gives them, but a view of the chunk that holds
   * them all when one does (most games: no copy); valid until the chunk is forgotten and the view dropped.
   */
  view(offset: number, length: number): Uint8Array {
    for (const { start, bytes } of this.#chunks) {
      if (offset >= start && offset + length <= start + bytes.length)
        return bytes.subarray(offset - start, offset - start + length);
    }
    return this.slice(offset, length);
  }

  /** Forgets the chunks that end at or before `offset`. */
  dropBefore(offset: number): void {
    let n = 0;
    while (n < this.#chunks.length) {
      const c = this.#chunks[n] as { start: number; bytes: Uint8Array };
      if (c.start + c.bytes.length > offset) break;
      n++;
    }
    if (n > 0) this.#chunks.splice(0, n);
  }
}

/**
 * A file the database reads: a `Blob` (a file opened or dropped), or the UTF-8 bytes of a pasted text in memory
 * (read in place, in chunks, with no round trip through a `Blob`).
 */
export type FileBytes = Blob | Uint8Array;

/** What the database worker reads: a file, or a pasted text (its bytes read as the page sends them). */
export type ReadBytes = FileBytes | PastedBytes;

/** Bytes of a chunk of bytes in memory (about a `Blob` stream's chunk of a file in memory). */
const TEXT_CHUNK = 1 << 20;

/** The size of a file in bytes (of a pasted text not yet all sent: as far as known, `PastedBytes.expected`). */
export function sizeOf(file: ReadBytes): number {
  if (file instanceof PastedBytes) return file.expected;
  return file instanceof Uint8Array ? file.byteLength : file.size;
}

/**
 * Milliseconds of a pasted text's read between two tasks given to what the page asked meanwhile (a game's text, an
 * explorer lookup). The read of a file answers such requests only when its stream waits for the disk; a paste's read
 * gave them a task after each slice, and so answered the explorer's lookup of each tenth of the text as the text
 * was read (each a scan of the rows so far, its answer drawn on the page), which the read of the same bytes as a
 * file never did.
 */
const ANSWER_MS = 500;

/** Settles in a task of its own (the worker answers the requests that came meanwhile). */
function nextTask(): Promise<void> {
  const { port1, port2 } = new MessageChannel();
  return new Promise((resolve) => {
    port1.onmessage = () => {
      port1.close();
      resolve();
    };
    port2.postMessage(undefined);
  });
}

/** The chunks of a file as it is read: a `Blob`'s stream, views of bytes in memory, or a pasted text's slices. */
async function* rawChunks(file: ReadBytes): AsyncGenerator<Uint8Array> {
  if (file instanceof PastedBytes) {
    let answered = performance.now();
    for await (const chunk of file.chunks()) {
      yield chunk;
      if (performance.now() - answered < ANSWER_MS) continue;
      await nextTask();
      answered = performance.now();
    }
    return;
  }
  if (file instanceof Uint8Array) {
    for (let at = 0; at < file.byteLength; at += TEXT_CHUNK) yield file.subarray(at, at + TEXT_CHUNK);
    return;
  }
  const reader = file.stream().getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return;
    yield value;
  }
}

/**
 * The chunks of `file` from its start, each also kept in `window` until the games it holds are read; the bytes
 * before `from` (those of games a read of a range skips) are not kept.
 */
export async function* chunksOf(file: ReadBytes, window: ByteWindow, from = 0): AsyncGenerator<Uint8Array> {
  for await (const value of rawChunks(file)) {
    window.push(value);
    if (from > 0) window.dropBefore(from);
    yield value;
  }
}
