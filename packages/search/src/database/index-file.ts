/**
 * `openIndexFile`: a position index read at offsets (`fs.readSync(fd, buffer, 0, length, position)`), never
 * whole: the header, the dictionary and the starts at open; then a scan streams the body in chunks, and an
 * exact-position query reads only the buckets of its keys (games and first plies) and the offsets and lengths of
 * the games it lists — so its time
 * follows the games it finds, not the size of the index. What it reads is checked as `openIndex` checks it (magic
 * and version: `not-an-index`; the stamp: `stale-index`; every block read against its checksum, the sections'
 * sizes against the file's and every bound: `invalid-index`), through a `CheckedFile` (`index-blocks.ts`).
 */
import { blankRecord, ByteCursor, type GameRecord, readRecordHead } from './game-record.js';
import { CheckedFile, type RandomAccessFile } from './index-blocks.js';
import { HEADER_BYTES, headerFields, type SourceStamp } from './index-format.js';
import { forEachPosition } from './index-positions.js';
import {
  checkStamp,
  type PositionIndex,
  readCodes,
  type SourceSpans,
  readRecord,
  readStarts,
  truncated,
} from './index-reader.js';
import {
  BLOCK_BITS,
  escapesOf,
  KEY_FIXED_BYTES,
  type KeyLayout,
  type KeySlices,
  keyLayout,
  positionsWithKeys,
  fillSpans,
} from './key-section.js';

export type { RandomAccessFile } from './index-blocks.js';

/** `length` bytes of `file` at `position` (fewer only past its end), in a new array. */
function readBytes(file: RandomAccessFile, position: number, length: number): Uint8Array {
  const out = new Uint8Array(Math.max(0, length));
  return out.subarray(0, file.read(position, out));
}

/** Chunks of a scan of the body, and the most a record's head (its varints, flags, start, signature) takes. */
const SCAN_CHUNK = 1 << 20;
const HEAD_BYTES = 64;

/**
 * A window on the bytes of a file up to `limit`, read again when a span falls outside: at least `chunk` bytes,
 * twice as many each time the reads go on forward (read-ahead, up to `SCAN_CHUNK`), `chunk` again after a jump.
 */
class Window {
  /** The bytes held (a view of `#buffer`, which is reused: one allocation, grown when a span needs it). */
  bytes: Uint8Array = new Uint8Array(0);
  #buffer: Uint8Array = new Uint8Array(0);
  view: DataView = new DataView(this.bytes.buffer);
  /** The file position of `bytes[0]`. */
  base = 0;
  #ahead: number;
  constructor(
    readonly file: RandomAccessFile,
    readonly limit: number,
    readonly chunk: number,
  ) {
    this.#ahead = chunk;
  }

