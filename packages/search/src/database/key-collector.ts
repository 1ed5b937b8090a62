/**
 * `KeyCollector`: the positions of the keyed games as a build plays them (each game's keys, in order of ply), kept
 * until the end in 4,096 parts by the key's top 12 bits (12 bytes an entry), then made the key table's input — the
 * distinct keys reached in two games or more, sorted, each with its games and the first ply each reached it. A key
 * of one game is dropped there: an exact query finds that game by a scan. Each part is read in one go through an
 * open-addressing table that fits a cache (a million games: about 20,000 entries a part), so the build sorts no
 * more than the shared keys.
 */
import { SearchError } from '../errors.js';
import { ByteSink } from './game-record.js';

/** The key's top bits that choose its part, and its run (the first pass of two). */
const PART_BITS = 12;
const RUN_BITS = 6;
const LOW_BITS = 32 - PART_BITS;
const LOW_MASK = (1 << LOW_BITS) - 1;
/** Bits of a ply in an entry: a keyed game has at most `MAX_KEYED_PLY` plies. */
const PLY_BITS = 11;
/** The most plies of a keyed game (a longer one is replayed). */
export const MAX_KEYED_PLY = (1 << PLY_BITS) - 1;

/** The key table's input: distinct keys sorted (first word, then second, unsigned), and each key's list. */
export interface SharedKeys {
  readonly keys: Int32Array;
  readonly checks: Int32Array;
  /** Where each key's list ends in `lists` (it starts where the key before's ends; the first at 0). */
  readonly ends: Uint32Array;
  /** The lists (`writeList`). */
  readonly lists: Uint8Array;
}

/** The Rice parameter of a list of `m` games among `games`: the largest `k` with `m * 2^k <= games`. */
function riceBits(m: number, games: number): number {
  let k = 0;
  while (k < 30 && m * 2 ** (k + 1) <= games) k++;
  return k;
}

/**
 * Writes a key's list of `n` games (ascending, of an index of `count` games) into `sink`: varints of its games, of its
 * first game's ply and of the games that reached the key at another ply, those (varints: the places skipped since the
 * one before, the ply), then the gaps between the games (the first: its number) Rice-coded — `k` low bits (`k` from
 * the list's density: `riceBits`) after the rest in unary — from the low bit of each byte. A popular position's
 * games lie a few apart: a few bits each.
 */
function writeList(
  sink: ByteSink,
  games: ArrayLike<number>,
  plies: ArrayLike<number>,
  n: number,
  count: number,
): void {
  const ply = plies[0]!;
  sink.varint(n);
  sink.varint(ply);
  let others = 0;
  for (let i = 0; i < n; i++) if (plies[i] !== ply) others++;
  sink.varint(others);
  for (let i = 0, last = 0; i < n; i++)
    if (plies[i] !== ply) {
      sink.varint(i - last);
      sink.varint(plies[i]!);
      last = i;
    }
  const k = riceBits(n, count);
  let bits = 0;
  let held = 0;
  const put = (bit: number) => {
    held |= bit << bits;
    if (++bits === 8) {
      sink.byte(held);
      bits = 0;
      held = 0;
    }
  };
  for (let i = 0, previous = -1; i < n; i++) {
    const gap = games[i]! - previous - 1;
    previous = games[i]!;
    for (let q = Math.floor(gap / 2 ** k); q > 0; q--) put(1);
    put(0);
    for (let b = k - 1; b >= 0; b--) put(Math.floor(gap / 2 ** b) & 1);
  }
  if (bits > 0) sink.byte(held);
}

/**
 * Reads a key's list (`writeList`) from `bytes` `[at, end)` of an index of `count` games into `games` and `plies`
 * (appended to `into`); false when it is damaged (it runs past its end, a game beyond `count`).
 */
export function readList(
  bytes: Uint8Array,
  at: number,
  end: number,
  count: number,
  into: { games: number[]; plies: number[] },
): boolean {
  const next = (): number => {
    let n = 0;
    let scale = 1;
    while (at < end) {
      const b = bytes[at++]!;
      n += (b & 0x7f) * scale;
      if (b < 0x80) return n;
      scale *= 0x80;
      if (scale > 2 ** 42) return -1;
    }
    return -1;
  };
  const n = next();
  const ply = next();
  const others = next();
  if (n < 0 || ply < 0 || others < 0 || n > count || others > n) return false;
  const from = into.games.length;
  for (let i = 0; i < n; i++) into.plies.push(ply);
  for (let o = 0, place = 0; o < others; o++) {
    place += next();
    const p = next();
    if (p < 0 || place >= n) return false;
    into.plies[from + place] = p;
  }
  const k = riceBits(n, count);
  let bit = 8 * at;
  const last = 8 * end;
  let game = -1;
  for (let i = 0; i < n; i++) {
    let q = 0;
    while (bit < last && (bytes[bit >>> 3]! >>> (bit & 7)) & 1) {
      q++;
      bit++;
    }
    if (bit + 1 + k > last) return false;
    bit++;
    let low = 0;
    for (let b = 0; b < k; b++, bit++) low = low * 2 + ((bytes[bit >>> 3]! >>> (bit & 7)) & 1);
    game += q * 2 ** k + low + 1;
    if (game >= count) return false;
    into.games.push(game);
  }
  return true;
}

