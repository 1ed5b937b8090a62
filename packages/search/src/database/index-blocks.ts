/**
 * The block checksums that end an index file (layout version 6): the bytes before them cut into blocks of
 * `SUM_BLOCK_BYTES` (the last one shorter), a `blockSum` (u32) of each, then the `blockSum` (u32) of those
 * checksums. A reader at offsets (`CheckedFile`) checks the table once at open and each block as it reads it — a
 * bucket, a list, a game's span, a chunk of the body — so a damaged byte is `invalid-index` wherever the file is
 * read, never a wrong answer; `openIndex` checks every block (`checkBlocks`). 16 KiB blocks: 4 bytes in 16,384
 * (0.024 %) of the file, and a few µs of hashing a block read.
 */
import { SearchError } from '../errors.js';

/**
 * A file read at offsets: its size, and `read(position, into)`, which fills `into` with the file's bytes from
 * `position` and returns how many it read (fewer only at the end), as `fs.readSync(fd, into, 0, into.length,
 * position)` does.
 */
export interface RandomAccessFile {
  readonly size: number;
  read(position: number, into: Uint8Array): number;
}

/** Bytes of a checked block. */
export const SUM_BLOCK_BYTES = 16384;

/** Blocks a `CheckedFile` keeps, checked (a block read again soon is not read and hashed again). */
const HELD_BLOCKS = 16;

/** An aligned copy of a block whose bytes do not start at a multiple of 4 (a view into a Node `Buffer`'s pool). */
let aligned = new Int32Array(SUM_BLOCK_BYTES / 4);

/**
 * The checksum of a block: its little-endian 32-bit words taken by two lanes in turn, each `h = (rotl(h, 13) ^ word)
 * · 0x01000193` (FNV's prime), the lanes mixed, then the last bytes one by one — every step a bijection of the state,
 * so a change of one word (one byte, one bit) always changes the sum; about ten times FNV-1a's speed a byte.
 */
export function blockSum(bytes: Uint8Array): number {
  const pairs = bytes.length >>> 3;
  let words: Int32Array;
  if (bytes.byteOffset % 4 === 0) words = new Int32Array(bytes.buffer, bytes.byteOffset, 2 * pairs);
  else {
    if (aligned.length < 2 * pairs) aligned = new Int32Array(2 * pairs);
    words = aligned.subarray(0, 2 * pairs);
    new Uint8Array(words.buffer, 0, 8 * pairs).set(bytes.subarray(0, 8 * pairs));
  }
  let a = 0x811c9dc5;
  let b = 0x9e3779b9;
  for (let i = 0; i < 2 * pairs; i += 2) {
    a = Math.imul(((a << 13) | (a >>> 19)) ^ words[i]!, 0x01000193);
    b = Math.imul(((b << 13) | (b >>> 19)) ^ words[i + 1]!, 0x01000193);
  }
  let h = a ^ Math.imul(b, 0x85ebca6b);
  for (let i = 8 * pairs; i < bytes.length; i++) h = Math.imul(h ^ bytes[i]!, 0x01000193);
  return h >>> 0;
}

/** Bytes of the block checksums of `end` bytes: a u32 a block, and the table's own. */
export function sumBytes(end: number): number {
  return 4 * Math.ceil(end / SUM_BLOCK_BYTES) + 4;
}

/**
 * Where the block checksums begin in an index file of `size` bytes (`end` with `end + sumBytes(end) === size`);
 * `invalid-index` when no `end` fits (a file cut or grown).
 */
export function sumsAt(size: number): number {
  const end = size - 4 - 4 * Math.ceil((size - 4) / (SUM_BLOCK_BYTES + 4));
  if (!(end >= 0 && end + sumBytes(end) === size))
    throw new SearchError(
      'invalid-index',
      'the index is damaged (cut or grown: its checksums do not fit)',
      0,
      0,
    );
  return end;
}

/** Writes the block checksums of `bytes[0, end)` at `end` (`sumBytes(end)` of room there); where they end. */
export function writeBlockSums(bytes: Uint8Array, end: number): number {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.length);
  let at = end;
  for (let from = 0; from < end; from += SUM_BLOCK_BYTES, at += 4)
    view.setUint32(at, blockSum(bytes.subarray(from, Math.min(from + SUM_BLOCK_BYTES, end))), true);
  view.setUint32(at, blockSum(bytes.subarray(end, at)), true);
  return at + 4;
}

/** The block checksums `table` (read from `end`: a u32 a block, then its own), its own checked (`invalid-index`). */
function blockSums(table: Uint8Array, end: number): Uint32Array {
  const count = (table.length - 4) / 4;
  const view = new DataView(table.buffer, table.byteOffset, table.length);
  if (blockSum(table.subarray(0, 4 * count)) !== view.getUint32(4 * count, true))
    throw new SearchError(
      'invalid-index',
      'the index is damaged (its table of block checksums differs from its checksum)',
      end,
      table.length,
    );
  const sums = new Uint32Array(count);
  for (let b = 0; b < count; b++) sums[b] = view.getUint32(4 * b, true);
  return sums;
}

