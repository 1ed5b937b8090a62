/**
 * A pasted text's UTF-8 bytes in the database worker, as the page sends them (`sendPasted`: slices of the text,
 * each encoded in a buffer of its own and transferred): the reader takes them as a file's chunks, waiting for
 * those still to come, and a game's text is decoded from them (`view`).
 */
export class PastedBytes {
  /** The text's length in characters (all of them sent once `#chars` reaches it). */
  readonly #length: number;
  /** The slices received so far, and the byte offset each starts at. */
  readonly #chunks: Uint8Array[] = [];
  readonly #starts: number[] = [];
  /** Characters received so far. */
  #chars = 0;
  /** Those waiting for the next slice. */
  #waiting: (() => void)[] = [];
  /** Bytes received so far (the whole text's once `ended`). */
  size = 0;

  /** A text of `length` characters, whose slices `push` receives. */
  constructor(length: number) {
    this.#length = length;
  }

  /** Whether every slice has come. */
  get ended(): boolean {
    return this.#chars >= this.#length;
  }

  /** The text's size in bytes as far as known: those received, and a byte a character for the rest. */
  get expected(): number {
    return this.size + this.#length - this.#chars;
  }

  /** A slice's bytes, of `chars` characters of the text. */
  push(bytes: Uint8Array, chars: number): void {
    this.#chunks.push(bytes);
    this.#starts.push(this.size);
    this.size += bytes.length;
    this.#chars += chars;
    const waiting = this.#waiting;
    this.#waiting = [];
    for (const arrived of waiting) arrived();
  }

  /** Settles when the next slice has come (at once if the text has). */
  #more(): Promise<void> {
    return this.ended ? Promise.resolve() : new Promise((resolve) => this.#waiting.push(resolve));
  }

  /** The bytes in slices from the first, each as soon as it has come. */
  async *chunks(): AsyncGenerator<Uint8Array> {
    for (let i = 0; ; i++) {
      while (i >= this.#chunks.length && !this.ended) await this.#more();
      if (i >= this.#chunks.length) return;
      yield this.#chunks[i] as Uint8Array;
    }
  }

  /** The first `head` bytes (all of them if the text is shorter), once they have come. */
  async head(head: number): Promise<Uint8Array> {
    while (this.size < head && !this.ended) await this.#more();
    return this.view(0, head);
  }

  /** The whole text's bytes, in one buffer, once they have all come. */
  async bytes(): Promise<Uint8Array> {
    while (!this.ended) await this.#more();
    return this.view(0, this.size);
  }

  /**
   * The bytes `[offset, offset + length)`, of those received so far: a view of the slice that holds them all (most
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
