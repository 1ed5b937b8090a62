/**
 * The key section of an index file: the key of every position of every chess game (`ChessReplay`'s 32-bit Zobrist
 * key: board, side to move, castling rights, an e.p. file as Polyglot counts it), made as the build plays the
 * moves, with its game, so an exact-position
 * query looks its keys up and replays only the games they name — nothing is replayed when the index is loaded.
 * Games of other variants and games not read to their end are not keyed (`unkeyed`: always replayed). Eight bytes a
 * keyed position and twelve a game. Little-endian; the section starts with zero bytes to a multiple of 4 in the file:
 *
 * | field | |
 * | --- | --- |
 * | kind (1: `ChessReplay`'s key), bucket bits, entries, unkeyed games, games | u32 each |
 * | bucket starts (2^bits + 1) | i32 each: bucket `b`'s entries are `[starts[b], starts[b + 1])` |
 * | keys, then games (0-based), by entry | i32 each, sorted by key (unsigned) then game, no pair twice |
 * | unkeyed games (0-based, ascending) | i32 each |
 * | each game's record: its byte position in the file, then its byte offset in the source | u32, then f64 each |
 */
import { SearchError } from '../errors.js';

/** A growable array of 32-bit integers. */
export class Ints {
  data = new Int32Array(1 << 12);
  length = 0;
  push(n: number): void {
    if (this.length === this.data.length) this.#grow(this.length + 1);
    this.data[this.length++] = n;
  }
  /** Appends `n` until the array is `length` long. */
  fillTo(length: number, n: number): void {
    if (length > this.data.length) this.#grow(length);
    this.data.fill(n, this.length, length);
    this.length = length;
  }
  #grow(length: number): void {
    let size = this.data.length * 2;
    while (size < length) size *= 2;
    const grown = new Int32Array(size);
    grown.set(this.data.subarray(0, this.length));
    this.data = grown;
  }
  view(): Int32Array {
    return this.data.subarray(0, this.length);
  }
}

/** The kind of key this layout stores. */
export const KEY_KIND = 1;
/** Bytes of a key section's fixed fields (after its alignment). */
export const KEY_FIXED_BYTES = 20;

/** The keys of an index as written: one entry per keyed position, in any order. */
export interface KeyParts {
  readonly keys: Int32Array;
  readonly games: Int32Array;
  readonly unkeyed: Int32Array;
}

/** The key section read back (views on the index's bytes when they are aligned). */
export interface StoredKeys {
  readonly bits: number;
  readonly starts: Int32Array;
  readonly keys: Int32Array;
  readonly games: Int32Array;
  readonly unkeyed: Int32Array;
  /** Each game's record: where it starts in the index file, and the game's byte offset in the source. */
  readonly recordAt: Uint32Array;
  readonly offsets: Float64Array;
}

/** The entries of a key section sorted, bucketed, as they are written. */
export interface SortedKeys {
  readonly bits: number;
  readonly starts: Int32Array;
  readonly keys: Int32Array;
  readonly games: Int32Array;
  readonly unkeyed: Int32Array;
}

/** Bucket bits for `n` entries: about eight entries a bucket. */
function bitsFor(n: number): number {
  return Math.min(22, Math.max(4, Math.ceil(Math.log2(n / 8 + 1))));
}

/** Top bits of the sort's first pass: 2,048 runs written at once, each read back while it fits in a cache. */
const TOP_BITS = 11;

/**
 * The entries sorted by key (unsigned) then game, without repeats, and their buckets (the key's top `bits`, about
 * eight entries each). Two passes of a stable counting sort, the first by the key's top 11 bits into a scratch
 * pair of arrays, the second by the rest of the bucket bits within each of those runs (a few thousand entries,
 * sorted where they lie in cache) back into `parts`' arrays, then each bucket by insertion (its entries arrive in
 * order of game; a merge's are sorted anyway). `parts`' key and game arrays are consumed: they hold the result.
 */
