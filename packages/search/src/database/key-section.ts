/**
 * The key section of an index file: the key of every position of every chess game (`ChessReplay`'s 64-bit Zobrist
 * key, as its two words `key()` and `check()`: board, side to move, castling rights, an e.p. file as Polyglot
 * counts it), made as the build plays the moves, with its game and the first ply the game reached it, so an
 * exact-position query answers from its keys' entries and each game's offset and length — no record read, nothing
 * replayed; an entry matches only when both words do (two positions share a key about d / 2^64 of the time, d the
 * distinct positions). Games of other variants, games not read to their end and games of 65,535 plies or more are
 * not keyed (`unkeyed`: always replayed). Fourteen bytes a keyed position and sixteen a game. Little-endian; the
 * section starts with zero bytes to a multiple of 4 in the file:
 *
 * | field | |
 * | --- | --- |
 * | kind (3: `ChessReplay`'s two words with the first ply), bucket bits, entries, unkeyed games, games | u32 each |
 * | bucket starts (2^bits + 1), by the first word's top bits | i32 each: bucket `b`'s entries are `[starts[b], starts[b + 1])` |
 * | first words, then second words, then games (0-based), by entry | i32 each, sorted by first word, second word (unsigned) then game, no triple twice |
 * | plies, by entry: the first ply the game reached the key | u16 each, then zero bytes to a multiple of 4 |
 * | unkeyed games (0-based, ascending) | i32 each |
 * | each game's record position in the file, then its byte length in the source, then its byte offset | u32, u32, f64 each |
 */
import { SearchError } from '../errors.js';
import type { KeyWords } from './chess-replay.js';

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
export const KEY_KIND = 3;
/** The most plies a keyed game has (a ply is a u16 entry). */
export const MAX_KEYED_PLY = 0xffff;
/** Bytes of a key section's fixed fields (after its alignment). */
export const KEY_FIXED_BYTES = 20;

/** The keys of an index as written: one entry per keyed position, a game's in order of ply. */
export interface KeyParts {
  readonly keys: Int32Array;
  /** Each entry's second word (`ChessReplay.check()`). */
  readonly checks: Int32Array;
  readonly games: Int32Array;
  /** The ply of each entry (plies played before the position). */
  readonly plies: Int32Array;
  readonly unkeyed: Int32Array;
}

/** The key section read back (views on the index's bytes when they are aligned). */
export interface StoredKeys {
  readonly bits: number;
  readonly starts: Int32Array;
  readonly keys: Int32Array;
  readonly checks: Int32Array;
  readonly games: Int32Array;
  /** The first ply the entry's game reached its key. */
  readonly plies: Uint16Array;
  readonly unkeyed: Int32Array;
  /** Each game's record: where it starts in the index file, and the game's byte length and offset in the source. */
  readonly recordAt: Uint32Array;
  readonly lengths: Uint32Array;
  readonly offsets: Float64Array;
}

/** The entries of a key section sorted, bucketed, as they are written. */
export interface SortedKeys {
  readonly bits: number;
  readonly starts: Int32Array;
  readonly keys: Int32Array;
  readonly checks: Int32Array;
  readonly games: Int32Array;
  readonly plies: Int32Array;
  readonly unkeyed: Int32Array;
}

/** Bucket bits for `n` entries: about eight entries a bucket. */
function bitsFor(n: number): number {
  return Math.min(22, Math.max(4, Math.ceil(Math.log2(n / 8 + 1))));
}

/** Top bits of the sort's first pass: 2,048 runs written at once, each read back while it fits in a cache. */
const TOP_BITS = 11;

/**
 * The entries sorted by key, check word (unsigned) then game, without repeats, and their buckets (the key's top `bits`, about
 * eight entries each). Two passes of a stable counting sort, the first by the key's top 11 bits into a scratch
 * pair of arrays, the second by the rest of the bucket bits within each of those runs (a few thousand entries,
 * sorted where they lie in cache) back into `parts`' arrays, then each bucket by insertion (its entries arrive in
 * order of game; a merge's are sorted anyway). Every pass is stable: of a game's entries of one key, the first
 * ply's is kept. `parts`' key, check, game and ply arrays are consumed: they hold the result.
 */
