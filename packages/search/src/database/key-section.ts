/**
 * The key section of an index file: the positions of the chess games reached in two games or more — each a 64-bit
 * Zobrist key of the board and side to move (`ChessReplay`'s two words `key()` and `check()`) with its games and the
 * first ply each reached it (`key-collector.ts`'s lists) — and each game's bytes in the source, so that an exact
 * position of many games is answered from its list, nothing replayed. A position not in the table is in one
 * keyed game at most: a scan finds it. An entry matches only when both words do (two positions share a key about
 * d / 2^64 of the time, d the distinct positions). Games of other variants, games not read to their end and games of
 * more than 2,047 plies are not keyed (`unkeyed`: always replayed). Little-endian; the section starts with zero
 * bytes to a multiple of 4 in the file:
 *
 * | field | |
 * | --- | --- |
 * | kind (4), bucket bits, distinct keys, unkeyed games, games, bytes of the lists, escaped gaps | u32 each |
 * | bucket starts (2^bits + 1), by the first word's top bits | i32 each: bucket `b`'s keys are `[starts[b], starts[b + 1])` |
 * | first words, then second words, then where each key's list ends in the lists | i32, i32, u32 each, sorted by first word then second (unsigned) |
 * | unkeyed games (0-based, ascending) | i32 each |
 * | per block of 16 games: where its first game's record starts in the file | u32 each |
 * | the escaped gaps: a game's number and its byte offset less its block's | u32, u32 each, by game |
 * | per block: its first game's byte offset in the source | f64 each |
 * | per game: its byte length in the source | u32 each |
 * | per game: the bytes between the game before's end and its start (0 for a block's first; 255: escaped) | u8 each |
 * | the lists | bytes |
 *
 * A game's offset is its block's, then each game's after the one before's end and its gap: 5.75 bytes a game.
 */
import { SearchError } from '../errors.js';
import type { KeyWords } from './chess-replay.js';
import type { SharedKeys } from './key-collector.js';
import { readKeyList } from './key-list.js';

/** The kind of key this layout stores. */
export const KEY_KIND = 4;
/** Bytes of a key section's fixed fields (after its alignment). */
export const KEY_FIXED_BYTES = 28;
/** Games a block of the spans holds (`log2`). */
export const BLOCK_BITS = 4;

/** Bucket bits for `n` keys: about 32 keys a bucket (a lookup reads 256 bytes of its words; 0.125 bytes a key). */
function bitsFor(n: number): number {
  return Math.min(22, Math.max(4, Math.ceil(Math.log2(n / 32 + 1))));
}

/** Where each bucket (the key's top `bits`) starts among the sorted `keys`, and where the last ends. */
function bucketStarts(keys: Int32Array, bits: number): Int32Array {
  const shift = 32 - bits;
  const starts = new Int32Array((1 << bits) + 1);
  for (let i = 0; i < keys.length; i++) starts[(keys[i]! >>> shift) + 1]!++;
  for (let b = 0; b < 1 << bits; b++) starts[b + 1]! += starts[b]!;
  return starts;
}

/** Blocks of `games` games. */
const blocksOf = (games: number) => Math.ceil(games / (1 << BLOCK_BITS));

/** A gap that does not fit a byte: the game's offset less its block's is among the escapes. */
export const GAP_ESCAPE = 255;

/** Each game's record position in the file, and its byte length and offset in the source. */
export interface GameSpans {
  readonly recordAt: ArrayLike<number>;
  readonly lengths: ArrayLike<number>;
  readonly offsets: ArrayLike<number>;
}

/** Each game's gap (`GAP_ESCAPE` when it does not fit), and the escaped ones: game, offset less its block's. */
export interface SpanGaps {
  readonly gaps: Uint8Array;
  readonly escapes: readonly number[];
}