export function sortKeys(parts: KeyParts): SortedKeys {
  const n = parts.keys.length;
  const keys = parts.keys;
  const games = parts.games;
  let bits = bitsFor(n);
  const shift = 32 - bits;
  const top = Math.min(TOP_BITS, bits);
  const low = bits - top;
  const runs = new Int32Array((1 << top) + 1);
  for (let i = 0; i < n; i++) runs[(keys[i]! >>> (32 - top)) + 1]!++;
  for (let t = 0; t < 1 << top; t++) runs[t + 1]! += runs[t]!;
  const runKeys = new Int32Array(n);
  const runGames = new Int32Array(n);
  const next = runs.slice();
  for (let i = 0; i < n; i++) {
    const k = keys[i]!;
    const at = next[k >>> (32 - top)]!++;
    runKeys[at] = k;
    runGames[at] = games[i]!;
  }
  const buckets = 1 << bits;
  let starts: Int32Array = new Int32Array(buckets + 1);
  const lowMask = (1 << low) - 1;
  for (let t = 0; t < 1 << top; t++) {
    const from = runs[t]!;
    const to = runs[t + 1]!;
    const first = t << low;
    // starts[first + j] counts, then walks, sub-bucket j of this run (its buckets all lie inside the run)
    for (let i = from; i < to; i++) starts[first + ((runKeys[i]! >>> shift) & lowMask) + 1]!++;
    starts[first] = from;
    for (let j = 0; j < lowMask; j++) starts[first + j + 1]! += starts[first + j]!;
    for (let i = from; i < to; i++) {
      const k = runKeys[i]!;
      const at = starts[k >>> shift]!++;
      keys[at] = k;
      games[at] = runGames[i]!;
    }
    // the walk left each start at its bucket's end: moved up one place, the run's own start put first
    starts.copyWithin(first + 1, first, first + lowMask);
    starts[first] = from;
  }
  starts[buckets] = n;
  let kept = 0;
  for (let b = 0; b < buckets; b++) {
    const end = starts[b + 1]!;
    let i = starts[b]!;
    starts[b] = kept;
    for (let j = i + 1; j < end; j++) {
      const k = keys[j]!;
      const g = games[j]!;
      const ku = k >>> 0;
      let p = j - 1;
      while (p >= i && (keys[p]! >>> 0 > ku || (keys[p]! >>> 0 === ku && games[p]! > g))) {
        keys[p + 1] = keys[p]!;
        games[p + 1] = games[p]!;
        p--;
      }
      keys[p + 1] = k;
      games[p + 1] = g;
    }
    for (; i < end; i++) {
      if (kept > starts[b]! && keys[kept - 1] === keys[i] && games[kept - 1] === games[i]) continue;
      keys[kept] = keys[i]!;
      games[kept] = games[i]!;
      kept++;
    }
  }
  starts[buckets] = kept;
  const sorted = keys.subarray(0, kept);
  if (kept !== n && bitsFor(kept) !== bits) {
    bits = bitsFor(kept);
    starts = bucketStarts(sorted, bits);
  }
  return { bits, starts, keys: sorted, games: games.subarray(0, kept), unkeyed: parts.unkeyed };
}

/** Where each bucket (the key's top `bits`) starts among the sorted `keys`, and where the last ends. */
function bucketStarts(keys: Int32Array, bits: number): Int32Array {
  const shift = 32 - bits;
  const starts = new Int32Array((1 << bits) + 1);
  for (let i = 0; i < keys.length; i++) starts[(keys[i]! >>> shift) + 1]!++;
  for (let b = 0; b < 1 << bits; b++) starts[b + 1]! += starts[b]!;
  return starts;
}

/** The bytes of the key section of `sorted` for `games` games, from a multiple of 4 in the file. */
export function keySectionBytes(sorted: SortedKeys, games: number): number {
  const words = 5 + sorted.starts.length + 2 * sorted.keys.length + sorted.unkeyed.length + games;
  return 4 * words + 8 * games;
}

/**
 * Writes the key section of `sorted` into `out` at `at`, a multiple of 4 (its records' positions in the file
 * `recordAt` and source offsets `offsets`, one per game); `out`'s buffer is its own (it starts the buffer) and
 * zeroed. Returns where the section ends.
 */
export function writeKeySection(
  out: Uint8Array,
  at: number,
  sorted: SortedKeys,
  recordAt: ArrayLike<number>,
  offsets: ArrayLike<number>,
): number {
  const { bits, starts, keys, games, unkeyed } = sorted;
  const count = recordAt.length;
  // little-endian words, as every platform that runs this is (the reader's views read them so too)
  const words = new Int32Array(
    out.buffer,
    out.byteOffset + at,
    keySectionBytes(sorted, count) / 4 - 2 * count,
  );
  words[0] = KEY_KIND;
  words[1] = bits;
  words[2] = keys.length;
  words[3] = unkeyed.length;
  words[4] = count;
  let w = 5;
  for (const list of [starts, keys, games, unkeyed]) {
    words.set(list, w);
    w += list.length;
  }
  const view = new DataView(out.buffer, out.byteOffset);
  at += 4 * w;
  for (let g = 0; g < count; g++) {
    const n = recordAt[g]!;
    if (n >= 2 ** 32) throw new SearchError('too-many-entries', 'an index body over 4 GiB: index in parts');
    view.setUint32(at, n, true);
    at += 4;
  }
  for (let g = 0; g < count; g++) {
    view.setFloat64(at, offsets[g]!, true);
    at += 8;
  }
  return at;
}

function damaged(at: number): SearchError {
  return new SearchError('invalid-index', 'the index is damaged (its key section runs past its end)', at, 0);
}

/** Where the parts of a key section lie (byte positions in the file) and its counts. */
export interface KeyLayout {
  readonly bits: number;
  readonly entries: number;
  readonly unkeyed: number;
  readonly games: number;
  readonly startsAt: number;
  readonly keysAt: number;
  readonly gamesAt: number;
  readonly unkeyedAt: number;
  readonly recordAtAt: number;
  readonly offsetsAt: number;
}

/**
 * The layout of the key section at `[from, end)` of a file, from its first `KEY_FIXED_BYTES` after the alignment
 * (`fixed`, read there): `not-an-index` for another kind of key, `invalid-index` when its parts do not fill it.
 */
