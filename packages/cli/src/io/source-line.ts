/**
 * The source line of a diagnostic: the most recent bytes of the input are kept (enough to hold the largest game
 * `readPgn` reads, plus a chunk), so the line around a byte offset can be printed with a caret under the span.
 */
import { visible } from '@x/core/internal';

/** Bytes shown at most on either side of a diagnostic's offset. */
const SHOWN = 160;

/** The last `keep` bytes read (at least), as the chunks they came in, with their offsets. */
export class ByteWindow {
  readonly #keep: number;
  /** How the held bytes are decoded for display (the input's encoding). */
  decoder = new TextDecoder();
  #chunks: { offset: number; bytes: Uint8Array }[] = [];
  #start = 0;
  #end = 0;

  constructor(keep: number) {
    this.#keep = keep;
  }

  /** Starts a new input (offsets from 0 again). */
  reset(): void {
    this.#chunks = [];
    this.#start = 0;
    this.#end = 0;
  }

  /** Starts a new input whose first byte held is at `offset` (a batch of a `--jobs` worker). */
  startAt(offset: number): void {
    this.reset();
    this.#start = offset;
    this.#end = offset;
  }

  /** Remembers the next chunk, forgetting the oldest ones beyond `keep` bytes. */
  push(bytes: Uint8Array): void {
    this.#chunks.push({ offset: this.#end, bytes });
    this.#end += bytes.length;
    while (
      this.#chunks.length > 1 &&
      this.#end - (this.#start + this.#chunks[0]!.bytes.length) >= this.#keep
    ) {
      this.#start += this.#chunks.shift()!.bytes.length;
    }
  }

  /** The bytes `[from, to)` still held (clipped to what is held). */
  slice(from: number, to: number): { offset: number; bytes: Uint8Array } {
    from = Math.max(from, this.#start);
    to = Math.min(to, this.#end);
    if (to <= from) return { offset: from, bytes: new Uint8Array(0) };
    const out = new Uint8Array(to - from);
    for (const chunk of this.#chunks) {
      const a = Math.max(from, chunk.offset);
      const b = Math.min(to, chunk.offset + chunk.bytes.length);
      if (a < b) out.set(chunk.bytes.subarray(a - chunk.offset, b - chunk.offset), a - from);
    }
    return { offset: from, bytes: out };
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
