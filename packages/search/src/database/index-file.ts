/**
 * `openIndexFile`: a position index read at offsets (`fs.readSync(fd, buffer, 0, length, position)`), never
 * whole: the header, the dictionary and the starts at open; then a scan streams the body in chunks, and an
 * exact-position query reads only the buckets of its keys and the records of the games they name — so its time
 * follows the games it finds, not the size of the index. What it reads is checked as `openIndex` checks it (magic
 * and version: `not-an-index`; the stamp: `stale-index`; the sections' sizes against the file's and every bound:
 * `invalid-index`), but not the whole-file checksum, which needs every byte (`openIndex` checks it).
 */
import { blankRecord, ByteCursor, type GameRecord, readRecordHead } from './game-record.js';
import { HEADER_BYTES, headerFields, type SourceStamp } from './index-format.js';
import {
  checkStamp,
  type PositionIndex,
  readCodes,
  readRecord,
  readStarts,
  truncated,
} from './index-reader.js';
import { gamesWithKeys, KEY_FIXED_BYTES, type KeyLayout, type KeySlices, keyLayout } from './key-section.js';

/**
 * A file read at offsets: its size, and `read(position, into)`, which fills `into` with the file's bytes from
 * `position` and returns how many it read (fewer only at the end), as `fs.readSync(fd, into, 0, into.length,
 * position)` does.
 */
export interface RandomAccessFile {
  readonly size: number;
  read(position: number, into: Uint8Array): number;
}

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
export function openIndexFile(file: RandomAccessFile, stamp?: SourceStamp): PositionIndex {
  const size = file.size;
  const header = headerFields(readBytes(file, 0, HEADER_BYTES), size);
  checkStamp(header, stamp);
  const end = size - 4;
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
  const layout =
    header.keyBytes > 0
      ? keyLayout(
          readBytes(file, bodyEnd + ((4 - (bodyEnd % 4)) % 4), KEY_FIXED_BYTES),
          bodyEnd,
          end,
          header.games,
        )
      : undefined;
  return {
    header,
    codes,
    starts: read.starts,
    forEachGame: (fn) => scan(new Window(file, bodyEnd, SCAN_CHUNK), bodyAt, header, fn),
    gamesWithKeys: (keys) =>
      layout === undefined ? undefined : gamesWithKeys(slices(file, layout), keys, header.games),
    game: (g, into) => {
      if (layout === undefined || !(g >= 0 && g < header.games)) return undefined;
      reader ??= new GameReader(file, layout, bodyAt, bodyEnd, header);
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
    const delta = readAt(window, at, header, record);
    at = window.base + record.movesAt + 2 * record.plies;
    record.number = g + 1;
    record.offset += delta;
    if (fn(record) === false) return;
  }
  if (at !== window.limit) throw truncated(at);
}

/** Reads the record at file position `at` through `window` into `record` (its bytes the window's); its delta. */
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

/** A key section's slices read from the file. */
function slices(file: RandomAccessFile, layout: KeyLayout): KeySlices {
  const ints = (at: number, n: number): Int32Array => {
    const bytes = readBytes(file, at, 4 * n);
    if (bytes.length !== 4 * n) throw truncated(at);
    const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.length);
    const out = new Int32Array(n);
    for (let i = 0; i < n; i++) out[i] = view.getInt32(4 * i, true);
    return out;
  };
  const inRange = (first: number, end: number) => {
    if (!(first >= 0 && first <= end && end <= layout.entries)) throw truncated(layout.startsAt);
  };
  return {
    bits: layout.bits,
    bucket: (b) => {
      const [first, end] = ints(layout.startsAt + 4 * b, 2) as unknown as [number, number];
      inRange(first, end);
      return [first, end];
    },
    keys: (first, end) => {
      inRange(first, end);
      return ints(layout.keysAt + 4 * first, end - first);
    },
    games: (first, end) => {
      inRange(first, end);
      return ints(layout.gamesAt + 4 * first, end - first);
    },
    unkeyed: () => ints(layout.unkeyedAt, layout.unkeyed),
  };
}

/** Reads games by number: their record positions and offsets, then their records, each through a window. */
class GameReader {
  readonly recordAt: Window;
  readonly offsets: Window;
  readonly records: Window;
  constructor(
    file: RandomAccessFile,
    readonly layout: KeyLayout,
    readonly bodyAt: number,
    bodyEnd: number,
    readonly header: PositionIndex['header'],
    chunk = 1024,
  ) {
    this.recordAt = new Window(file, layout.offsetsAt, chunk);
    this.offsets = new Window(file, layout.offsetsAt + 8 * layout.games, 2 * chunk);
    this.records = new Window(file, bodyEnd, 8 * chunk);
  }
}

/** Game `g` read into `into` through `reader`. */
function readGame(reader: GameReader, g: number, into: GameRecord): GameRecord {
  const { recordAt, offsets, layout } = reader;
  // `hold` first: it may read the window again, and its view with it
  const p = recordAt.hold(layout.recordAtAt + 4 * g, 4);
  const at = recordAt.view.getUint32(p, true);
  if (at < reader.bodyAt || at >= reader.records.limit) throw truncated(layout.recordAtAt + 4 * g);
  const q = offsets.hold(layout.offsetsAt + 8 * g, 8);
  into.offset = offsets.view.getFloat64(q, true);
  into.number = g + 1;
  readAt(reader.records, at, reader.header, into);
  return into;
}
