/**
 * A pasted text's UTF-8 bytes as they reach the database worker: the page encodes the text a slice at a time and
 * posts each slice's bytes at once (`postText`), so the worker reads the first games while the page still encodes
 * the rest. `chunks()` yields them in order as they arrive.
 */

/** Characters of a pasted text the page encodes and posts at a time. */
export const TEXT_SLICE = 1 << 18;

/** The slices `postText` cuts a text into: `[start, end)` character ranges, none splitting a surrogate pair. */
export function* textSlices(text: string, size = TEXT_SLICE): Generator<readonly [number, number]> {
  let at = 0;
  do {
    let end = Math.min(text.length, at + size);
    const last = text.charCodeAt(end - 1);
    if (end < text.length && last >= 0xd800 && last <= 0xdbff) end--;
    yield [at, end];
    at = end;
  } while (at < text.length);
}

/** A pasted text's bytes, chunk by chunk as the page posts them; `ended` once the last has come. */
export class IncomingText {
  readonly #chunks: Uint8Array[] = [];
  #ended = false;
  /** Who waits for the next chunk. */
  #waiting: (() => void)[] = [];
  /** Bytes received so far (the whole text's once `ended`). */
  size = 0;

  /** A chunk has come (`last`: the text's last). */
  push(bytes: Uint8Array, last: boolean): void {
    this.#chunks.push(bytes);
    this.size += bytes.byteLength;
    if (last) this.#ended = true;
    const waiting = this.#waiting;
    this.#waiting = [];
    for (const wake of waiting) wake();
  }

  get ended(): boolean {
    return this.#ended;
  }

  /** Settles once more than `seen` chunks have come, or the last one has. */
  #arrived(seen: number): Promise<void> {
    if (this.#chunks.length > seen || this.#ended) return Promise.resolve();
    return new Promise((resolve) => this.#waiting.push(resolve));
  }

  /** The chunks in order, each as soon as it has come. */
  async *chunks(): AsyncGenerator<Uint8Array> {
    for (let i = 0; ; i++) {
      await this.#arrived(i);
      const chunk = this.#chunks[i];
      if (chunk === undefined) return;
      yield chunk;
    }
  }

  /** The bytes of the first chunks, at least `head` of them (fewer if the text is shorter), once they have come. */
  async head(head: number): Promise<Uint8Array> {
    while (this.size < head && !this.#ended) await this.#arrived(this.#chunks.length);
    const first: Uint8Array[] = [];
    let bytes = 0;
    for (const chunk of this.#chunks) {
      if (bytes >= head) break;
      first.push(chunk);
      bytes += chunk.byteLength;
    }
    return join(first).subarray(0, head);
  }

  /** The whole text's bytes, once they have all come. */
  async whole(): Promise<Uint8Array> {
    while (!this.#ended) await this.#arrived(this.#chunks.length);
    return join(this.#chunks);
  }
}

/** Chunks as one array of bytes (the one chunk itself when there is one). */
function join(chunks: readonly Uint8Array[]): Uint8Array {
  if (chunks.length === 1) return chunks[0] as Uint8Array;
  const out = new Uint8Array(chunks.reduce((n, c) => n + c.byteLength, 0));
  let at = 0;
  for (const c of chunks) {
    out.set(c, at);
    at += c.byteLength;
  }
  return out;
}