/** The gaps of `spans` (`too-many-entries` for a game or a block over 4 GiB). */
export function spanGaps(spans: GameSpans): SpanGaps {
  const { lengths, offsets } = spans;
  const count = offsets.length;
  const gaps = new Uint8Array(count);
  const escapes: number[] = [];
  for (let g = 0; g < count; g++) {
    const base = offsets[(g >> BLOCK_BITS) << BLOCK_BITS]!;
    if (lengths[g]! >= 2 ** 32 || offsets[g]! - base >= 2 ** 32)
      throw new SearchError('too-many-entries', 'a game or 16 games over 4 GiB: index in parts');
    if ((g & ((1 << BLOCK_BITS) - 1)) === 0) continue;
    const gap = offsets[g]! - offsets[g - 1]! - lengths[g - 1]!;
    if (gap >= 0 && gap < GAP_ESCAPE) gaps[g] = gap;
    else {
      gaps[g] = GAP_ESCAPE;
      escapes.push(g, offsets[g]! - base);
    }
  }
  return { gaps, escapes };
}

/** The bytes of the key section of `shared` for `games` games (`unkeyed` of them), from a multiple of 4 in the file. */
export function keySectionBytes(shared: SharedKeys, unkeyed: number, games: number, gaps: SpanGaps): number {
  const d = shared.keys.length;
  const blocks = blocksOf(games);
  return (
    KEY_FIXED_BYTES +
    4 * ((1 << bitsFor(d)) + 1 + 3 * d + unkeyed + gaps.escapes.length) +
    12 * blocks +
    5 * games +
    shared.lists.length
  );
}

/**
 * Writes the key section of `shared` into `out` at `at`, a multiple of 4 (`unkeyed` the games not keyed; each
 * game's record position in the file, length and offset in the source: `spans`, its gaps `gaps`); `out`'s buffer is
 * its own (it starts the buffer) and zeroed. Returns where the section ends.
 */
export function writeKeySection(
  out: Uint8Array,
  at: number,
  shared: SharedKeys,
  unkeyed: Int32Array,
  spans: GameSpans,
  gaps: SpanGaps,
): number {
  const { keys, checks, ends, lists } = shared;
  const { recordAt, lengths, offsets } = spans;
  const count = recordAt.length;
  const bits = bitsFor(keys.length);
  const view = new DataView(out.buffer, out.byteOffset);
  const fixed = [KEY_KIND, bits, keys.length, unkeyed.length, count, lists.length, gaps.escapes.length / 2];
  for (const n of fixed) {
    view.setUint32(at, n, true);
    at += 4;
  }
  // little-endian words, as every platform that runs this is (the reader's views read them so too)
  for (const list of [bucketStarts(keys, bits), keys, checks, ends, unkeyed]) {
    new Uint8Array(out.buffer, out.byteOffset + at, 4 * list.length).set(
      new Uint8Array(list.buffer, list.byteOffset, 4 * list.length),
    );
    at += 4 * list.length;
  }
  const blocks = blocksOf(count);
  for (let b = 0; b < blocks; b++) {
    const n = recordAt[b << BLOCK_BITS]!;
    if (n >= 2 ** 32) throw new SearchError('too-many-entries', 'an index body over 4 GiB: index in parts');
    view.setUint32(at + 4 * b, n, true);
  }
  at += 4 * blocks;
  for (const n of gaps.escapes) {
    view.setUint32(at, n, true);
    at += 4;
  }
  for (let b = 0; b < blocks; b++) view.setFloat64(at + 8 * b, offsets[b << BLOCK_BITS]!, true);
  at += 8 * blocks;
  for (let g = 0; g < count; g++) view.setUint32(at + 4 * g, lengths[g]!, true);
  at += 4 * count;
  out.set(gaps.gaps, at);
  at += count;
  out.set(lists, at);
  return at + lists.length;
}

/** A run of the spans' columns from game `lo`: game `lo + n`'s length and gap, block `(lo >> BLOCK_BITS) + b`'s offset. */
export interface SpanParts {
  readonly lengths: ArrayLike<number>;
  readonly gaps: ArrayLike<number>;
  readonly bases: ArrayLike<number>;
  /** The escaped gaps' offsets less their block's, by game. */
  readonly escapes: ReadonlyMap<number, number>;
}

/**
 * Sets `offsets[i]` and `lengths[i]` to the offset and length in the source of game `games[i]`, for `i` in
 * `[from, to)`, from the run `parts` starting at game `lo` (a block's first) that holds them: each game's offset is
 * its block's, then each game's after the one before's end and its gap, walked from the block's start or from the
 * game asked before it in the block (a block no game is asked of is not walked); an escaped gap's offset from
 * `escapes` (`invalid-index` when it is not there).
 */
