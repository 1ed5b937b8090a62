/**
 * The source line of a diagnostic: the most recent bytes of the input are kept (enough to hold the largest game
 * `readPgn` reads, plus a chunk), so the line around a byte offset can be printed with a caret under the span.
 */
import { visible } from '@x/core/internal';

/** Bytes shown at most on either side of a diagnostic's offset. */
const SHOWN = 160;

/** Bytes a window holds at least, whatever its `keep`. */
const LEAST = 1 << 16;

/**
 * The last `keep` bytes read (at least 64 KiB), copied into one ring buffer that grows up to that size: the chunks
 * read are not kept (a chunk kept for a while outlives the young generation, and its memory would then wait for a
 * full garbage collection).
 */
export class ByteWindow {
  readonly #keep: number;
  /** How the held bytes are decoded for display (the input's encoding). */
  decoder = new TextDecoder();
  /** The ring: byte `offset` of the input is at `offset % ring.length` while held. */
  #ring = new Uint8Array(0);
  /** The offsets of the first byte held and of the byte after the last. */
  #start = 0;
  #end = 0;

  constructor(keep: number) {
    this.#keep = Math.max(keep, LEAST);
  }

  /** Starts a new input (offsets from 0 again). */
  reset(): void {
    this.startAt(0);
  }

  /** Starts a new input whose first byte held is at `offset` (a batch of a `--jobs` worker). */
  startAt(offset: number): void {
    this.#start = offset;
    this.#end = offset;
  }

  /** Remembers the next chunk, forgetting the oldest bytes beyond `keep`. */
  push(chunk: Uint8Array): void {
    if (chunk.length === 0) return;
    const end = this.#end + chunk.length;
    if (end - this.#start > this.#ring.length && this.#ring.length < this.#keep)
      this.#grow(end - this.#start);
    const ring = this.#ring;
    const size = ring.length;
    // only the last `size` bytes of the chunk can be held
    const bytes = chunk.length > size ? chunk.subarray(chunk.length - size) : chunk;
    let at = (end - bytes.length) % size;
    for (let from = 0; from < bytes.length; at = 0) {
      const n = Math.min(bytes.length - from, size - at);
      ring.set(bytes.subarray(from, from + n), at);
      from += n;
    }
    this.#end = end;
    this.#start = Math.max(this.#start, end - size);
  }

  /** A ring of at least `need` bytes (up to `keep`) holding what is held. */
  #grow(need: number): void {
    const size = Math.min(this.#keep, Math.max(need, 2 * this.#ring.length, LEAST));
    const ring = new Uint8Array(size);
    const held = this.#copy(this.#start, this.#end);
    // the bytes held keep their places modulo the new size
    const at = this.#start % size;
    const n = Math.min(held.length, size - at);
    ring.set(held.subarray(0, n), at);
    ring.set(held.subarray(n), 0);
    this.#ring = ring;
  }

  /** The held bytes `[from, to)` (within what is held), copied. */
  #copy(from: number, to: number): Uint8Array {
    const out = new Uint8Array(to - from);
    const size = this.#ring.length;
    let at = 0;
    while (from < to) {
      const k = from % size;
      const n = Math.min(to - from, size - k);
      out.set(this.#ring.subarray(k, k + n), at);
      at += n;
      from += n;
    }
    return out;
  }

  /**
   * The bytes `[from, to)` still held (clipped to what is held), as `slice` gives them but without a copy when
   * they lie in one piece of the ring: valid until the next `push`.
   */
  view(from: number, to: number): { offset: number; bytes: Uint8Array } {
    from = Math.max(from, this.#start);
    to = Math.min(to, this.#end);
    if (to <= from) return { offset: from, bytes: new Uint8Array(0) };
    const size = this.#ring.length;
    const k = from % size;
    if (k + (to - from) <= size) return { offset: from, bytes: this.#ring.subarray(k, k + (to - from)) };
    return { offset: from, bytes: this.#copy(from, to) };
  }

  /** The bytes `[from, to)` still held (clipped to what is held). */
  slice(from: number, to: number): { offset: number; bytes: Uint8Array } {
    from = Math.max(from, this.#start);
    to = Math.min(to, this.#end);
    if (to <= from) return { offset: from, bytes: new Uint8Array(0) };
    return { offset: from, bytes: this.#copy(from, to) };
  }
}

/**
 * The line holding byte `offset` (at most `SHOWN` bytes either side) and a caret line under `[offset,
 * offset + length)`, or undefined when those bytes are no longer held. Control characters are shown (`visible`);
 * tabs are kept in the caret line so that the caret stands under its character.
 */
export function sourceLine(
  window: ByteWindow,
  offset: number,
  length: number,
): { text: string; caret: string } | undefined {
  const around = window.slice(offset - SHOWN, offset + Math.max(length, 1) + SHOWN);
  const bytes = around.bytes;
  const at = offset - around.offset;
  if (at < 0 || at > bytes.length) return undefined;
  let start = at;
  while (start > 0 && bytes[start - 1] !== 10 && bytes[start - 1] !== 13) start--;
  let end = at;
  while (end < bytes.length && bytes[end] !== 10 && bytes[end] !== 13) end++;
  const decoder = window.decoder;
  return marked(
    decoder.decode(bytes.subarray(start, at)),
    decoder.decode(bytes.subarray(at, Math.min(end, at + length))),
    decoder.decode(bytes.subarray(Math.min(end, at + length), end)),
  );
}

/**
 * The line of `text` holding offset `offset` (in the text's UTF-16 units; at most `SHOWN` units either side)
 * and a caret line under `[offset, offset + length)`, as `sourceLine` gives them for bytes: for a record read
 * whole as text. Undefined for an offset outside the text.
 */
export function textLine(
  text: string,
  offset: number,
  length: number,
): { text: string; caret: string } | undefined {
  if (offset < 0 || offset > text.length) return undefined;
  const low = Math.max(0, offset - SHOWN);
  const high = Math.min(text.length, offset + Math.max(length, 1) + SHOWN);
  let start = offset;
  while (start > low && !isLineEnd(text.charCodeAt(start - 1))) start--;
  let end = offset;
  while (end < high && !isLineEnd(text.charCodeAt(end))) end++;
  const spanEnd = Math.min(end, offset + length);
  return marked(text.slice(start, offset), text.slice(offset, spanEnd), text.slice(spanEnd, end));
}

function isLineEnd(c: number): boolean {
  return c === 10 || c === 13;
}

/** The shown line (control characters made visible) and the caret under `span`, tabs kept so that it lines up. */
function marked(beforeText: string, spanText: string, afterText: string): { text: string; caret: string } {
  const before = visible(beforeText);
  const span = visible(spanText);
  const pad = [...before].map((c) => (c === '\t' ? '\t' : ' ')).join('');
  return {
    text: before + span + visible(afterText),
    caret: `${pad}^${'~'.repeat(Math.max(0, [...span].length - 1))}`,
  };
}
