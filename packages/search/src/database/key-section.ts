/**
 * The key section of an index file: the key of every position of every chess game (`ChessReplay`'s 32-bit Zobrist
 * key: board, side to move, castling rights, an e.p. file as Polyglot counts it), made as the build plays the
 * moves, with its game and the first ply the game reached it, so an exact-position query answers from its keys'
 * entries and each game's offset and length — no record read, nothing replayed. Games of other variants, games not
 * read to their end and games of 65,535 plies or more are not keyed (`unkeyed`: always replayed). Ten bytes a keyed
 * position and sixteen a game. Little-endian; the section starts with zero bytes to a multiple of 4 in the file:
 *
 * | field | |
 * | --- | --- |
 * | kind (2: `ChessReplay`'s key with its first ply), bucket bits, entries, unkeyed games, games | u32 each |
 * | bucket starts (2^bits + 1) | i32 each: bucket `b`'s entries are `[starts[b], starts[b + 1])` |
 * | keys, then games (0-based), by entry | i32 each, sorted by key (unsigned) then game, no pair twice |
 * | plies, by entry: the first ply the game reached the key | u16 each, then zero bytes to a multiple of 4 |
 * | unkeyed games (0-based, ascending) | i32 each |
 * | each game's record: its byte position in the file, then its byte length in the source, then its byte offset | u32, u32, then f64 each |
 */
import { SearchError } from '../errors.js';
import type { ByteSink } from './game-record.js';

/** A growable array of 32-bit integers. */
export class Ints {
  data = new Int32Array(1 << 12);
  length = 0;
  push(n: number): void {
    if (this.length === this.data.length) {
      const grown = new Int32Array(this.data.length * 2);
      grown.set(this.data);
      this.data = grown;
    }
    this.data[this.length++] = n;
  }
  view(): Int32Array {
    return this.data.subarray(0, this.length);
  }
}

/** The kind of key this layout stores. */
export const KEY_KIND = 2;
/** The most plies a keyed game has (a ply is a u16 entry). */
export const MAX_KEYED_PLY = 0xffff;
/** Bytes of a key section's fixed fields (after its alignment). */
export const KEY_FIXED_BYTES = 20;

/** The keys of an index as written: one entry per keyed position, in order of game then ply. */
export interface KeyParts {
  readonly keys: Int32Array;
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
  readonly games: Int32Array;
  /** The first ply the entry's game reached its key. */
  readonly plies: Uint16Array;
  readonly unkeyed: Int32Array;
  /** Each game's record: where it starts in the index file, and the game's byte length and offset in the source. */
  readonly recordAt: Uint32Array;
  readonly lengths: Uint32Array;
  readonly offsets: Float64Array;
}

/** Bucket bits for `n` entries: about eight entries a bucket. */
function bitsFor(n: number): number {
  return Math.min(22, Math.max(4, Math.ceil(Math.log2(n / 8 + 1))));
}

/**
 * One stable counting pass of a radix sort: the pairs `(keys[i], games[i])` moved into `toKeys`/`toGames` by the
 * key's 11 bits at `shift`.
 */
function countingPass(from: Entries, to: Entries, shift: number): void {
  const { keys, games, plies } = from;
  const counts = new Int32Array(2049);
  for (let i = 0; i < keys.length; i++) counts[((keys[i]! >>> shift) & 0x7ff) + 1]!++;
  for (let d = 0; d < 2048; d++) counts[d + 1]! += counts[d]!;
  for (let i = 0; i < keys.length; i++) {
    const at = counts[(keys[i]! >>> shift) & 0x7ff]!++;
    to.keys[at] = keys[i]!;
    to.games[at] = games[i]!;
    to.plies[at] = plies[i]!;
  }
}

/** Entries as parallel arrays. */
interface Entries {
  readonly keys: Int32Array;
  readonly games: Int32Array;
  readonly plies: Int32Array;
}

/**
 * The entries sorted by key (unsigned) then game, without repeats (a game's first ply kept): a stable radix sort by
 * key (three passes of 11 bits) of the entries, which come in order of game then ply.
 */
function sortEntries(parts: KeyParts): Entries {
  const n = parts.keys.length;
  const a = { keys: parts.keys.slice(), games: parts.games.slice(), plies: parts.plies.slice() };
  const b = { keys: new Int32Array(n), games: new Int32Array(n), plies: new Int32Array(n) };
  countingPass(a, b, 0);
  countingPass(b, a, 11);
  countingPass(a, b, 22);
  let kept = 0;
  for (let i = 0; i < n; i++) {
    if (kept > 0 && a.keys[kept - 1] === b.keys[i] && a.games[kept - 1] === b.games[i]) continue;
    a.keys[kept] = b.keys[i]!;
    a.games[kept] = b.games[i]!;
    a.plies[kept] = b.plies[i]!;
    kept++;
  }
  return { keys: a.keys.slice(0, kept), games: a.games.slice(0, kept), plies: a.plies.slice(0, kept) };
}

/** Where each bucket (the key's top `bits`) starts among the sorted `keys`, and where the last ends. */
function bucketStarts(keys: Int32Array, bits: number): Int32Array {
  const shift = 32 - bits;
  const starts = new Int32Array((1 << bits) + 1);
  for (let i = 0; i < keys.length; i++) starts[(keys[i]! >>> shift) + 1]!++;
  for (let b = 0; b < 1 << bits; b++) starts[b + 1]! += starts[b]!;
  return starts;
}

