/**
 * The bytes of a PGN source, whatever its kind (a string, an array, a Node stream, a web stream), cut into game
 * sections by the tokenizer's cutting mode (`tokenizer.ts`): what `readPgn` reads its games from and `splitPgn` reports, so that both cut the
 * source in the same places.
 */
import type { Section } from './section.js';
import { SectionCutter } from './tokenizer.js';

/** Where one section of a PGN source lies: the bytes of one game (`Section` says where of more). */
export interface PgnSection {
  /** Byte offset of the section in the source (a UTF-8 byte order mark is before the first one). */
  readonly offset: number;
  /** Byte length of the section, up to the next section (trailing blank lines included). */
  readonly length: number;
  /** 1-based line of `offset` (lines end at `\n`). */
  readonly line: number;
  /** 1-based column of `offset`, in bytes: 1 unless the section starts after a lone `\r`. */
  readonly column: number;
}

/** A web `ReadableStream` of bytes or strings (`Blob.stream()`, a `fetch` body), as `readPgn` reads it. */
export interface PgnStream {
  /** A reader of the stream's chunks. */
  getReader(): {
    read(): Promise<{ readonly done: boolean; readonly value?: string | Uint8Array | undefined }>;
    releaseLock(): void;
    cancel(reason?: unknown): Promise<void>;
  };
}

/** What `readPgn` reads: a whole text or file, an async iterable of chunks (Node streams), or a web stream. */
export type PgnSource = string | Uint8Array | AsyncIterable<string | Uint8Array> | PgnStream;

/** Size of the pieces a whole string or array is split into, so games arrive as they complete. */
const PIECE = 65_536;

/** The chunk `byteChunks` ends with: the source has ended (the cutting mode finishes its last section). */
const END: Uint8Array = /* @__PURE__ */ new Uint8Array(0);

/** Where a source that is a piece of a larger one begins in it: a byte offset at a line start, and its line. */
export interface PgnOrigin {
  /** Byte offset in the larger source of the piece's first byte. */
  readonly offset: number;
  /** 1-based line of that byte. */
  readonly line: number;
  /**
   * UTF-16 units of the larger source's text before that byte (where the errors' `offset`s of the piece count
   * from). Default `offset`: right when the text before the piece is ASCII, or of a single-byte encoding.
   */
  readonly unitOffset?: number;
}

/** What a reader that counts UTF-16 units of the source learns from `sectionBatches`: bytes less units skipped before the first section (a byte order mark). */
export interface UnitCount {
  deficit: number;
}

/**
 * The sections of `source`, one array per chunk read (read each array before asking for the next: its sections
 * may be views of the chunk). UTF-8 byte order marks (when `utf8`, at the start of a whole source) are skipped.
 * `maxBytes` caps a section's bytes kept (`Section.oversized`); `headersOnly` keeps only each section's tag
 * section; `origin` locates the sections in a larger source the bytes are a piece of. Given `units`, the byte
 * order marks skipped are added to its `deficit` and sections count `lost`.
 */
export async function* sectionBatches(
  source: PgnSource,
  maxBytes: number,
  headersOnly: boolean,
  utf8: boolean,
  origin: PgnOrigin = { offset: 0, line: 1 },
  units?: UnitCount,
): AsyncGenerator<Section[], void, undefined> {
  const sections: Section[] = [];
  let cutter: SectionCutter | undefined;
  let head: Uint8Array | undefined;
  for await (const piece of byteChunks(source)) {
    const last = piece === END;
    let chunk = piece;
    if (cutter === undefined) {
      // The first bytes decide whether there are byte order marks to skip (a file that two tools each marked
      // starts with two: the reader and the cutter skip them all alike).
      head = head === undefined ? chunk : concat(head, chunk);
      let skip = 0;
      while (utf8 && origin.offset === 0 && isBom(head, skip)) skip += 3;
      if (head.length < skip + 3 && !last) continue;
      cutter = new SectionCutter(
        maxBytes,
        headersOnly,
        origin.offset + skip,
        origin.line,
        utf8 && units !== undefined,
      );
      if (units !== undefined) units.deficit += skip;
      chunk = head.subarray(skip);
    }
    cutter.push(chunk, sections);
    if (last) cutter.finish(sections);
    if (sections.length > 0) {
      yield sections;
      sections.length = 0;
    }
  }
}

/** Whether a UTF-8 byte order mark (EF BB BF) is at `at` of `bytes`. */
function isBom(bytes: Uint8Array, at: number): boolean {
  return bytes[at] === 0xef && bytes[at + 1] === 0xbb && bytes[at + 2] === 0xbf;
}

function concat(a: Uint8Array, b: Uint8Array): Uint8Array {
  const joined = new Uint8Array(a.length + b.length);
  joined.set(a);
  joined.set(b, a.length);
  return joined;
}

function isStream(source: unknown): source is PgnStream {
  return typeof (source as PgnStream | null)?.getReader === 'function';
}

function isAsyncIterable(source: unknown): source is AsyncIterable<string | Uint8Array> {
  return typeof (source as AsyncIterable<unknown> | null)?.[Symbol.asyncIterator] === 'function';
}

/** The source as byte chunks: strings encoded as UTF-8 (a surrogate pair split across chunks kept whole). */
async function* byteChunks(source: PgnSource): AsyncGenerator<Uint8Array, void, undefined> {
  const encoder = new TextEncoder();
  if (typeof source === 'string') {
    for (let at = 0; at < source.length; ) {
      let to = Math.min(at + PIECE, source.length);
      if (to < source.length && isHighSurrogate(source.charCodeAt(to - 1))) to++;
      yield encoder.encode(source.slice(at, to));
      at = to;
    }
    yield END;
    return;
  }
  if (source instanceof Uint8Array) {
    for (let at = 0; at < source.length; at += PIECE) yield source.subarray(at, at + PIECE);
    yield END;
    return;
  }
  let pending = '';
  const encode = (text: string): Uint8Array => {
    text = pending + text;
    pending = '';
    if (text.length > 0 && isHighSurrogate(text.charCodeAt(text.length - 1))) {
      pending = text.slice(-1);
      text = text.slice(0, -1);
    }
    return encoder.encode(text);
  };
  const bytes = (chunk: unknown): Uint8Array => {
    if (typeof chunk === 'string') return encode(chunk);
    if (chunk instanceof Uint8Array) {
      if (pending === '') return chunk;
      return concat(encode(''), chunk);
    }
    throw new TypeError('@x/san: readPgn reads chunks that are strings or Uint8Arrays');
  };
  if (isStream(source)) {
    const reader = source.getReader();
    let done = false;
    try {
      for (;;) {
        const next = await reader.read();
        if (next.done) break;
        if (next.value !== undefined) yield bytes(next.value);
      }
      done = true;
    } finally {
      if (done) reader.releaseLock();
      else await reader.cancel();
    }
  } else if (isAsyncIterable(source)) {
    for await (const chunk of source) yield bytes(chunk);
  } else {
    throw new TypeError(
      '@x/san: readPgn reads a string, a Uint8Array, an async iterable of chunks or a ReadableStream',
    );
  }
  // a truth test, not a comparison: the JIT needs no notes of it (it runs once, after the code is compiled)
  if (pending) yield encoder.encode(pending);
  yield END;
}

function isHighSurrogate(c: number): boolean {
  return c >= 0xd800 && c <= 0xdbff;
}