  /** Makes `[at, at + n)` (cut at the limit) held; returns where `at` is in `bytes`. */
  hold(at: number, n: number): number {
    const end = Math.min(at + n, this.limit);
    const held = this.base + this.bytes.length;
    if (at < this.base || end > held) {
      this.#ahead =
        at >= this.base && at < held + 4 * this.#ahead ? Math.min(2 * this.#ahead, SCAN_CHUNK) : this.chunk;
      const length = Math.max(end - at, Math.min(this.#ahead, this.limit - at));
      if (this.#buffer.length < length) this.#buffer = new Uint8Array(Math.max(length, this.#ahead));
      this.bytes = this.#buffer.subarray(0, this.file.read(at, this.#buffer.subarray(0, length)));
      this.view = new DataView(this.bytes.buffer, this.bytes.byteOffset, this.bytes.length);
      this.base = at;
      if (this.bytes.length < end - at) throw truncated(at + this.bytes.length);
    }
    return at - this.base;
  }
}

/**
 * Opens the index file `file` by reading at offsets; with `stamp`, checks it is the index of that source
 * (`stale-index`).
 *
 * @example const fd = fs.openSync(path, 'r'); const index = openIndexFile({ size: fs.fstatSync(fd).size, read: (at, into) => fs.readSync(fd, into, 0, into.length, at) }, stamp);
 */
export function openIndexFile(source: RandomAccessFile, stamp?: SourceStamp): PositionIndex {
  // the magic and version (a file of no index, or of another version, is `not-an-index`) and the stamp (`stale-index`)
  // first, as `openIndex` checks them; then the header read again, its block checked
  checkStamp(headerFields(readBytes(source, 0, HEADER_BYTES), source.size), stamp);
  const file = new CheckedFile(source);
  const header = headerFields(readBytes(file, 0, HEADER_BYTES), source.size);
  const end = file.size;
  const bodyEnd = end - header.keyBytes;
  const bodyAt = bodyEnd - header.bodyBytes;
  const startsAt = HEADER_BYTES + 4 * header.moves;
  if (!(Number.isSafeInteger(bodyAt) && bodyAt >= startsAt && bodyEnd <= end)) throw truncated(HEADER_BYTES);
  const head = readBytes(file, HEADER_BYTES, bodyAt - HEADER_BYTES);
  if (head.length !== bodyAt - HEADER_BYTES) throw truncated(HEADER_BYTES + head.length);
  const codes = readCodes(head, 0, header.moves);
  // the starts must end where the body begins: a file cut or grown anywhere is refused here
  const read = readStarts(head, startsAt - HEADER_BYTES, head.length, header.starts);
  if (read.end !== head.length) throw truncated(HEADER_BYTES + read.end);
  let reader: GameReader | undefined;
  let scratch: ArrayBuffer | undefined;
  let escapes: ReadonlyMap<number, number> | undefined;
  // the escaped gaps (few: a game after more than 254 bytes of other text) read at the first span asked for
  const spans = (layout: KeyLayout, games: Int32Array) => {
    scratch ??= new ArrayBuffer(SPAN_SCRATCH);
    escapes ??= escapesOf(words(file, layout.escapesAt, 2 * layout.escapes, Uint32Array), header.games);
    return gameSpans(file, layout, games, scratch, escapes);
  };
  const layout =
    header.keyBytes > 0
      ? keyLayout(
          readBytes(file, bodyEnd + ((4 - (bodyEnd % 4)) % 4), KEY_FIXED_BYTES),
          bodyEnd,
          end,
          header.games,
        )
      : undefined;
  const games = (fn: (record: GameRecord) => unknown) =>
    scan(new Window(file, bodyEnd, SCAN_CHUNK), bodyAt, header, fn);
  return {
    header,
    codes,
    starts: read.starts,
    forEachGame: games,
    forEachPosition: (fn) => forEachPosition({ codes, starts: read.starts, forEachGame: games }, fn),
    positionsWithKeys: (keys, max) =>
      layout === undefined ? undefined : positionsWithKeys(slices(file, layout), keys, header.games, max),
    gameSpans: (games) => (layout === undefined ? undefined : spans(layout, games)),
    game: (g, into) => {
      if (layout === undefined || !(g >= 0 && g < header.games)) return undefined;
      reader ??= new GameReader(file, layout, bodyAt, bodyEnd, header, (games) => spans(layout, games));
      return readGame(reader, g, into);
    },
  };
}

/** Calls `fn` with each game of the body from `at`, read through `window`. */
function scan(
  window: Window,
  at: number,
  header: PositionIndex['header'],
  fn: (record: GameRecord) => unknown,
): void {
  const record = blankRecord(undefined, header.start);
  for (let g = 0; g < header.games; g++) {
    const end = record.offset + record.length;
    const gap = readAt(window, at, header, record);
    at = window.base + record.movesAt + 2 * record.plies;
    record.number = g + 1;
    record.offset = end + gap;
    if (fn(record) === false) return;
  }
  if (at !== window.limit) throw truncated(at);
}

/** Reads the record at file position `at` through `window` into `record` (its bytes the window's); its gap. */
function readAt(window: Window, at: number, header: PositionIndex['header'], record: GameRecord): number {
  if (at >= window.limit) throw truncated(at);
  const head = window.hold(at, HEAD_BYTES);
  // the head read once for the record's length (its moves counted, not read), then the record held whole and read
  if (readRecordHead(new ByteCursor(window.bytes, head, window.bytes.length), record) < 0)
    throw truncated(at);
  const length = record.movesAt + 2 * record.plies - head;
  const p = window.hold(at, length);
  record.bytes = window.bytes;
  return readRecord(new ByteCursor(window.bytes, p, p + length), header, record);
}

/**
 * `n` little-endian words of `width` bytes of `file` at `at`, read straight into a typed array of the platform's
 * order (little-endian, as every platform that runs this is; the key section's views in memory read them so too).
 */
function words<T extends Int32Array | Uint32Array | Uint16Array | Float64Array>(
  file: RandomAccessFile,
  at: number,
  n: number,
  make: new (n: number) => T,
): T {
  const out = new make(n);
  const bytes = new Uint8Array(out.buffer);
  if (file.read(at, bytes) !== bytes.length) throw truncated(at);
  return out;
}

/** A key section's slices read from the file. */
function slices(file: RandomAccessFile, layout: KeyLayout): KeySlices {
  const inRange = (first: number, end: number) => {
    if (!(first >= 0 && first <= end && end <= layout.keys)) throw truncated(layout.startsAt);
  };
  const column = (at: number) => (first: number, end: number) => {
    inRange(first, end);
    return words(file, at + 4 * first, end - first, Int32Array);
  };
  return {
    bits: layout.bits,
    bucket: (b) => {
      const [first, end] = words(file, layout.startsAt + 4 * b, 2, Int32Array) as unknown as [number, number];
      inRange(first, end);
      return [first, end];
    },
    keys: column(layout.keysAt),
    checks: column(layout.checksAt),
    list: (k) => {
      inRange(k, k + 1);
      const [from, to] =
        k === 0
          ? [0, words(file, layout.endsAt, 1, Uint32Array)[0]!]
          : words(file, layout.endsAt + 4 * (k - 1), 2, Uint32Array);
      if (!(from! <= to! && to! <= layout.listBytes)) throw truncated(layout.endsAt);
      return readBytes(file, layout.listsAt + from!, to! - from!);
    },
    unkeyed: () => words(file, layout.unkeyedAt, layout.unkeyed, Int32Array),
  };
}

/** Reads games by number: their blocks' record positions, then their records, through windows. */
class GameReader {
  readonly blockAt: Window;
  readonly records: Window;
  constructor(
    readonly file: RandomAccessFile,
    readonly layout: KeyLayout,
    readonly bodyAt: number,
    bodyEnd: number,
    readonly header: PositionIndex['header'],
    readonly spans: (games: Int32Array) => SourceSpans,
    chunk = 1024,
  ) {
    this.blockAt = new Window(file, layout.escapesAt, chunk);
    this.records = new Window(file, bodyEnd, 8 * chunk);
  }
}

/** Game `g` read into `into` through `reader`: its block's first record, then the records up to it. */
function readGame(reader: GameReader, g: number, into: GameRecord): GameRecord {
  const { blockAt, layout } = reader;
  const b = g >> BLOCK_BITS;
  // `hold` first: it may read the window again, and its view with it
  const p = blockAt.hold(layout.blockAtAt + 4 * b, 4);
  let at = blockAt.view.getUint32(p, true);
  if (at < reader.bodyAt || at >= reader.records.limit) throw truncated(layout.blockAtAt + 4 * b);
  for (let n = b << BLOCK_BITS; n <= g; n++) {
    readAt(reader.records, at, reader.header, into);
    at = reader.records.base + into.movesAt + 2 * into.plies;
  }
  into.offset = reader.spans(Int32Array.of(g)).offsets[0]!;
  into.number = g + 1;
  return into;
}

/** Games further apart than this are read apart by `gameSpans` (a read of the ones between costs more). */
const SPAN_GAP = 256;
/** Bytes of the buffer `gameSpans` reads into: 16,384 games' lengths and gaps and their blocks' offsets at a time. */
const SPAN_SCRATCH = 6 * 16384 + 96;

/**
 * The byte offsets and lengths in the source of `games` (ascending), read from the key section of `file` (its escaped
 * gaps `escapes`): a run of games less than `SPAN_GAP` apart with one read of the lengths and gaps from its first
 * block's start and one of its blocks' offsets, as many games at a time as `scratch` holds (about 6 bytes a game;
 * reused: a popular position's spans allocate nothing but the answer).
 */
export function gameSpans(
  file: RandomAccessFile,
  layout: KeyLayout,
  games: Int32Array,
  scratch: ArrayBuffer,
  escapes: ReadonlyMap<number, number>,
): SourceSpans {
  const offsets = new Float64Array(games.length);
  const lengths = new Uint32Array(games.length);
  const block = 1 << BLOCK_BITS;
  const chunk = Math.floor((scratch.byteLength - 96) / 6) & ~(block - 1);
  if (chunk <= 0) throw new RangeError('gameSpans: a scratch too small');
  const blocks = (chunk >> BLOCK_BITS) + 2;
  // the platform's order is little-endian, as the file's (the key section's views read them so too)
  const runBases = new Float64Array(scratch, 0, blocks);
  const runLengths = new Uint32Array(scratch, 8 * blocks, chunk + block);
  const runGaps = new Uint8Array(scratch, 8 * blocks + 4 * (chunk + block), chunk + block);
  for (let i = 0; i < games.length; ) {
    const first = games[i]!;
    let j = i + 1;
    while (j < games.length && games[j]! - games[j - 1]! < SPAN_GAP && games[j]! - first < chunk) j++;
    const last = games[j - 1]!;
    if (!(first >= 0 && last >= first && last < layout.games)) throw truncated(layout.lengthsAt);
    const lo = (first >> BLOCK_BITS) << BLOCK_BITS;
    const count = last - lo + 1;
    const firstBlock = lo >> BLOCK_BITS;
    const blockCount = (last >> BLOCK_BITS) - firstBlock + 1;
    const reads: [number, Uint8Array][] = [
      [layout.blockBaseAt + 8 * firstBlock, new Uint8Array(scratch, 0, 8 * blockCount)],
      [layout.lengthsAt + 4 * lo, new Uint8Array(scratch, 8 * blocks, 4 * count)],
      [layout.gapsAt + lo, runGaps.subarray(0, count)],
    ];
    for (const [at, into] of reads) if (file.read(at, into) !== into.length) throw truncated(at);
    fillSpans(
      lo,
      { lengths: runLengths, gaps: runGaps, bases: runBases, escapes },
      games,
      i,
      j,
      offsets,
      lengths,
    );
    i = j;
  }
  return { offsets, lengths };
}
