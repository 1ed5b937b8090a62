/**
 * A pasted text in the database worker. The page posts the string itself, in one message (it neither encodes nor
 * slices it); the worker encodes it to UTF-8 a slice at a time as the reader asks for bytes, so the first games
 * are read before the rest is encoded. Each slice gets a buffer of its own, as a `Blob`'s stream gives a file's
 * chunks: decoding a game's bytes from views of one 5 MB buffer took Chromium 2–3 times as long as from chunks of
 * their own. The clipboard's text is a string of 16-bit characters, which `TextEncoder.encodeInto` encodes at
 * about half the speed of a loop over its character codes, so the ASCII run of a slice is copied by that loop and
 * only the rest goes through `encodeInto`. A game's text is decoded from the slices (`view`).
 */

/** Characters encoded at a time. */
export const TEXT_SLICE = 1 << 18;

const encoder = new TextEncoder();

/**
 * Copies the characters of `text` from `from` into `out` while they are ASCII (as many as `out` holds): how many
 * were copied.
 */
function copyAscii(text: string, from: number, out: Uint8Array): number {
  const n = Math.min(out.length, text.length - from);
  for (let i = 0; i < n; i++) {
    const c = text.charCodeAt(from + i);
    if (c >= 0x80) return i;
    out[i] = c;
  }
  return n;
}

/** A pasted text and its UTF-8 bytes, encoded so far. */
export class PastedText {
  readonly #text: string;
  readonly #slice: number;
  /** The slices encoded so far, each in a buffer of its own, and the byte offset each starts at. */
  readonly #chunks: Uint8Array[] = [];
  readonly #starts: number[] = [];
  /** Characters encoded so far. */
  #chars = 0;
  /** Bytes encoded so far (the whole text's once `ended`). */
  size = 0;

  constructor(text: string, slice = TEXT_SLICE) {
    this.#text = text;
    this.#slice = slice;
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
    const from = this.#chars;
    if (from >= text.length) return false;
    let end = Math.min(text.length, from + this.#slice);
    const last = text.charCodeAt(end - 1);
    if (end < text.length && last >= 0xd800 && last <= 0xdbff) end--;
    let chunk = new Uint8Array(end - from);
    const ascii = copyAscii(text, from, chunk);
    let written = ascii;
    if (ascii < chunk.length) {
      // characters of more than a byte: at most 3 bytes for each UTF-16 code unit left
      const rest = text.slice(from + ascii, end);
      const wide = new Uint8Array(ascii + rest.length * 3);
      wide.set(chunk.subarray(0, ascii));
      written += encoder.encodeInto(rest, wide.subarray(ascii)).written;
      chunk = wide;
    }
    this.#chunks.push(chunk.subarray(0, written));
    this.#starts.push(this.size);
    this.size += written;
    this.#chars = end;
    return true;
  }

  /** The bytes in slices from the first, each encoded when it is asked for. */
  *chunks(): Generator<Uint8Array> {
    for (let i = 0; i < this.#chunks.length || this.#encodeNext(); i++) yield this.#chunks[i] as Uint8Array;
  }

  /** The first `head` bytes (all of them if the text is shorter), encoded as far as needed. */
  head(head: number): Uint8Array {
    while (this.size < head && this.#encodeNext());
    return this.view(0, head);
  }

  /** The whole text's bytes (encoding the rest). */
  bytes(): Uint8Array {
    while (this.#encodeNext());
    return this.view(0, this.size);
  }

  /**
   * The bytes `[offset, offset + length)`, of those encoded so far: a view of the slice that holds them all (most
   * games), else a copy.
   */
  view(offset: number, length: number): Uint8Array {
    const from = Math.min(offset, this.size);
    const to = Math.min(offset + length, this.size);
    const starts = this.#starts;
    // the last slice starting at or before `from`
    let lo = 0;
    let hi = starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if ((starts[mid] as number) <= from) lo = mid;
      else hi = mid - 1;
    }
    const first = this.#chunks[lo];
    const start = starts[lo] ?? 0;
    if (first === undefined || to <= start + first.length)
      return (first ?? new Uint8Array(0)).subarray(from - start, to - start);
    const out = new Uint8Array(to - from);
    for (let i = lo, at = 0; at < out.length; i++) {
      const chunk = this.#chunks[i] as Uint8Array;
      const part = chunk.subarray(
        Math.max(0, from - (starts[i] as number)),
        Math.min(chunk.length, to - (starts[i] as number)),
      );
      out.set(part, at);
      at += part.length;
    }
    return out;
  }
}
