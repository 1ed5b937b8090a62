/**
 * `openIndex`: a position index file read back and checked — its magic and version (`not-an-index`), every
 * block's checksum and every record's bounds (`invalid-index`), and, given the source's stamp, that it is the index of
 * the file as it is now (`stale-index`). A stale or foreign index is an error, never a wrong answer.
 */
import type { BasePosition, Move } from '@x/core';
import { SearchError } from '../errors.js';
import type { KeyWords } from './chess-replay.js';
import { blankRecord, ByteCursor, type GameRecord, readRecordHead } from './game-record.js';
import { checkBlocks } from './index-blocks.js';
import { forEachPosition } from './index-positions.js';
import {
  HEADER_BYTES,
  headerFields,
  type IndexedStart,
  type IndexHeader,
  type SourceStamp,
  sameStamp,
} from './index-format.js';
import {
  BLOCK_BITS,
  type KeyedPositions,
  positionsWithKeys,
  readKeySection,
  type StoredKeys,
  storedSlices,
  fillSpans,
} from './key-section.js';

/** An opened index (`openIndex`: in memory; `openIndexFile`: read at offsets): its header, dictionary, starts, games. */
export interface PositionIndex {
  readonly header: IndexHeader;
  /** The move dictionary: the `@x/core/engine` code of each move number. */
  readonly codes: Int32Array;
  /** The starts, by number less one (a record's `start` 0 is the standard start). */
  readonly starts: readonly IndexedStart[];
  /** Calls `fn` with each game in order (one record object, reused); `fn` returning `false` stops. */
  forEachGame(fn: (record: GameRecord) => unknown): void;
  /**
   * Calls `fn` with every position of each game's main line, in order: the game's start, then after each ply, with
   * the ply, its key (`variantKey`'s, Polyglot's for chess, kept as the moves are played), the position (played on
   * after `fn` returns) and the move played from it (undefined after the last). A game whose `Variant`/`FEN` start
   * cannot be set up is passed over; `fn` returning `false` stops.
   */
  forEachPosition(
    fn: (
      record: GameRecord,
      ply: number,
      key: bigint,
      position: BasePosition,
      move: Move | undefined,
    ) => unknown,
  ): void;
  /**
   * The keyed games (0-based, ascending) that reached a position of one of `keys` (`ChessReplay`'s two words, both
   * equal) in the key table, each with the first ply it did, the games the section does not key and the keys not in
   * the table (each in one keyed game at most); undefined without a key section. With `max`, the games listed may
   * stop after the first `max` (`count` still counts them all).
   */
  positionsWithKeys(keys: readonly KeyWords[], max?: number): KeyedPositions | undefined;
  /**
   * The byte offsets and lengths in the source of `games` (0-based, ascending), by game, from the key section
   * (undefined without one; `invalid-index` for a game out of range).
   */
  gameSpans(games: Int32Array): SourceSpans | undefined;
  /** Game `g` (0-based) read into `into`, by the key section's record positions (undefined without one). */
  game(g: number, into: GameRecord): GameRecord | undefined;
}

/** Games' bytes in the source: `offsets[i]` and `lengths[i]` are the i-th game's asked for. */
export interface SourceSpans {
  readonly offsets: Float64Array;
  readonly lengths: Uint32Array;
}

/** An index held in memory (`openIndex`), with its key section's arrays. */
export interface LoadedIndex extends PositionIndex {
  /** The key section (the chess positions of two games or more), when the index has one. */
  readonly keys: StoredKeys | undefined;
}

/** `stale-index` unless the index `header` is of the source as `stamp` describes it (no stamp: not checked). */
export function checkStamp(header: IndexHeader, stamp: SourceStamp | undefined): void {
  if (stamp !== undefined && !sameStamp(header.stamp, stamp))
    throw new SearchError(
      'stale-index',
      `the index is of another state of the file (${header.stamp.size} bytes then, ${stamp.size} now, or changed since)`,
      12,
      24,
    );
}

/** The move dictionary at `at` of `bytes` (`header.moves` codes, u32 each). */
export function readCodes(bytes: Uint8Array, at: number, moves: number): Int32Array {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.length);
  const codes = new Int32Array(moves);
  for (let i = 0; i < moves; i++) codes[i] = view.getInt32(at + 4 * i, true);
  return codes;
}

/** The `count` starts from `at` of `bytes`, which must end by `end` (`invalid-index`); and where they end. */
export function readStarts(
  bytes: Uint8Array,
  at: number,
  end: number,
  count: number,
): { readonly starts: IndexedStart[]; readonly end: number } {
  const cursor = new ByteCursor(bytes, at, end);
  const decoder = new TextDecoder();
  const starts: IndexedStart[] = [];
  for (let i = 0; i < count; i++) {
    const length = cursor.varint();
    if (length < 0 || cursor.at + length > end) throw truncated(cursor.at);
    const text = decoder.decode(bytes.subarray(cursor.at, cursor.at + length));
    cursor.at += length;
    const cut = text.indexOf('\n');
    starts.push({ variant: text.slice(0, cut), fen: text.slice(cut + 1) });
  }
  return { starts, end: cursor.at };
}