export function fillSpans(
  lo: number,
  parts: SpanParts,
  games: ArrayLike<number>,
  from: number,
  to: number,
  offsets: Float64Array,
  lengths: Uint32Array,
): void {
  const { lengths: run, gaps, bases, escapes } = parts;
  const first = lo >> BLOCK_BITS;
  // the game whose offset `offset` is (none yet)
  let at = -1;
  let offset = 0;
  for (let i = from; i < to; i++) {
    const g = games[i]!;
    if (g < at || g >> BLOCK_BITS !== at >> BLOCK_BITS || at < 0) {
      at = (g >> BLOCK_BITS) << BLOCK_BITS;
      offset = bases[(g >> BLOCK_BITS) - first]!;
    }
    while (at < g) {
      at++;
      const gap = gaps[at - lo]!;
      if (gap === GAP_ESCAPE) {
        const within = escapes.get(at);
        if (within === undefined) throw damaged(0);
        offset = bases[(at >> BLOCK_BITS) - first]! + within;
      } else offset += run[at - 1 - lo]! + gap;
    }
    offsets[i] = offset;
    lengths[i] = run[g - lo]!;
  }
}

/** The escaped gaps of a key section (pairs of words: game, offset less its block's) by game. */
export function escapesOf(words: ArrayLike<number>, games: number): Map<number, number> {
  const escapes = new Map<number, number>();
  for (let i = 0; i + 1 < words.length; i += 2) {
    if (!(words[i]! < games)) throw damaged(0);
    escapes.set(words[i]!, words[i + 1]!);
  }
  return escapes;
}

function damaged(at: number): SearchError {
  return new SearchError('invalid-index', 'the index is damaged (its key section runs past its end)', at, 0);
}

/** Where the parts of a key section lie (byte positions in the file) and its counts. */
export interface KeyLayout {
  readonly bits: number;
  readonly keys: number;
  readonly unkeyed: number;
  readonly games: number;
  readonly listBytes: number;
  readonly startsAt: number;
  readonly keysAt: number;
  readonly checksAt: number;
  readonly endsAt: number;
  readonly unkeyedAt: number;
  readonly blockAtAt: number;
  readonly escapes: number;
  readonly escapesAt: number;
  readonly blockBaseAt: number;
  readonly lengthsAt: number;
  readonly gapsAt: number;
  readonly listsAt: number;
}

/**
 * The layout of the key section at `[from, end)` of a file, from its first `KEY_FIXED_BYTES` after the alignment
 * (`fixed`, read there): `not-an-index` for another kind of key, `invalid-index` when its parts do not fill it.
 */
export function keyLayout(fixed: Uint8Array, from: number, end: number, games: number): KeyLayout {
  const at = from + ((4 - (from % 4)) % 4);
  if (at + KEY_FIXED_BYTES > end || fixed.length < KEY_FIXED_BYTES) throw damaged(from);
  const view = new DataView(fixed.buffer, fixed.byteOffset, KEY_FIXED_BYTES);
  const [kind, bits, keys, unkeyed, count, listBytes, escapes] = [0, 4, 8, 12, 16, 20, 24].map((d) =>
    view.getUint32(d, true),
  ) as [number, number, number, number, number, number, number];
  if (kind !== KEY_KIND)
    throw new SearchError(
      'not-an-index',
      `a key section of kind ${kind}; this reader reads ${KEY_KIND}`,
      at,
      4,
    );
  if (bits > 24 || count !== games || escapes > count) throw damaged(at);
  const startsAt = at + KEY_FIXED_BYTES;
  const keysAt = startsAt + 4 * ((1 << bits) + 1);
  const checksAt = keysAt + 4 * keys;
  const endsAt = checksAt + 4 * keys;
  const unkeyedAt = endsAt + 4 * keys;
  const blockAtAt = unkeyedAt + 4 * unkeyed;
  const escapesAt = blockAtAt + 4 * blocksOf(count);
  const blockBaseAt = escapesAt + 8 * escapes;
  const lengthsAt = blockBaseAt + 8 * blocksOf(count);
  const gapsAt = lengthsAt + 4 * count;
  const listsAt = gapsAt + count;
  if (listsAt + listBytes !== end) throw damaged(at);
  return {
    bits,
    keys,
    unkeyed,
    games: count,
    listBytes,
    startsAt,
    keysAt,
    checksAt,
    endsAt,
    unkeyedAt,
    blockAtAt,
    escapes,
    escapesAt,
    blockBaseAt,
    lengthsAt,
    gapsAt,
    listsAt,
  };
}

