/**
 * The chunks of a file the database reads — a `Blob`'s stream, bytes in memory, a pasted text's slices — each also
 * pushed into a `ByteWindow` (`@x/san/split`) that holds the last bytes read: the database worker slices a game's
 * bytes from it (to count its plies, to read the tags of a game that could not be read) without reading the file
 * twice.
 */
import type { ByteWindow } from '@x/san/split';
import { PastedBytes } from './pastedBytes';

/**
 * A file the database reads: a `Blob` (a file opened or dropped), or the UTF-8 bytes of a pasted text in memory
 * (read in place, in chunks, with no round trip through a `Blob`).
 */
export type FileBytes = Blob | Uint8Array;

/** What the database worker reads: a file, or a pasted text (its bytes read as the page sends them). */
export type ReadBytes = FileBytes | PastedBytes;

/** Bytes of a chunk of bytes in memory (about a `Blob` stream's chunk of a file in memory). */
export const TEXT_CHUNK = 1 << 20;

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

/** The chunks of `file` from its start, each also pushed into `window` (which holds the last bytes read). */
export async function* chunksOf(file: ReadBytes, window: ByteWindow): AsyncGenerator<Uint8Array> {
  for await (const value of rawChunks(file)) {
    window.push(value);
    yield value;
  }
}