/** Each game's record position in the file, and its byte length and offset in the source. */
export interface GameSpans {
  readonly recordAt: readonly number[];
  readonly lengths: readonly number[];
  readonly offsets: readonly number[];
}

/** Bytes of `n` u16 plies with their padding to a multiple of 4. */
const pliesBytes = (n: number) => 4 * Math.ceil(n / 2);

/** Writes the key section of `parts` into `out` (with each game's record position, length and offset: `spans`). */
export function writeKeySection(out: ByteSink, parts: KeyParts, spans: GameSpans): void {
  while (out.length % 4 !== 0) out.byte(0);
  const { keys, games, plies } = sortEntries(parts);
  const { recordAt, lengths, offsets } = spans;
  const bits = bitsFor(keys.length);
  const starts = bucketStarts(keys, bits);
  const ints = [KEY_KIND, bits, keys.length, parts.unkeyed.length, recordAt.length];
  const words = ints.length + starts.length + 2 * keys.length;
  out.reserve(4 * words + pliesBytes(keys.length) + 4 * parts.unkeyed.length + 16 * recordAt.length + 8);
  const view = new DataView(out.bytes.buffer, out.bytes.byteOffset);
  let at = out.length;
  // the sink's buffer is its own and `at` a multiple of 4: the words go in as an Int32Array (the reader's views
  // read them so too: little-endian, as every platform that runs this is)
  const words32 = new Int32Array(out.bytes.buffer, out.bytes.byteOffset + at, words);
  let w = 0;
  for (const list of [ints, starts, keys, games]) {
    words32.set(list, w);
    w += list.length;
  }
  at += 4 * w;
  for (let i = 0; i < plies.length; i++) view.setUint16(at + 2 * i, plies[i]!, true);
  if (plies.length % 2 === 1) view.setUint16(at + 2 * plies.length, 0, true);
  at += pliesBytes(plies.length);
  for (const g of parts.unkeyed) {
    view.setInt32(at, g, true);
    at += 4;
  }
  for (const list of [recordAt, lengths])
    for (const n of list) {
      if (n >= 2 ** 32) throw new SearchError('too-many-entries', 'an index body or a game over 4 GiB: index in parts');
      view.setUint32(at, n, true);
      at += 4;
    }
  for (const n of offsets) {
    view.setFloat64(at, n, true);
    at += 8;
  }
  out.length = at;
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
  const gamesAt = keysAt + 4 * entries;
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
    games: ints(layout.gamesAt, layout.entries),
    plies: new Uint16Array(bytes.buffer, bytes.byteOffset + layout.pliesAt - shift, layout.entries),
    unkeyed: ints(layout.unkeyedAt, layout.unkeyed),
    recordAt: new Uint32Array(bytes.buffer, bytes.byteOffset + layout.recordAtAt - shift, games),
    lengths: new Uint32Array(bytes.buffer, bytes.byteOffset + layout.lengthsAt - shift, games),
    offsets,
  };
}

/** A key section's parts as a lookup reads them: a bucket's range of entries, their keys, games and plies, the unkeyed games. */
export interface KeySlices {
  readonly bits: number;
  /** `[first, end)` of bucket `b`'s entries. */
  bucket(b: number): readonly [number, number];
  keys(first: number, end: number): Int32Array;
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
  readonly plies: Int32Array;
  readonly unkeyed: Int32Array;
}

/**
 * The games of a key section that reached one of `keys`, with the first ply each did, and its unkeyed games
 * (`invalid-index` for a game number out of range, a bucket out of order).
 */
export function positionsWithKeys(slices: KeySlices, keys: readonly number[], games: number): KeyedPositions {
  const found = new Ints();
  const shift = 32 - slices.bits;
  for (const key of new Set(keys)) {
    const [first, end] = slices.bucket(key >>> shift);
    if (!(first <= end)) throw damaged(0);
    const bucketKeys = slices.keys(first, end);
    let bucketGames: Int32Array | undefined;
    let bucketPlies: Uint16Array | undefined;
    for (let i = 0; i < bucketKeys.length; i++)
      if (bucketKeys[i] === key) {
        const g = (bucketGames ??= slices.games(first, end))[i]!;
        if (!(g >= 0 && g < games)) throw damaged(0);
        // game and ply in one number: sorted by game, then ply
        found.push(g);
        found.push((bucketPlies ??= slices.plies(first, end))[i]!);
      }
  }
  const pairs = new Float64Array(found.length / 2);
  for (let i = 0; i < pairs.length; i++) pairs[i] = found.data[2 * i]! * 65536 + found.data[2 * i + 1]!;
  pairs.sort();
  const outGames = new Int32Array(pairs.length);
  const outPlies = new Int32Array(pairs.length);
  let kept = 0;
  for (const pair of pairs) {
    const g = Math.floor(pair / 65536);
    if (kept > 0 && outGames[kept - 1] === g) continue;
    outGames[kept] = g;
    outPlies[kept++] = pair - g * 65536;
  }
  const unkeyed = slices.unkeyed();
  for (let i = 0; i < unkeyed.length; i++)
    if (!(unkeyed[i]! >= 0 && unkeyed[i]! < games && (i === 0 || unkeyed[i - 1]! < unkeyed[i]!))) throw damaged(0);
  return { games: outGames.subarray(0, kept), plies: outPlies.subarray(0, kept), unkeyed };
}