/** The key section read back (views on the index's bytes when they are aligned). */
export interface StoredKeys {
  readonly layout: KeyLayout;
  readonly starts: Int32Array;
  readonly keys: Int32Array;
  readonly checks: Int32Array;
  readonly ends: Uint32Array;
  readonly unkeyed: Int32Array;
  /** Per block of games: where its first record starts in the file, and its first game's offset in the source. */
  readonly blockAt: Uint32Array;
  readonly blockBase: Float64Array;
  /** Per game: its length and its gap (`walkSpans`); the escaped gaps' offsets less their block's, by game. */
  readonly lengths: Uint32Array;
  readonly gaps: Uint8Array;
  readonly escapes: ReadonlyMap<number, number>;
  readonly lists: Uint8Array;
}

/** Reads the key section at `[from, end)` of `file` for an index of `games` games (`invalid-index` when it does not fit). */
export function readKeySection(file: Uint8Array, from: number, end: number, games: number): StoredKeys {
  const aligned = from + ((4 - (from % 4)) % 4);
  const layout = keyLayout(file.subarray(aligned, aligned + KEY_FIXED_BYTES), from, end, games);
  // the section's words as views of the file where its bytes are aligned in memory, else of a copy
  const bytes = (file.byteOffset + aligned) % 4 === 0 ? file : file.slice(aligned, end);
  const shift = bytes === file ? 0 : aligned;
  const ints = (at: number, n: number) => new Int32Array(bytes.buffer, bytes.byteOffset + at - shift, n);
  const words = (at: number, n: number) => new Uint32Array(bytes.buffer, bytes.byteOffset + at - shift, n);
  const starts = ints(layout.startsAt, (1 << layout.bits) + 1);
  if (starts[0] !== 0 || starts[starts.length - 1] !== layout.keys) throw damaged(aligned);
  const blocks = blocksOf(games);
  // the block offsets (f64) may be unaligned: copied
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.length);
  const blockBase = new Float64Array(blocks);
  for (let b = 0; b < blocks; b++) blockBase[b] = view.getFloat64(layout.blockBaseAt - shift + 8 * b, true);
  return {
    layout,
    starts,
    keys: ints(layout.keysAt, layout.keys),
    checks: ints(layout.checksAt, layout.keys),
    ends: words(layout.endsAt, layout.keys),
    unkeyed: ints(layout.unkeyedAt, layout.unkeyed),
    blockAt: words(layout.blockAtAt, blocks),
    blockBase,
    lengths: words(layout.lengthsAt, games),
    gaps: bytes.subarray(layout.gapsAt - shift, layout.gapsAt - shift + games),
    escapes: escapesOf(words(layout.escapesAt, 2 * layout.escapes), games),
    lists: bytes.subarray(layout.listsAt - shift, layout.listsAt - shift + layout.listBytes),
  };
}

/** A key section's parts as a lookup reads them: a bucket's range of keys, their words, a key's list, the unkeyed games. */
export interface KeySlices {
  readonly bits: number;
  /** `[first, end)` of bucket `b`'s keys. */
  bucket(b: number): readonly [number, number];
  keys(first: number, end: number): Int32Array;
  checks(first: number, end: number): Int32Array;
  /** The bytes of key `k`'s list. */
  list(k: number): Uint8Array;
  unkeyed(): Int32Array;
}

/** The slices of a key section held in memory. */
export function storedSlices(stored: StoredKeys): KeySlices {
  return {
    bits: stored.layout.bits,
    bucket: (b) => [stored.starts[b]!, stored.starts[b + 1]!],
    keys: (first, end) => stored.keys.subarray(first, end),
    checks: (first, end) => stored.checks.subarray(first, end),
    list: (k) => {
      const from = k === 0 ? 0 : stored.ends[k - 1]!;
      const to = stored.ends[k]!;
      if (!(from <= to && to <= stored.lists.length)) throw damaged(0);
      return stored.lists.subarray(from, to);
    },
    unkeyed: () => stored.unkeyed,
  };
}