export function sortKeys(parts: KeyParts): SortedKeys {
  const n = parts.keys.length;
  const keys = parts.keys;
  const checks = parts.checks;
  const games = parts.games;
  const plies = parts.plies;
  let bits = bitsFor(n);
  const shift = 32 - bits;
  const top = Math.min(TOP_BITS, bits);
  const low = bits - top;
  const runs = new Int32Array((1 << top) + 1);
  for (let i = 0; i < n; i++) runs[(keys[i]! >>> (32 - top)) + 1]!++;
  for (let t = 0; t < 1 << top; t++) runs[t + 1]! += runs[t]!;
  const runKeys = new Int32Array(n);
  const runChecks = new Int32Array(n);
  const runGames = new Int32Array(n);
  const runPlies = new Int32Array(n);
  const next = runs.slice();
  for (let i = 0; i < n; i++) {
    const k = keys[i]!;
    const at = next[k >>> (32 - top)]!++;
    runKeys[at] = k;
    runChecks[at] = checks[i]!;
    runGames[at] = games[i]!;
    runPlies[at] = plies[i]!;
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
      checks[at] = runChecks[i]!;
      games[at] = runGames[i]!;
      plies[at] = runPlies[i]!;
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
      const c = checks[j]!;
      const g = games[j]!;
      const ply = plies[j]!;
      let p = j - 1;
      while (p >= i && after(keys[p]!, checks[p]!, games[p]!, k, c, g)) {
        keys[p + 1] = keys[p]!;
        checks[p + 1] = checks[p]!;
        games[p + 1] = games[p]!;
        plies[p + 1] = plies[p]!;
        p--;
      }
      keys[p + 1] = k;
      checks[p + 1] = c;
      games[p + 1] = g;
      plies[p + 1] = ply;
    }
    for (; i < end; i++) {
      const same = kept > starts[b]! && keys[kept - 1] === keys[i] && checks[kept - 1] === checks[i];
      if (same && games[kept - 1] === games[i]) continue;
      keys[kept] = keys[i]!;
      checks[kept] = checks[i]!;
      games[kept] = games[i]!;
      plies[kept] = plies[i]!;
      kept++;
    }
  }
  starts[buckets] = kept;
  const sorted = keys.subarray(0, kept);
  if (kept !== n && bitsFor(kept) !== bits) {
    bits = bitsFor(kept);
    starts = bucketStarts(sorted, bits);
  }
  const rest = {
    checks: checks.subarray(0, kept),
    games: games.subarray(0, kept),
    plies: plies.subarray(0, kept),
  };
  return { bits, starts, keys: sorted, ...rest, unkeyed: parts.unkeyed };
}

/** Whether entry (key `k`, check `c`, game `g`) sorts after entry (`k2`, `c2`, `g2`): words unsigned, then game. */
function after(k: number, c: number, g: number, k2: number, c2: number, g2: number): boolean {
  if (k !== k2) return k >>> 0 > k2 >>> 0;
  if (c !== c2) return c >>> 0 > c2 >>> 0;
  return g > g2;
}

/** Where each bucket (the key's top `bits`) starts among the sorted `keys`, and where the last ends. */
function bucketStarts(keys: Int32Array, bits: number): Int32Array {
  const shift = 32 - bits;
  const starts = new Int32Array((1 << bits) + 1);
  for (let i = 0; i < keys.length; i++) starts[(keys[i]! >>> shift) + 1]!++;
  for (let b = 0; b < 1 << bits; b++) starts[b + 1]! += starts[b]!;
  return starts;
}

/** Bytes of `n` u16 plies with their padding to a multiple of 4. */
const pliesBytes = (n: number) => 4 * Math.ceil(n / 2);

/** The bytes of the key section of `sorted` for `games` games, from a multiple of 4 in the file. */
export function keySectionBytes(sorted: SortedKeys, games: number): number {
  const words = 5 + sorted.starts.length + 3 * sorted.keys.length + sorted.unkeyed.length + 2 * games;
  return 4 * words + pliesBytes(sorted.keys.length) + 8 * games;
}

