/**
 * The position index's file layout (version 6), and the source stamp that ties an index to its PGN file. All
 * numbers little-endian; `f64` holds byte counts and times (exact up to 2^53).
 *
 * | bytes | field |
 * | --- | --- |
 * | 0–7 | magic `XNINDEX` and 0x1a |
 * | 8–9 | version (6), u16; 10–11 reserved (0) |
 * | 12–19 | the source's size in bytes, f64 |
 * | 20–27 | the source's modification time in ms, f64 |
 * | 28–35 | the source's sample hash (`sampleHash`), two u32 |
 * | 36–51 | the byte range of the source the index covers: start, end, f64 each |
 * | 52–55 | games, u32 |
 * | 56–59 | move dictionary entries, u32 |
 * | 60–63 | start positions (`Variant`/`FEN` pairs), u32 |
 * | 64–71 | body bytes, f64 |
 * | 72–79 | key section bytes, f64 (0: none) |
 * | 80… | the dictionary (u32 each: an `@x/core/engine` move code), the start positions (varint length + UTF-8 of `variant \n fen`), the body (`game-record.ts`), the key section (`key-section.ts`) |
 * | end | the block checksums (`index-blocks.ts`): an FNV-1a (u32) of each 16 KiB block of the bytes before them, then the FNV-1a (u32) of those |
 *
 * Versions 1 (no key section), 2 (no plies in the key section), 3 (a 32-bit key, no check word), 4 (every
 * position keyed, 14 bytes each) and 5 (one checksum of the whole file, unchecked when read at offsets) are refused
 * as `not-an-index` naming their version: build the index again.
 */
import { SearchError } from '../errors.js';

/** The first eight bytes of every index. */
export const INDEX_MAGIC: Uint8Array = /* @__PURE__ */ new Uint8Array([88, 78, 73, 78, 68, 69, 88, 0x1a]);
/** The layout version this package writes and reads. */
export const INDEX_VERSION = 6;
/** Bytes of the fixed header. */
export const HEADER_BYTES = 80;
/** Bytes hashed at each end of the source for its `sampleHash`. */
export const SAMPLE_BYTES = 65536;

/**
 * What ties an index to its source: the PGN file's size, modification time and `sampleHash`. An index whose
 * stamp differs from the file's is stale (`stale-index`), never read as if it were the file's.
 */
export interface SourceStamp {
  readonly size: number;
  readonly mtimeMs: number;
  /** `sampleHash` of the file's bytes (its first and last `SAMPLE_BYTES`), two u32. */
  readonly hash: readonly [number, number];
}

/** A start position of indexed games: its `Variant` and `FEN` tags (either may be empty). */
export interface IndexedStart {
  readonly variant: string;
  readonly fen: string;
}

/** The header fields of an index. */
export interface IndexHeader {
  readonly stamp: SourceStamp;
  /** The byte range `[start, end)` of the source the index covers (the whole file once parts are merged). */
  readonly start: number;
  readonly end: number;
  readonly games: number;
  readonly moves: number;
  readonly starts: number;
  readonly bodyBytes: number;
  /** Bytes of the key section (its alignment included; 0 when the index has none). */
  readonly keyBytes: number;
}

/** FNV-1a (32 bits) of `bytes`, from `seed`. */
export function fnv1a(bytes: Uint8Array, seed = 0x811c9dc5): number {
  let h = seed;
  for (let i = 0; i < bytes.length; i++) h = Math.imul(h ^ bytes[i]!, 0x01000193);
  return h >>> 0;
}

/**
 * The sample hash of a source: FNV-1a of its first `SAMPLE_BYTES` and of its last `SAMPLE_BYTES` (`head`,
 * `tail`: the same bytes when the file is shorter).
 */
export function sampleHash(head: Uint8Array, tail: Uint8Array): readonly [number, number] {
  return [fnv1a(head), fnv1a(tail, 0x9e3779b9)];
}

/** The stamp of a source held whole in memory (its modification time given, else 0). */
export function stampOf(bytes: Uint8Array, mtimeMs = 0): SourceStamp {
  const head = bytes.subarray(0, SAMPLE_BYTES);
  const tail = bytes.subarray(Math.max(0, bytes.length - SAMPLE_BYTES));
  return { size: bytes.length, mtimeMs, hash: sampleHash(head, tail) };
}

/** Writes the header into the first `HEADER_BYTES` of `out`. */
export function writeHeader(out: Uint8Array, header: IndexHeader): void {
  const view = new DataView(out.buffer, out.byteOffset, HEADER_BYTES);
  out.set(INDEX_MAGIC, 0);
  view.setUint16(8, INDEX_VERSION, true);
  view.setUint16(10, 0, true);
  view.setFloat64(12, header.stamp.size, true);
  view.setFloat64(20, header.stamp.mtimeMs, true);
  view.setUint32(28, header.stamp.hash[0], true);
  view.setUint32(32, header.stamp.hash[1], true);
  view.setFloat64(36, header.start, true);
  view.setFloat64(44, header.end, true);
  view.setUint32(52, header.games, true);
  view.setUint32(56, header.moves, true);
  view.setUint32(60, header.starts, true);
  view.setFloat64(64, header.bodyBytes, true);
  view.setFloat64(72, header.keyBytes, true);
}

/**
 * The fields of the header `head` (its first `HEADER_BYTES` at least) of an index file of `size` bytes, its magic
 * and version checked (`not-an-index`; a file of the magic too short for its header is `invalid-index` at its
 * end), not its block's checksum (`index-blocks.ts`).
 */
export function headerFields(head: Uint8Array, size: number): IndexHeader {
  if (head.length < INDEX_MAGIC.length || INDEX_MAGIC.some((b, i) => head[i] !== b))
    throw new SearchError('not-an-index', 'not an xn position index (no XNINDEX magic)', 0, 8);
  if (size < HEADER_BYTES + 8 || head.length < HEADER_BYTES)
    throw new SearchError(
      'invalid-index',
      `the index is cut short: ${size} bytes, less than its header and checksum (${HEADER_BYTES + 8})`,
      size,
      0,
    );
  const view = new DataView(head.buffer, head.byteOffset, HEADER_BYTES);
  const version = view.getUint16(8, true);
  if (version !== INDEX_VERSION)
    throw new SearchError(
      'not-an-index',
      `an index of version ${version}; this reader reads ${INDEX_VERSION} (build the index again)`,
      8,
      2,
    );
  return {
    stamp: {
      size: view.getFloat64(12, true),
      mtimeMs: view.getFloat64(20, true),
      hash: [view.getUint32(28, true), view.getUint32(32, true)],
    },
    start: view.getFloat64(36, true),
    end: view.getFloat64(44, true),
    games: view.getUint32(52, true),
    moves: view.getUint32(56, true),
    starts: view.getUint32(60, true),
    bodyBytes: view.getFloat64(64, true),
    keyBytes: view.getFloat64(72, true),
  };
}

/** Whether two stamps are of the same file state. */
export function sameStamp(a: SourceStamp, b: SourceStamp): boolean {
  return a.size === b.size && a.mtimeMs === b.mtimeMs && a.hash[0] === b.hash[0] && a.hash[1] === b.hash[1];
}