/** `invalid-index` at block `b` (its bytes `bytes`) unless they hash to `sum`. */
function checkBlock(bytes: Uint8Array, b: number, sum: number): void {
  if (blockSum(bytes) !== sum) {
    const from = b * SUM_BLOCK_BYTES;
    throw new SearchError(
      'invalid-index',
      `the index is damaged (block ${b + 1}, bytes ${from}–${from + bytes.length - 1}, differs from its checksum)`,
      from,
      bytes.length,
    );
  }
}

/** `invalid-index` at `at`: the file ends before a block it holds. */
function cutShort(at: number): SearchError {
  return new SearchError('invalid-index', 'the index is damaged (a block cut short)', at, 0);
}

/** Checks every block of the index file `bytes`, held whole (`invalid-index` at the first damaged); where its checksums begin. */
export function checkBlocks(bytes: Uint8Array): number {
  const end = sumsAt(bytes.length);
  const sums = blockSums(bytes.subarray(end), end);
  for (let b = 0; b < sums.length; b++) {
    const from = b * SUM_BLOCK_BYTES;
    checkBlock(bytes.subarray(from, Math.min(from + SUM_BLOCK_BYTES, end)), b, sums[b]!);
  }
  return end;
}

/**
 * An index file read at offsets with its blocks checked: its `size` is the bytes before the checksums, and `read`
 * reads and checks every block the bytes asked for lie in (`invalid-index` at a damaged one; the last
 * `HELD_BLOCKS` read are kept, checked, in a ring of reused buffers). The table is read and checked at construction.
 */
export class CheckedFile implements RandomAccessFile {
  readonly size: number;
  readonly #file: RandomAccessFile;
  readonly #sums: Uint32Array;
  /** The block each slot holds (-1: none), and its bytes. */
  readonly #held = new Int32Array(HELD_BLOCKS).fill(-1);
  readonly #blocks: Uint8Array[] = [];

  constructor(file: RandomAccessFile) {
    this.#file = file;
    this.size = sumsAt(file.size);
    const table = new Uint8Array(file.size - this.size);
    if (file.read(this.size, table) !== table.length)
      throw new SearchError('invalid-index', 'the index is damaged (its checksums cut short)', this.size, 0);
    this.#sums = blockSums(table, this.size);
  }

  read(position: number, into: Uint8Array): number {
    if (!(Number.isSafeInteger(position) && position >= 0)) return 0;
    const end = Math.min(position + into.length, this.size);
    if (end <= position) return 0;
    // the whole blocks of a long read (a scan's chunk) read straight into `into` with one read, then checked there
    const wholeAt = Math.ceil(position / SUM_BLOCK_BYTES) * SUM_BLOCK_BYTES;
    const wholeEnd = end === this.size ? end : Math.floor(end / SUM_BLOCK_BYTES) * SUM_BLOCK_BYTES;
    if (wholeEnd - wholeAt < 2 * SUM_BLOCK_BYTES) this.#copy(position, end, into, position);
    else {
      this.#copy(position, wholeAt, into, position);
      const whole = into.subarray(wholeAt - position, wholeEnd - position);
      if (this.#file.read(wholeAt, whole) !== whole.length) throw cutShort(wholeAt);
      for (let from = 0; from < whole.length; from += SUM_BLOCK_BYTES) {
        const b = (wholeAt + from) / SUM_BLOCK_BYTES;
        checkBlock(whole.subarray(from, from + SUM_BLOCK_BYTES), b, this.#sums[b]!);
      }
      this.#copy(wholeEnd, end, into, position);
    }
    return end - position;
  }

  /** Copies the file's bytes `[at, end)` into `into` (whose first byte is the file's `base`), block by block. */
  #copy(at: number, end: number, into: Uint8Array, base: number): void {
    while (at < end) {
      const b = Math.floor(at / SUM_BLOCK_BYTES);
      const block = this.#block(b);
      const from = at - b * SUM_BLOCK_BYTES;
      const n = Math.min(block.length - from, end - at);
      into.set(block.subarray(from, from + n), at - base);
      at += n;
    }
  }

  /** Block `b`'s bytes, read and checked (or held from a read before). */
  #block(b: number): Uint8Array {
    const slot = b % HELD_BLOCKS;
    const from = b * SUM_BLOCK_BYTES;
    const length = Math.min(SUM_BLOCK_BYTES, this.size - from);
    const bytes = (this.#blocks[slot] ??= new Uint8Array(SUM_BLOCK_BYTES)).subarray(0, length);
    if (this.#held[slot] === b) return bytes;
    this.#held[slot] = -1;
    if (this.#file.read(from, bytes) !== length) throw cutShort(from);
    checkBlock(bytes, b, this.#sums[b]!);
    this.#held[slot] = b;
    return bytes;
  }
}
