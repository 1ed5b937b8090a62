/**
 * The main thread's part of `--jobs N`: an input's bytes cut into blocks of about a megabyte at a likely game start
 * (a `[` at a line start, after a blank line when there is one), without reading a game. Each block carries the
 * line of the next block's first byte (the probe: what a worker needs to see whether the one-thread cut falls
 * there), its byte offset and its first line in the input. Whether the cut is the one `splitPgn` makes is the
 * worker's to confirm (`block-sections.ts`); the main thread only reads, copies a game's worth of bytes from one
 * block to the next, and counts line feeds.
 */

/** A block of an input, in a buffer of its own (to transfer to a worker). */
export interface ByteBlock {
  /** The block's bytes, then the probe's (`probe` bytes: the first line of the next block). */
  readonly bytes: Uint8Array;
  /** Bytes of the block itself (the probe's come after them). */
  readonly length: number;
  readonly probe: number;
  /** Byte offset of the block in the input, and the 1-based line of its first byte. */
  readonly offset: number;
  readonly line: number;
  /**
   * `probe`: a cut at `length`, to confirm; `end`: the input's last block; `open`: the bytes read before a read
   * error (the last section, unfinished, is not read, as in one thread).
   */
  readonly tail: 'probe' | 'end' | 'open';
}

/** Most bytes of a probe: a first line longer than this is not a cut (the block grows past it). */
const MAX_PROBE = 4096;

/** `\n[`, `\n\n[` and `\n\r\n[`, the byte patterns of a tag pair at a line start. */
const LINE_TAG = Buffer.from('\n[');
const BLANK_TAG = Buffer.from('\n\n[');
const CRLF_BLANK_TAG = Buffer.from('\n\r\n[');

/** Line feeds in `bytes[from, to)`. */
export function lineFeeds(bytes: Uint8Array, from: number, to: number): number {
  const view = Buffer.from(bytes.buffer, bytes.byteOffset, to);
  let n = 0;
  for (let i = view.indexOf(10, from); i >= 0; i = view.indexOf(10, i + 1)) n++;
  return n;
}

/**
 * The offset of the `[` of the last likely game start in `bytes[1, size)` whose line ends before `size` (after a
 * blank line, else any at a line start), and the end of that line; undefined when there is none.
 */
function lastCut(bytes: Uint8Array, size: number): { at: number; probeEnd: number } | undefined {
  const view = Buffer.from(bytes.buffer, bytes.byteOffset, size);
  for (const [pattern, skip] of [
    [BLANK_TAG, 2],
    [CRLF_BLANK_TAG, 3],
    [LINE_TAG, 1],
  ] as const) {
    let from = size;
    for (let tries = 0; tries < 4 && from > 0; tries++) {
      const k = view.lastIndexOf(pattern, from - 1);
      if (k < 0) break;
      const at = k + skip;
      const lineEnd = view.indexOf(10, at);
      if (lineEnd >= 0 && lineEnd + 1 - at <= MAX_PROBE) return { at, probeEnd: lineEnd + 1 };
      from = k;
    }
  }
  return undefined;
}

/**
 * Cuts the chunks of an input into `ByteBlock`s of at least `size` bytes (a block grows until a cut is found, up to
 * `maxSize`: then `next` answers `'too-long'`, and the rest is for the caller, `rest`).
 *
 * With `reuse` (a file the readers read again at the blocks' places, `block-file.ts`), every block's bytes are a
 * view of one buffer, valid until the next call of `next`: the cutter allocates nothing per block.
 */
export class BlockCutter {
  readonly #chunks: AsyncIterator<Uint8Array>;
  readonly #size: number;
  readonly #maxSize: number;
  readonly #reuse: boolean;
  /** The bytes read and not yet sent (from `#offset` on), in `#buffer[#start, #fill)`. */
  #buffer: Uint8Array;
  /** With `reuse`: where the bytes not yet sent begin in `#buffer` (moved to its start by the next read). */
  #start = 0;
  #fill = 0;
  #offset = 0;
  #line = 1;
  #ended = false;