/**
 * Opens the index file `bytes`; with `stamp`, checks it is the index of that source (`stale-index`).
 *
 * @example const index = openIndex(fs.readFileSync('db.pgn.xni'), stamp);
 */
export function openIndex(bytes: Uint8Array, stamp?: SourceStamp): LoadedIndex {
  const header = headerFields(bytes, bytes.length);
  checkStamp(header, stamp);
  const end = checkBlocks(bytes);
  const at = HEADER_BYTES;
  if (at + header.moves * 4 > end) throw truncated(at);
  const codes = readCodes(bytes, at, header.moves);
  const { starts, end: bodyAt } = readStarts(bytes, at + header.moves * 4, end, header.starts);
  const bodyEnd = bodyAt + header.bodyBytes;
  if (bodyEnd + header.keyBytes !== end) throw truncated(bodyAt);
  const keys = header.keyBytes > 0 ? readKeySection(bytes, bodyEnd, end, header.games) : undefined;
  const slices = keys === undefined ? undefined : storedSlices(keys);
  const games = (fn: (record: GameRecord) => unknown) => forEachGame(bytes, bodyAt, bodyEnd, header, fn);
  return {
    header,
    codes,
    starts,
    forEachGame: games,
    forEachPosition: (fn) => forEachPosition({ codes, starts, forEachGame: games }, fn),
    keys,
    positionsWithKeys: (list, max) =>
      slices === undefined ? undefined : positionsWithKeys(slices, list, header.games, max),
    gameSpans: (games) => (keys === undefined ? undefined : spansOf(keys, games, header.games)),
    game: (g, into) => {
      if (keys === undefined || !(g >= 0 && g < header.games)) return undefined;
      const first = (g >> BLOCK_BITS) << BLOCK_BITS;
      const at = keys.blockAt[g >> BLOCK_BITS]!;
      if (at < bodyAt || at >= bodyEnd) throw truncated(at);
      // the block's records before it walked over (their moves skipped)
      const cursor = new ByteCursor(bytes, at, bodyEnd);
      into.bytes = bytes;
      for (let n = first; n <= g; n++) readRecord(cursor, header, into);
      into.number = g + 1;
      into.offset = spansOf(keys, Int32Array.of(g), header.games).offsets[0]!;
      return into;
    },
  };
}

/**
 * Reads the record at the cursor into `record` (all but its number and offset; `bytes` the cursor's); its gap (the
 * bytes between the game before and it) returned. The cursor ends past the record's moves; `invalid-index` when it runs past the cursor's end.
 */
export function readRecord(cursor: ByteCursor, header: IndexHeader, record: GameRecord): number {
  const recordAt = cursor.at;
  const gap = readRecordHead(cursor, record);
  if (gap < 0 || record.start > header.starts) throw truncated(recordAt);
  cursor.at += 2 * record.plies;
  if (cursor.at > cursor.end) throw truncated(recordAt);
  return gap;
}

/** The offsets and lengths in the source of `games` (0-based, each below `count`) from the key section `keys`. */
function spansOf(keys: StoredKeys, games: Int32Array, count: number): SourceSpans {
  for (const g of games) if (!(g >= 0 && g < count)) throw truncated(0);
  const offsets = new Float64Array(games.length);
  const lengths = new Uint32Array(games.length);
  const parts = { lengths: keys.lengths, gaps: keys.gaps, bases: keys.blockBase, escapes: keys.escapes };
  fillSpans(0, parts, games, 0, games.length, offsets, lengths);
  return { offsets, lengths };
}

/** `invalid-index` at byte `at`: a section runs past its end. */
export function truncated(at: number): SearchError {
  return new SearchError('invalid-index', 'the index is damaged (a section runs past its end)', at, 0);
}

function forEachGame(
  bytes: Uint8Array,
  at: number,
  end: number,
  header: IndexHeader,
  fn: (record: GameRecord) => unknown,
): void {
  const cursor = new ByteCursor(bytes, at, end);
  const record = blankRecord(bytes, header.start);
  for (let g = 0; g < header.games; g++) {
    const end = record.offset + record.length;
    const gap = readRecord(cursor, header, record);
    record.number = g + 1;
    record.offset = end + gap;
    if (fn(record) === false) return;
  }
  if (cursor.at !== end) throw truncated(cursor.at);
}