/** A growable array of 32-bit integers. */
export class Ints {
  data = new Int32Array(1 << 8);
  length = 0;
  push(n: number): void {
    if (this.length === this.data.length) {
      const grown = new Int32Array(2 * this.length);
      grown.set(this.data);
      this.data = grown;
    }
    this.data[this.length++] = n;
  }
  view(): Int32Array {
    return this.data.subarray(0, this.length);
  }
}

/** Entries of a chunk of the collected keys (`log2`): 2^18 entries, 2 MiB. */
const CHUNK_BITS = 18;
const CHUNK_MASK = (1 << CHUNK_BITS) - 1;

/**
 * Collects the keys of games — two words a position, appended in order of game and ply (a game's positions can be
 * dropped while it is the last) — and makes the shared ones a key table's input.
 */
export class KeyCollector {
  readonly #chunks: Int32Array[] = [];
  #chunk: Int32Array = new Int32Array(0);
  /** Where the current chunk's entries end (an entry number). */
  #limit = 0;
  /** Each game's number and its first entry. */
  readonly #games = new Ints();
  readonly #firsts = new Ints();
  /** Entries added. */
  entries = 0;

  /** Begins game `game` (a number above the last one's): its positions follow with `add`, in order of ply. */
  begin(game: number): void {
    this.#games.push(game);
    this.#firsts.push(this.entries);
  }

  /** Adds the next position (its key's two words) of the game begun last. */
  add(key: number, check: number): void {
    const e = this.entries;
    if (e >= this.#limit) this.#next(e);
    const at = (e & CHUNK_MASK) << 1;
    this.#chunk[at] = key;
    this.#chunk[at + 1] = check;
    this.entries = e + 1;
  }

  #next(e: number): void {
    const c = e >>> CHUNK_BITS;
    while (this.#chunks.length <= c) this.#chunks.push(new Int32Array(2 << CHUNK_BITS));
    this.#chunk = this.#chunks[c]!;
    this.#limit = (c + 1) << CHUNK_BITS;
  }

  /** Drops the game begun last and its positions. */
  drop(): void {
    const n = this.#games.length - 1;
    if (n < 0) return;
    this.entries = this.#firsts.data[n]!;
    this.#games.length = n;
    this.#firsts.length = n;
    this.#limit = 0;
  }

  /** Adds game `game`'s positions, `keys[p]` and `checks[p]` the words of its position at ply `p` (`n` of them). */
  addGame(game: number, keys: Int32Array, checks: Int32Array, n: number): void {
    this.begin(game);
    for (let p = 0; p < n; p++) this.add(keys[p]!, checks[p]!);
  }

  /**
   * The entries in 64 runs by the key's top 6 bits (its two words and game, and its ply apart), and where each run
   * starts; the chunks are dropped as they are read. (Two passes of 64 runs each, not one of 4,096: each pass
   * writes to few places at once, which the caches hold.)
   */
  #runs(): { readonly all: Int32Array; readonly plies: Uint16Array; readonly starts: Int32Array } {
    const n = this.entries;
    const starts = new Int32Array((1 << RUN_BITS) + 1);
    for (let e = 0; e < n; e++) {
      const chunk = this.#chunks[e >>> CHUNK_BITS]!;
      starts[(chunk[(e & CHUNK_MASK) << 1]! >>> (32 - RUN_BITS)) + 1]!++;
    }
    for (let r = 0; r < 1 << RUN_BITS; r++) starts[r + 1]! += starts[r]!;
    const next = starts.slice();
    const all = new Int32Array(3 * n);
    const plies = new Uint16Array(n);
    const games = this.#games.view();
    const firsts = this.#firsts.view();
    let g = -1;
    let gameEnd = 0;
    let game = 0;
    let first = 0;
    for (let c = 0; c * (CHUNK_MASK + 1) < n; c++) {
      const chunk = this.#chunks[c]!;
      const end = Math.min(n, (c + 1) * (CHUNK_MASK + 1));
      for (let e = c * (CHUNK_MASK + 1), at = 0; e < end; e++, at += 2) {
        while (e >= gameEnd) {
          g++;
          game = games[g]!;
          first = firsts[g]!;
          gameEnd = g + 1 < games.length ? firsts[g + 1]! : n;
        }
        const key = chunk[at]!;
        const i = next[key >>> (32 - RUN_BITS)]!++;
        all[3 * i] = key;
        all[3 * i + 1] = chunk[at + 1]!;
        all[3 * i + 2] = game;
        plies[i] = e - first;
      }
      this.#chunks[c] = new Int32Array(0);
    }
    this.#chunks.length = 0;
    this.#limit = 0;
    return { all, plies, starts };
  }