  constructor(chunks: AsyncIterable<Uint8Array>, size: number, maxSize = 64 << 20, reuse = false) {
    this.#chunks = chunks[Symbol.asyncIterator]();
    this.#size = Math.max(1, size);
    this.#maxSize = Math.max(this.#size, maxSize);
    this.#reuse = reuse;
    this.#buffer = new Uint8Array(this.#size + MAX_PROBE);
  }

  /** Byte offset and line of the first byte not yet sent. */
  get offset(): number {
    return this.#offset;
  }
  get line(): number {
    return this.#line;
  }

  /**
   * The next block; undefined at the end; `'too-long'` when no cut is found in `maxSize` bytes (a block without
   * one is searched again each time it has doubled: linear time).
   */
  async next(): Promise<ByteBlock | undefined | 'too-long'> {
    this.#compact();
    let searched = 0;
    for (;;) {
      if (this.#ended) return this.#fill === 0 ? undefined : this.#take(this.#fill, 0, 'end');
      if (this.#fill >= Math.max(this.#size, 2 * searched)) {
        const cut = lastCut(this.#buffer, this.#fill);
        if (cut !== undefined && cut.at > 0) return this.#take(cut.at, cut.probeEnd - cut.at, 'probe');
        if (this.#fill >= this.#maxSize) return 'too-long';
        searched = this.#fill;
      }
      await this.#read();
    }
  }

  /** The bytes read before a read error, as a last block whose unfinished section is not read. */
  partial(): ByteBlock | undefined {
    this.#compact();
    return this.#fill === 0 ? undefined : this.#take(this.#fill, 0, 'open');
  }

  /** The bytes read and not sent, then the chunks not yet read. */
  async *rest(): AsyncGenerator<Uint8Array, void, undefined> {
    this.#compact();
    if (this.#fill > 0) yield this.#buffer.slice(0, this.#fill);
    this.#fill = 0;
    if (this.#ended) return;
    for (;;) {
      const next = await this.#chunks.next();
      if (next.done) return;
      // a copy: the chunks of a file read in place share one buffer (`openInput`), and these are held
      yield next.value.slice();
    }
  }

  /** With `reuse`: moves the bytes not yet sent to the start of the buffer (the last block's view ends here). */
  #compact(): void {
    if (this.#start === 0) return;
    this.#buffer.copyWithin(0, this.#start, this.#start + this.#fill);
    this.#start = 0;
  }

  /** Reads one chunk into the buffer (grown as needed), or notes the end. */
  async #read(): Promise<void> {
    const next = await this.#chunks.next();
    if (next.done) {
      this.#ended = true;
      return;
    }
    const chunk = next.value;
    if (this.#fill + chunk.length > this.#buffer.length) {
      const grown = new Uint8Array(Math.max(this.#fill + chunk.length, 2 * this.#buffer.length));
      grown.set(this.#buffer.subarray(0, this.#fill));
      this.#buffer = grown;
    }
    this.#buffer.set(chunk, this.#fill);
    this.#fill += chunk.length;
  }

  /** Sends `bytes[0, length + probe)` as a block; the bytes from `length` on start the next one. */
  #take(length: number, probe: number, tail: ByteBlock['tail']): ByteBlock {
    const bytes = this.#buffer;
    const block: ByteBlock = {
      bytes: bytes.subarray(0, length + probe),
      length,
      probe,
      offset: this.#offset,
      line: this.#line,
      tail,
    };
    const left = this.#fill - length;
    if (this.#reuse) this.#start = length;
    else {
      this.#buffer = new Uint8Array(Math.max(this.#size + MAX_PROBE, left + (1 << 16)));
      this.#buffer.set(bytes.subarray(length, this.#fill));
    }
    this.#fill = left;
    this.#offset += length;
    this.#line += lineFeeds(bytes, 0, length);
    return block;
  }
}
