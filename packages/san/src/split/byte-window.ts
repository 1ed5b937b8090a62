/**
 * `ByteWindow`: the bytes of an input that a reader looks at again after reading them — `xn`'s diagnostics' source
 * lines and the games `filter`, `dedupe` and `split` write as they are, the playground's game list (a game's bytes
 * to count its plies, the tags of a game that could not be read). The most recent bytes are held in one ring buffer
 * (enough for the largest game `readPgn` reads, plus a chunk); over an input whose older bytes can be read again
 * (`readAgainWith`: `xn` reading a plain file in place) it holds less, and reads them again when asked for.
 */

/** Bytes a window holds at least, whatever its `keep`. */
const LEAST = 1 << 16;

/** Reads `length` bytes of the input at `offset` again, or answers undefined when they cannot all be read. */
export type ReadAgain = (offset: number, length: number) => Uint8Array | undefined;

/**
 * Bytes a window over a plain file holds at most (four of `openInput`'s 32 KiB in-place chunks): the current game
 * and the chunk it is read from, almost always. Older bytes are read again from the file, so the ring need not hold
 * the largest game (4 MiB of memory touched for every run otherwise, issue #48's peak RSS).
 */
const FILE_KEEP = 1 << 17;

/**
 * The last `keep` bytes read (at least 64 KiB), copied into one ring buffer that grows up to that size: the chunks
 * read are not kept (a chunk kept for a while outlives the young generation, and its memory would then wait for a
 * full garbage collection). Over an input read again (`readAgainWith`) the ring holds at most 128 KiB, and a slice
 * of older bytes is read again.
 *
 * @example
 * const window = new ByteWindow(1 << 20);
 * for await (const chunk of chunks) window.push(chunk);
 * window.slice(game.offset, game.offset + game.length).bytes;
 */
export class ByteWindow {
  readonly #keep: number;
  /** How the held bytes are decoded for display (the input's encoding). */
  decoder = new TextDecoder();
  /** The ring: byte `offset` of the input is at `offset % ring.length` while held. */
  #ring = new Uint8Array(0);
  /** The offset of the input's first byte (0, or a `--jobs` worker's range's). */
  #base = 0;
  /** The offsets of the first byte held and of the byte after the last. */
  #start = 0;
  #end = 0;
  /** How the bytes before `#start` are read again; undefined for a stream. */
  #readAgain: ReadAgain | undefined;

  /** @param keep bytes held at least (64 KiB at least): the largest game read and a chunk. */
  constructor(keep: number) {
    this.#keep = Math.max(keep, LEAST);
  }

  /** Starts a new input (offsets from 0 again). */
  reset(): void {
    this.startAt(0);
  }

  /** Starts a new input whose first byte held is at `offset` (a range of a `--jobs` worker). */
  startAt(offset: number): void {
    this.#base = offset;
    this.#start = offset;
    this.#end = offset;
    this.#readAgain = undefined;
  }

  /**
   * The input (started at offset 0) can be read again (a plain file read from its start): bytes no longer held are
   * read again with `read`, so the ring holds at most 128 KiB.
   */
  readAgainWith(read: ReadAgain): void {
    this.#readAgain = read;
  }

  /** The offset just past the last byte pushed. */
  get end(): number {
    return this.#end;
  }

  /** Remembers the next chunk, forgetting the oldest bytes beyond what the window keeps. */
  push(chunk: Uint8Array): void {
    if (chunk.length === 0) return;
    const end = this.#end + chunk.length;
    const keep = this.#readAgain === undefined ? this.#keep : Math.min(this.#keep, FILE_KEEP);
    if (end - this.#start > this.#ring.length && this.#ring.length < keep)
      this.#grow(end - this.#start, keep);
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
  #grow(need: number, keep: number): void {
    const size = Math.min(keep, Math.max(need, 2 * this.#ring.length, LEAST));
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
   * The bytes `[from, to)` as `slice` gives them, but without a copy when they are held in one piece of the ring:
   * valid until the next `push`.
   */
  view(from: number, to: number): { offset: number; bytes: Uint8Array } {
    const start = Math.max(from, this.#start);
    const end = Math.min(to, this.#end);
    const size = this.#ring.length;
    if (start !== Math.max(from, this.#base) || end <= start || (start % size) + (end - start) > size)
      return this.slice(from, to);
    const k = start % size;
    return { offset: start, bytes: this.#ring.subarray(k, k + (end - start)) };
  }

  /**
   * The bytes `[from, to)` read so far (a copy): those still held, or over an input read again those read again;
   * clipped to what is held when they cannot be read.
   */
  slice(from: number, to: number): { offset: number; bytes: Uint8Array } {
    from = Math.max(from, this.#base);
    to = Math.min(to, this.#end);
    if (from < this.#start && from < to && this.#readAgain !== undefined) {
      const bytes = this.#readAgain(from, to - from);
      if (bytes !== undefined) return { offset: from, bytes };
    }
    from = Math.max(from, this.#start);
    if (to <= from) return { offset: from, bytes: new Uint8Array(0) };
    return { offset: from, bytes: this.#copy(from, to) };
  }
}