/**
 * The keyed games that reached one of some keys, each with the first ply it did (`games` ascending, `plies` by
 * game; the first `max` of them when a lookup was cut), how many there are in all (`count`), the games the key
 * section does not key (`unkeyed`, ascending: they must be replayed), and how many of the keys asked are not in the
 * table (`missing`: each is in one keyed game at most, found by a scan).
 */
export interface KeyedPositions {
  readonly games: Int32Array;
  readonly plies: Uint32Array;
  readonly count: number;
  readonly unkeyed: Int32Array;
  readonly missing: number;
}

/**
 * The games of a key section that reached a position of one of `keys` (both words equal) in the table, with the
 * first ply each did, its unkeyed games and the keys not in the table (`invalid-index` for a damaged list or an
 * unkeyed game out of range or out of order). With `max`, the games listed may stop after the first `max` (a
 * single key's list is decoded no further; the games of several are all read, to count them once each).
 */
export function positionsWithKeys(
  slices: KeySlices,
  keys: readonly KeyWords[],
  games: number,
  max = Number.POSITIVE_INFINITY,
): KeyedPositions {
  const shift = 32 - slices.bits;
  const asked = new Set<string>();
  const lists: Uint8Array[] = [];
  let missing = 0;
  for (const [key, check] of keys) {
    if (asked.has(`${key} ${check}`)) continue;
    asked.add(`${key} ${check}`);
    const [first, end] = slices.bucket(key >>> shift);
    if (!(first <= end)) throw damaged(0);
    const k = keyOf(slices, first, end, key, check);
    if (k < 0) missing++;
    else lists.push(slices.list(k));
  }
  const unkeyed = slices.unkeyed();
  for (let i = 0; i < unkeyed.length; i++)
    if (!(unkeyed[i]! >= 0 && unkeyed[i]! < games && (i === 0 || unkeyed[i - 1]! < unkeyed[i]!)))
      throw damaged(0);
  const read = (list: Uint8Array, most: number) => {
    const found = readKeyList(list, games, most);
    if (found === undefined) throw damaged(0);
    return found;
  };
  if (lists.length === 0)
    return { games: new Int32Array(0), plies: new Uint32Array(0), count: 0, unkeyed, missing };
  if (lists.length === 1) {
    const found = read(lists[0]!, max);
    return { ...found, unkeyed, missing };
  }
  // several keys found (either side to move): game and ply in one number, sorted, a game once at its first ply
  const all = lists.map((list) => read(list, Number.POSITIVE_INFINITY));
  const pairs = new Float64Array(all.reduce((n, l) => n + l.games.length, 0));
  let at = 0;
  for (const l of all)
    for (let i = 0; i < l.games.length; i++) pairs[at++] = l.games[i]! * 65536 + l.plies[i]!;
  pairs.sort();
  const outGames = new Int32Array(pairs.length);
  const outPlies = new Uint32Array(pairs.length);
  let kept = 0;
  for (const pair of pairs) {
    const g = Math.floor(pair / 65536);
    if (kept > 0 && outGames[kept - 1] === g) continue;
    outGames[kept] = g;
    outPlies[kept++] = pair - g * 65536;
  }
  const cut = Math.min(kept, max);
  return {
    games: outGames.subarray(0, cut),
    plies: outPlies.subarray(0, cut),
    count: kept,
    unkeyed,
    missing,
  };
}

/** The first place in `[lo, hi)` of `list` (ascending unsigned there) whose value is not below `value` (`above`: above it). */
function boundOf(list: Int32Array, lo: number, hi: number, value: number, above: boolean): number {
  const v = value >>> 0;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    const at = list[mid]! >>> 0;
    if (at < v || (above && at === v)) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * The key of bucket `[first, end)` with both words `key` and `check`, or -1: found by halving, as the bucket is
 * sorted by key, then check word (a damaged bucket gives no key or another, never a fault).
 */
function keyOf(slices: KeySlices, first: number, end: number, key: number, check: number): number {
  const keys = slices.keys(first, end);
  const lo = boundOf(keys, 0, keys.length, key, false);
  const hi = boundOf(keys, lo, keys.length, key, true);
  if (lo === hi) return -1;
  const checks = slices.checks(first + lo, first + hi);
  const at = boundOf(checks, 0, checks.length, check, false);
  return at < checks.length && checks[at] === check ? first + lo + at : -1;
}