/** Each game's record position in the file, and its byte length and offset in the source. */
export interface GameSpans {
  readonly recordAt: ArrayLike<number>;
  readonly lengths: ArrayLike<number>;
  readonly offsets: ArrayLike<number>;
}

/**
 * Writes the key section of `sorted` into `out` at `at`, a multiple of 4 (each game's record position in the file,
 * length and offset in the source: `spans`); `out`'s buffer is its own (it starts the buffer) and zeroed. Returns
 * where the section ends.
 */
export function writeKeySection(out: Uint8Array, at: number, sorted: SortedKeys, spans: GameSpans): number {
  const { bits, starts, keys, checks, games, plies, unkeyed } = sorted;
  const { recordAt, lengths, offsets } = spans;
  const count = recordAt.length;
  // little-endian words, as every platform that runs this is (the reader's views read them so too)
  const words = new Int32Array(out.buffer, out.byteOffset + at, 5 + starts.length + 3 * keys.length);
  words.set([KEY_KIND, bits, keys.length, unkeyed.length, count]);
  let w = 5;
  for (const list of [starts, keys, checks, games]) {
    words.set(list, w);
    w += list.length;
  }
  at += 4 * w;
  new Uint16Array(out.buffer, out.byteOffset + at, plies.length).set(plies);
  at += pliesBytes(plies.length);
  new Int32Array(out.buffer, out.byteOffset + at, unkeyed.length).set(unkeyed);
  at += 4 * unkeyed.length;
  const view = new DataView(out.buffer, out.byteOffset);
  for (const list of [recordAt, lengths])
    for (let g = 0; g < count; g++) {
      const n = list[g]!;
      if (n >= 2 ** 32)
        throw new SearchError('too-many-entries', 'an index body or a game over 4 GiB: index in parts');
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
  readonly checksAt: number;
  readonly gamesAt: number;
  readonly pliesAt: number;
  readonly unkeyedAt: number;
  readonly recordAtAt: number;
  readonly lengthsAt: number;
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
  const checksAt = keysAt + 4 * entries;
  const gamesAt = checksAt + 4 * entries;
  const pliesAt = gamesAt + 4 * entries;
  const unkeyedAt = pliesAt + pliesBytes(entries);
  const recordAtAt = unkeyedAt + 4 * unkeyed;
  const lengthsAt = recordAtAt + 4 * count;
  const offsetsAt = lengthsAt + 4 * count;
  if (offsetsAt + 8 * count !== end) throw damaged(at);
  return {
    bits,
    entries,
    unkeyed,
    games: count,
    startsAt,
    keysAt,
    checksAt,
    gamesAt,
    pliesAt,
    unkeyedAt,
    recordAtAt,
    lengthsAt,
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
    checks: ints(layout.checksAt, layout.entries),
    games: ints(layout.gamesAt, layout.entries),
    plies: new Uint16Array(bytes.buffer, bytes.byteOffset + layout.pliesAt - shift, layout.entries),
    unkeyed: ints(layout.unkeyedAt, layout.unkeyed),
    recordAt: new Uint32Array(bytes.buffer, bytes.byteOffset + layout.recordAtAt - shift, games),
    lengths: new Uint32Array(bytes.buffer, bytes.byteOffset + layout.lengthsAt - shift, games),
    offsets,
  };
}

/** A key section's parts as a lookup reads them: a bucket's range of entries, their words, games and plies, the unkeyed games. */
export interface KeySlices {
  readonly bits: number;
  /** `[first, end)` of bucket `b`'s entries. */
  bucket(b: number): readonly [number, number];
  keys(first: number, end: number): Int32Array;
  checks(first: number, end: number): Int32Array;
  games(first: number, end: number): Int32Array;
  plies(first: number, end: number): Uint16Array;
  unkeyed(): Int32Array;
}

/** The slices of a key section held in memory. */
export function storedSlices(stored: StoredKeys): KeySlices {
  return {
    bits: stored.bits,
    bucket: (b) => [stored.starts[b]!, stored.starts[b + 1]!],
    keys: (first, end) => stored.keys.subarray(first, end),
    checks: (first, end) => stored.checks.subarray(first, end),
    games: (first, end) => stored.games.subarray(first, end),
    plies: (first, end) => stored.plies.subarray(first, end),
    unkeyed: () => stored.unkeyed,
  };
}

/**
 * The keyed games that reached one of some keys, each with the first ply it did (`games` ascending, `plies` by
 * game), and the games the key section does not key (`unkeyed`, ascending: they must be replayed).
 */
export interface KeyedPositions {
  readonly games: Int32Array;
  readonly plies: Uint16Array;
  readonly unkeyed: Int32Array;
}

/**
 * The games of a key section that reached a position of one of `keys` (both words equal), with the first ply each
 * did, and its unkeyed games (`invalid-index` for a game number out of range or out of order, a bucket out of
 * order). A key's entries lie together in its bucket (sorted by key, check word, game): only their games and plies
 * are read, and when one key alone is found (the usual case) its list is the answer as it lies.
 */
export function positionsWithKeys(
  slices: KeySlices,
  keys: readonly KeyWords[],
  games: number,
): KeyedPositions {
  const runs: { readonly games: Int32Array; readonly plies: Uint16Array }[] = [];
  const shift = 32 - slices.bits;
  const asked = new Set<string>();
  for (const [key, check] of keys) {
    if (asked.has(`${key} ${check}`)) continue;
    asked.add(`${key} ${check}`);
    const [first, end] = slices.bucket(key >>> shift);
    if (!(first <= end)) throw damaged(0);
    const [from, to] = entriesOf(slices, first, end, key, check);
    if (from === to) continue;
    const run = { games: slices.games(from, to), plies: slices.plies(from, to) };
    // the run's games ascend (its ends in range: all are)
    const last = run.games.length - 1;
    if (!(run.games[0]! >= 0 && run.games[last]! < games && ascending(run.games))) throw damaged(0);
    runs.push(run);
  }
  const unkeyed = slices.unkeyed();
  for (let i = 0; i < unkeyed.length; i++)
    if (!(unkeyed[i]! >= 0 && unkeyed[i]! < games && (i === 0 || unkeyed[i - 1]! < unkeyed[i]!)))
      throw damaged(0);
  if (runs.length <= 1)
    return {
      games: runs[0]?.games ?? new Int32Array(0),
      plies: runs[0]?.plies ?? new Uint16Array(0),
      unkeyed,
    };
  // several keys found (other castling rights, e.p. squares): game and ply in one number, sorted, a game once
  const pairs = new Float64Array(runs.reduce((n, r) => n + r.games.length, 0));
  let n = 0;
  for (const run of runs)
    for (let i = 0; i < run.games.length; i++) pairs[n++] = run.games[i]! * 65536 + run.plies[i]!;
  pairs.sort();
  const outGames = new Int32Array(pairs.length);
  const outPlies = new Uint16Array(pairs.length);
  let kept = 0;
  for (const pair of pairs) {
    const g = Math.floor(pair / 65536);
    if (kept > 0 && outGames[kept - 1] === g) continue;
    outGames[kept] = g;
    outPlies[kept++] = pair - g * 65536;
  }
  return { games: outGames.subarray(0, kept), plies: outPlies.subarray(0, kept), unkeyed };
}

/** Whether `list` ascends strictly. */
function ascending(list: Int32Array): boolean {
  for (let i = 1; i < list.length; i++) if (!(list[i - 1]! < list[i]!)) return false;
  return true;
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
 * The entries `[from, to)` of bucket `[first, end)` that hold both words `key` and `check`: found by halving, as the
 * bucket is sorted by key, then check word (a damaged bucket gives no entry or others, never a fault).
 */
function entriesOf(
  slices: KeySlices,
  first: number,
  end: number,
  key: number,
  check: number,
): [number, number] {
  const keys = slices.keys(first, end);
  const lo = boundOf(keys, 0, keys.length, key, false);
  const hi = boundOf(keys, lo, keys.length, key, true);
  if (lo === hi) return [first, first];
  const checks = slices.checks(first + lo, first + hi);
  const from = boundOf(checks, 0, checks.length, check, false);
  const to = boundOf(checks, from, checks.length, check, true);
  return [first + lo + from, first + lo + to];
}