export function keyLayout(fixed: Uint8Array, from: number, end: number, games: number): KeyLayout {
  const at = from + ((4 - (from % 4)) % 4);
  if (at + KEY_FIXED_BYTES > end || fixed.length < KEY_FIXED_BYTES) throw damaged(from);
  const view = new DataView(fixed.buffer, fixed.byteOffset, KEY_FIXED_BYTES);
  const [kind, bits, entries, unkeyed, count] = [0, 4, 8, 12, 16].map((d) => view.getUint32(d, true)) as [
    number,
    number,
    number,
    number,
    number,
  ];
  if (kind !== KEY_KIND)
    throw new SearchError(
      'not-an-index',
      `a key section of kind ${kind}; this reader reads ${KEY_KIND}`,
      at,
      4,
    );
  if (bits > 24 || count !== games) throw damaged(at);
  const startsAt = at + KEY_FIXED_BYTES;
  const keysAt = startsAt + 4 * ((1 << bits) + 1);
  const gamesAt = keysAt + 4 * entries;
  const unkeyedAt = gamesAt + 4 * entries;
  const recordAtAt = unkeyedAt + 4 * unkeyed;
  const offsetsAt = recordAtAt + 4 * count;
  if (offsetsAt + 8 * count !== end) throw damaged(at);
  return {
    bits,
    entries,
    unkeyed,
    games: count,
    startsAt,
    keysAt,
    gamesAt,
    unkeyedAt,
    recordAtAt,
    offsetsAt,
  };
}

/** Reads the key section at `[at, end)` of `bytes` for an index of `games` games (`invalid-index` when it does not fit). */
export function readKeySection(file: Uint8Array, from: number, end: number, games: number): StoredKeys {
  const aligned = from + ((4 - (from % 4)) % 4);
  const layout = keyLayout(file.subarray(aligned, aligned + KEY_FIXED_BYTES), from, end, games);
  // the section's words as views of the file where its bytes are aligned in memory, else of a copy
  const bytes = (file.byteOffset + aligned) % 4 === 0 ? file : file.slice(aligned, end);
  const shift = bytes === file ? 0 : aligned;
  const ints = (at: number, n: number) => new Int32Array(bytes.buffer, bytes.byteOffset + at - shift, n);
  const starts = ints(layout.startsAt, (1 << layout.bits) + 1);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.length);
  // the offsets (f64) may be unaligned: copied
  const offsets = new Float64Array(games);
  for (let g = 0; g < games; g++) offsets[g] = view.getFloat64(layout.offsetsAt - shift + 8 * g, true);
  if (starts[0] !== 0 || starts[starts.length - 1] !== layout.entries) throw damaged(aligned);
  return {
    bits: layout.bits,
    starts,
    keys: ints(layout.keysAt, layout.entries),
    games: ints(layout.gamesAt, layout.entries),
    unkeyed: ints(layout.unkeyedAt, layout.unkeyed),
    recordAt: new Uint32Array(bytes.buffer, bytes.byteOffset + layout.recordAtAt - shift, games),
    offsets,
  };
}

/** A key section's parts as a lookup reads them: a bucket's range of entries, their keys and games, the unkeyed games. */
export interface KeySlices {
  readonly bits: number;
  /** `[first, end)` of bucket `b`'s entries. */
  bucket(b: number): readonly [number, number];
  keys(first: number, end: number): Int32Array;
  games(first: number, end: number): Int32Array;
  unkeyed(): Int32Array;
}

/** The slices of a key section held in memory. */
export function storedSlices(stored: StoredKeys): KeySlices {
  return {
    bits: stored.bits,
    bucket: (b) => [stored.starts[b]!, stored.starts[b + 1]!],
    keys: (first, end) => stored.keys.subarray(first, end),
    games: (first, end) => stored.games.subarray(first, end),
    unkeyed: () => stored.unkeyed,
  };
}

/**
 * The games (0-based, ascending, each once) of a key section holding one of `keys` at some ply, and its unkeyed
 * games (`invalid-index` for a game number out of range, a bucket out of order).
 */
export function gamesWithKeys(slices: KeySlices, keys: readonly number[], games: number): Int32Array {
  const found: number[] = [];
  const shift = 32 - slices.bits;
  for (const key of keys) {
    const [first, end] = slices.bucket(key >>> shift);
    if (!(first <= end)) throw damaged(0);
    const bucketKeys = slices.keys(first, end);
    let bucketGames: Int32Array | undefined;
    for (let i = 0; i < bucketKeys.length; i++)
      if (bucketKeys[i] === key) found.push((bucketGames ??= slices.games(first, end))[i]!);
  }
  for (const g of slices.unkeyed()) found.push(g);
  const sorted = Int32Array.from(found).sort();
  let kept = 0;
  for (let i = 0; i < sorted.length; i++) {
    const g = sorted[i]!;
    if (!(g >= 0 && g < games)) throw damaged(0);
    if (kept === 0 || sorted[kept - 1] !== g) sorted[kept++] = g;
  }
  return sorted.subarray(0, kept);
}