  /**
   * The parts (by the key's top 12 bits) of run `r` of `runs`, into `into` (three words an entry: the key's low bits
   * and the ply, the second word, the game), and where each of its 64 parts starts (an entry number) in `at`.
   */
  static #parts(
    runs: { readonly all: Int32Array; readonly plies: Uint16Array; readonly starts: Int32Array },
    r: number,
    into: Int32Array,
    at: Int32Array,
  ): void {
    const { all, plies, starts } = runs;
    const from = starts[r]!;
    const to = starts[r + 1]!;
    const shift = LOW_BITS;
    const mask = (1 << (PART_BITS - RUN_BITS)) - 1;
    at.fill(0);
    for (let i = from; i < to; i++) at[((all[3 * i]! >>> shift) & mask) + 1]!++;
    for (let p = 0; p <= mask; p++) at[p + 1]! += at[p]!;
    const next = at.slice();
    for (let i = from; i < to; i++) {
      const key = all[3 * i]!;
      const j = 3 * next[(key >>> shift) & mask]!++;
      into[j] = ((key & LOW_MASK) << PLY_BITS) | plies[i]!;
      into[j + 1] = all[3 * i + 1]!;
      into[j + 2] = all[3 * i + 2]!;
    }
  }

  /**
   * The keys reached in two games or more of the `indexGames` of the index, sorted, with their lists (a game's
   * first ply of each); the entries are dropped (`too-many-entries` when the lists pass 4 GiB).
   */
  shared(indexGames: number): SharedKeys {
    const runs = this.#runs();
    const partStarts = new Int32Array((1 << (PART_BITS - RUN_BITS)) + 1);
    let largest = 0;
    for (let r = 0; r < 1 << RUN_BITS; r++) largest = Math.max(largest, runs.starts[r + 1]! - runs.starts[r]!);
    const scratch = new Int32Array(3 * largest);
    const keys: number[] = [];
    const checks: number[] = [];
    const ends: number[] = [];
    const sink = new ByteSink(1 << 16);
    let size = 0;
    let head = new Int32Array(0);
    let tail = new Int32Array(0);
    let last = new Int32Array(0);
    let count = new Int32Array(0);
    let next = new Int32Array(0);
    const games: number[] = [];
    const plies: number[] = [];
    for (let at = 0; at < 1 << PART_BITS; at++) {
      const within = at & ((1 << (PART_BITS - RUN_BITS)) - 1);
      if (within === 0) KeyCollector.#parts(runs, at >>> (PART_BITS - RUN_BITS), scratch, partStarts);
      const part = scratch.subarray(3 * partStarts[within]!, 3 * partStarts[within + 1]!);
      const n = part.length / 3;
      if (n < 2) continue;
      const slots = 1 << Math.ceil(Math.log2(2 * n));
      if (slots > size) {
        size = slots;
        head = new Int32Array(size);
        tail = new Int32Array(size);
        last = new Int32Array(size);
        count = new Int32Array(size);
      } else head.fill(0, 0, slots);
      if (next.length < n) next = new Int32Array(2 * n);
      const mask = slots - 1;
      const found: number[] = [];
      for (let i = 0; i < n; i++) {
        const low = part[3 * i]! >>> PLY_BITS;
        const check = part[3 * i + 1]!;
        const game = part[3 * i + 2]!;
        let s = Math.imul(low ^ Math.imul(check, 0x85ebca6b), 0x9e3779b1) & mask;
        for (;;) {
          const h = head[s]!;
          if (h === 0) {
            head[s] = i + 1;
            tail[s] = i;
            last[s] = game;
            count[s] = 1;
            next[i] = -1;
            break;
          }
          const j = h - 1;
          if (part[3 * j]! >>> PLY_BITS === low && part[3 * j + 1] === check) {
            // a game's later ply of the key is not kept (a game matches at its first ply)
            if (last[s] !== game) {
              next[tail[s]!] = i;
              next[i] = -1;
              tail[s] = i;
              last[s] = game;
              count[s] = count[s]! + 1;
              if (count[s] === 2) found.push(s);
            }
            break;
          }
          s = (s + 1) & mask;
        }
      }
      const firsts = found.map((s) => head[s]! - 1);
      firsts.sort(
        (a, b) => (part[3 * a]! >>> PLY_BITS) - (part[3 * b]! >>> PLY_BITS) || (part[3 * a + 1]! >>> 0) - (part[3 * b + 1]! >>> 0),
      );
      for (const first of firsts) {
        games.length = 0;
        plies.length = 0;
        for (let j = first; j >= 0; j = next[j]!) {
          games.push(part[3 * j + 2]!);
          plies.push(part[3 * j]! & MAX_KEYED_PLY);
        }
        keys.push((at << LOW_BITS) | (part[3 * first]! >>> PLY_BITS));
        checks.push(part[3 * first + 1]!);
        writeList(sink, games, plies, games.length, indexGames);
        if (sink.length >= 2 ** 32)
          throw new SearchError('too-many-entries', 'the key table passes 4 GiB: index in parts');
        ends.push(sink.length);
      }
    }
    return {
      keys: Int32Array.from(keys),
      checks: Int32Array.from(checks),
      ends: Uint32Array.from(ends),
      lists: sink.view(),
    };
  }
}
