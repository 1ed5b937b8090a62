/**
 * A pasted text in the database worker. The page posts the string itself, in one message (it neither encodes nor
 * slices it); the worker encodes it to UTF-8 a slice at a time as the reader asks for bytes
 * (`TextEncoder.encodeInto`, into one buffer), so the first games are read before the rest is encoded, and once
 * read the text's bytes are one array that a game's text is decoded from (`view`).
 */

/** Characters encoded at a time. */
export const TEXT_SLICE = 1 << 18;

const encoder = new TextEncoder();

/** A pasted text and its UTF-8 bytes, encoded so far. */
export class PastedText {
  readonly #text: string;
  readonly #slice: number;
  /** The bytes encoded so far are `#buffer[0, size)`; a byte a character at first (an ASCII text's size). */
  #buffer: Uint8Array;
  /** The byte ends of the slices encoded so far. */
  readonly #ends: number[] = [];
  /** Characters encoded so far. */
  #chars = 0;
  /** Bytes encoded so far (the whole text's once `ended`). */
  size = 0;

  constructor(text: string, slice = TEXT_SLICE) {
    this.#text = text;
    this.#slice = slice;
    this.#buffer = new Uint8Array(text.length);
  }

  /** Whether the whole text is encoded. */
  get ended(): boolean {
    return this.#chars >= this.#text.length;
  }

  /** The text's size in bytes as far as known: those encoded, and a byte a character for the rest. */
  get expected(): number {
    return this.size + this.#text.length - this.#chars;
  }

  /** Encodes the next slice (never cutting a surrogate pair); false when the text was all encoded. */
  #encodeNext(): boolean {
    const text = this.#text;
    if (this.#chars >= text.length) return false;
    let end = Math.min(text.length, this.#chars + this.#slice);
    const last = text.charCodeAt(end - 1);
    if (end < text.length && last >= 0xd800 && last <= 0xdbff) end--;
    let part = text.slice(this.#chars, end);
    for (;;) {
      const { read, written } = encoder.encodeInto(part, this.#buffer.subarray(this.size));
      this.size += written;
      if (read >= part.length) break;
      // characters of more than a byte: room for the rest of the slice at worst, and the rest of the text at best
      part = part.slice(read);
      const next = new Uint8Array(
        Math.max(this.#buffer.length * 2, this.size + part.length * 3 + (text.length - end)),
      );
      next.set(this.#buffer.subarray(0, this.size));
      this.#buffer = next;
    }
    this.#chars = end;
    this.#ends.push(this.size);
    return true;
  }

  /** The bytes in slices from the first, each encoded when it is asked for. */
  *chunks(): Generator<Uint8Array> {
    for (let i = 0; i < this.#ends.length || this.#encodeNext(); i++) {
      yield this.#buffer.subarray(i === 0 ? 0 : (this.#ends[i - 1] as number), this.#ends[i] as number);
    }
  }

  /** The first `head` bytes (all of them if the text is shorter), encoded as far as needed. */
  head(head: number): Uint8Array {
    while (this.size < head && this.#encodeNext());
    return this.#buffer.subarray(0, Math.min(head, this.size));
  }

  /** The whole text's bytes (encoding the rest). */
  bytes(): Uint8Array {
    while (this.#encodeNext());
    return this.#buffer.subarray(0, this.size);
  }

  /** The bytes `[offset, offset + length)`, of those encoded so far. */
  view(offset: number, length: number): Uint8Array {
    return this.#buffer.subarray(Math.min(offset, this.size), Math.min(offset + length, this.size));
  }
}
