/**
 * `KeyCollector`: the positions of the keyed games as a build plays them (each game's keys, in order of ply), kept
 * until the end in 64 runs (9 bytes an entry: a run's games are counted, not stored; each run's newest entries
 * staged where a cache holds them, moved to its chunks by block copies), then split into 8,192 parts
 * by the key's top 13 bits (their sizes counted as the entries come) and made the key table's input — the
 * distinct keys reached in two games or more, sorted, each with its games and the first ply each reached it. A key
 * of one game is dropped there: an exact query finds that game by a scan. Each part is read in one go through an
 * open-addressing table that fits a cache (a million games: about 10,000 entries a part), so the build sorts no
 * more than the shared keys.
 */
import { SearchError } from '../errors.js';
import { ByteSink } from './game-record.js';

/** The key's top bits that choose its part, and its run (the first pass of two). */
const PART_BITS = 13;
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
export function riceBits(m: number, games: number): number {
  // m * 2^k <= games exactly when 2^k <= floor(games / m): k is the top bit of the quotient
  const q = Math.floor(games / m);
  return q < 1 ? 0 : Math.min(30, 31 - Math.clz32(q));
}

/**
 * Writes a key's list of `n` games (ascending, of an index of `count` games) into `sink`: varints of twice its games
 * (plus one when a game reached the key at another ply than the first game), of the first game's ply, and when
 * some did, of how many and of each (the places skipped since the one before, the ply), then the gaps between the games (the first: its number) Rice-coded — the gap over 2^k in
 * unary (ones, then a zero), then its `k` low bits, the lowest first (`k` from the list's density: `riceBits`) —
 * from the low bit of each byte. A popular position's
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
  let others = 0;
  for (let i = 0; i < n; i++) if (plies[i] !== ply) others++;
  sink.varint(2 * n + (others > 0 ? 1 : 0));
  sink.varint(ply);
  if (others > 0) sink.varint(others);
  for (let i = 0, last = 0; i < n; i++)
    if (plies[i] !== ply) {
      sink.varint(i - last);
      sink.varint(plies[i]!);
      last = i;
    }
  const k = riceBits(n, count);
  const lowMask = (1 << k) - 1;
  // room for every code at once (the quotients add up to at most count / 2^k), written without a check a byte
  sink.reserve(Math.ceil((count / 2 ** k + n * (k + 1)) / 8) + 4);
  const bytes = sink.bytes;
  let at = sink.length;
  // bits held (fewer than 8 before each write of at most 16 bits: whole bytes written out after it), in 32-bit ints
  let bits = 0;
  let held = 0;
  for (let i = 0, previous = -1; i < n; i++) {
    const gap = games[i]! - previous - 1;
    previous = games[i]!;
    // the quotient in unary (ones, then a zero), at most 16 bits at a time
    let q = gap >>> k;
    for (; q >= 16; q -= 16) {
      held |= 0xffff << bits;
      bytes[at++] = held;
      bytes[at++] = held >>> 8;
      held >>>= 16;
    }
    held |= ((1 << q) - 1) << bits;
    bits += q + 1;
    for (; bits >= 8; bits -= 8) {
      bytes[at++] = held;
      held >>>= 8;
    }
    // the low bits, the lowest first (read back in that order), at most 16 at a time
    let low = gap & lowMask;
    for (let b = k; b > 0; b -= 16) {
      const w = Math.min(b, 16);
      held |= (low & ((1 << w) - 1)) << bits;
      low >>>= w;
      bits += w;
      for (; bits >= 8; bits -= 8) {
        bytes[at++] = held;
        held >>>= 8;
      }
    }
  }
  if (bits > 0) bytes[at++] = held;
  sink.length = at;
}

/** The slot of `part`'s entry `i` (its key without the ply, hashed) in a table of 2^(32 − `shift`) slots. */
function candidateSlot(part: Int32Array, i: number, shift: number): number {
  return (
    Math.imul((part[3 * i]! >>> PLY_BITS) ^ Math.imul(part[3 * i + 1]!, 0x85ebca6b), 0x9e3779b1) >>> shift
  );
}

/** `array` in twice the room (at least 256). */
function grownFloats(array: Float64Array): Float64Array<ArrayBuffer> {
  const bigger = new Float64Array(Math.max(256, 2 * array.length));
  bigger.set(array);
  return bigger;
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

/** A growable array of numbers (doubles: byte offsets past 2^31 too), off the JavaScript heap. */
export class Floats {
  data = new Float64Array(1 << 8);
  length = 0;
  push(n: number): void {
    if (this.length === this.data.length) this.data = grownFloats(this.data);
    this.data[this.length++] = n;
  }
  view(): Float64Array {
    return this.data.subarray(0, this.length);
  }
}

/** Entries of a chunk of a run (`log2`): 2^14 entries, 144 KiB. */
const CHUNK_BITS = 14;
const CHUNK = 1 << CHUNK_BITS;

/** Entries a run stages before they go to its chunk (`log2`): a chunk holds a whole number of stages. */
const STAGE_BITS = 9;
const STAGE = 1 << STAGE_BITS;

/** Positions held before they go to the runs (`KeyCollector.addGame`): 32 KiB of words. */
const HELD = 1 << 12;

/** Bytes of a slab (`Slabs`). */
const SLAB_BYTES = 32 << 20;

/**
 * An entry's tag: its ply in the low `PLY_BITS`, and above them how many games its game is past the entry before's
 * in its run (0 to `MAX_STEP`); `FILLER` marks an entry with no position that only steps `FILLER_STEP` games on. Of
 * its 14 bits the low 8 are a byte of their own and the top 6 stand in the key's first word for its top `RUN_BITS`,
 * which the run tells: nine bytes an entry. (A run misses a game of 80 positions about one time in four: a filler
 * comes after seven games in a row.)
 */
const MAX_STEP = 6;
const FILLER_STEP = MAX_STEP + 1;
const FILLER = FILLER_STEP << PLY_BITS;
/** The key's bits below the run's, kept in an entry's first word; the tag's bits above `TAG_BYTE` go above them. */
const RUN_SHIFT = 32 - RUN_BITS;
const RUN_LOW_MASK = (1 << RUN_SHIFT) - 1;
const TAG_BYTE = 8;

/**
 * Where the runs' chunks are cut from, one after the other: allocations of 32 MiB (whose pages are made as they are
 * first written), so that where the system backs large allocations with huge pages (a `GLIBC_TUNABLES` the user
 * sets) a build's entries — most of its memory — take a page fault every 2 MiB, not every 4 KiB.
 */
class Slabs {
  #slab = new ArrayBuffer(0);
  /** Where the room taken last starts in its slab. */
  at = 0;
  #end = 0;

  /** The slab of `bytes` bytes of room (a multiple of 4, at most a slab), starting at `at`. */
  take(bytes: number): ArrayBuffer {
    if (this.#end + bytes > this.#slab.byteLength) {
      this.#slab = new ArrayBuffer(SLAB_BYTES);
      this.#end = 0;
    }
    this.at = this.#end;
    this.#end += bytes;
    return this.#slab;
  }
}

/**
 * A run's entries: chunks of two words each (the key, its second word) and of tags (the ply, the step from the
 * game of the entry before: a run's entries are in order of game, so its games are counted, not stored). The chunk
 * being filled is the last of each; how far it is filled, and the run's last game, are the collector's (`#fill`,
 * `#runGames`), beside the other runs'.
 */
interface Run {
  readonly words: Int32Array[];
  readonly tags: Uint8Array[];
}

/**
 * Collects the keys of games — each position as it is added goes to one of 64 runs by its key's top 6 bits, in
 * chunks that are never copied — and makes the shared ones a key table's input. Nine bytes a position, written once,
 * `maxEntries` positions at most: the first game that does not fit fills the collection (`fits`).
 */
export class KeyCollector {
  readonly #runs: Run[] = Array.from({ length: 1 << RUN_BITS }, () => ({ words: [], tags: [] }));
  /** Each run's open chunks (empty before its first), their entries, and the game of its last entry. */
  readonly #wordChunks: Int32Array[] = Array.from({ length: 1 << RUN_BITS }, () => new Int32Array(0));
  readonly #tagChunks: Uint8Array[] = Array.from({ length: 1 << RUN_BITS }, () => new Uint8Array(0));
  readonly #fill = new Int32Array(1 << RUN_BITS).fill(CHUNK);
  readonly #runGames = new Int32Array(1 << RUN_BITS);
  /** Each run's entries on their way to its chunk (`STAGE` at most), held where a cache keeps them. */
  readonly #stageWords = new Int32Array((2 * STAGE) << RUN_BITS);
  readonly #stageTags = new Uint8Array(STAGE << RUN_BITS);
  readonly #staged = new Int32Array(1 << RUN_BITS);
  /** Entries (fillers not counted) by part: the key's top `PART_BITS` (a run's parts are cut without counting). */
  readonly #partSizes = new Int32Array(1 << PART_BITS);
  readonly #slabs = new Slabs();
  /**
   * The games added last, not yet in the runs: their positions' words (two each), numbers and positions; they go
   * to the runs in batches of `HELD` positions or more, so that the runs' open chunks stay in a cache while they
   * are written, not reloaded between a build's games.
   */
  readonly #heldWords = new Int32Array(2 * (HELD + MAX_KEYED_PLY + 1));
  readonly #heldGames = new Int32Array(HELD + 1);
  readonly #heldSizes = new Int32Array(HELD + 1);
  #held = 0;
  #heldCount = 0;
  /** The game added last. */
  #game = -1;
  /** Entries added (positions: fillers not counted). */
  entries = 0;
  /** Whether a game did not fit under `maxEntries`: no later game is taken. */
  full = false;

  constructor(readonly maxEntries: number = Number.POSITIVE_INFINITY) {}

  /** Whether a game of `n` positions fits under `maxEntries`; the first that does not makes the collection `full`. */
  fits(n: number): boolean {
    if (!this.full && this.entries + n > this.maxEntries) this.full = true;
    return !this.full;
  }

  /** Opens a new chunk of run `r` (its chunk full). */
  #open(r: number): void {
    const slabs = this.#slabs;
    const words = new Int32Array(slabs.take(8 * CHUNK), slabs.at, 2 * CHUNK);
    const tags = new Uint8Array(slabs.take(CHUNK), slabs.at, CHUNK);
    this.#runs[r]!.words.push(words);
    this.#runs[r]!.tags.push(tags);
    this.#wordChunks[r] = words;
    this.#tagChunks[r] = tags;
    this.#fill[r] = 0;
  }

  /** Moves run `r`'s staged entries to its chunk (a block copy: whole lines written, none read first). */
  #flush(r: number): void {
    const n = this.#staged[r]!;
    if (n === 0) return;
    if (this.#fill[r] === CHUNK) this.#open(r);
    const i = this.#fill[r]!;
    const at = r << STAGE_BITS;
    this.#wordChunks[r]!.set(this.#stageWords.subarray(2 * at, 2 * (at + n)), 2 * i);
    this.#tagChunks[r]!.set(this.#stageTags.subarray(at, at + n), i);
    this.#fill[r] = i + n;
    this.#staged[r] = 0;
  }

  /** Stages an entry of run `r`: a key's two words and its tag. */
  #put(r: number, key: number, check: number, tag: number): void {
    if (this.#staged[r] === STAGE) this.#flush(r);
    const at = (r << STAGE_BITS) + this.#staged[r]!++;
    this.#stageWords[2 * at] = (key & RUN_LOW_MASK) | ((tag >>> TAG_BYTE) << RUN_SHIFT);
    this.#stageWords[2 * at + 1] = check;
    this.#stageTags[at] = tag;
  }

  /** Entries in run `r` (fillers included). */
  #length(r: number): number {
    const chunks = this.#runs[r]!.words.length;
    return chunks === 0 ? 0 : (chunks - 1) * CHUNK + this.#fill[r]!;
  }

  /**
   * Adds game `game`'s positions (a number above the last one's), `keys[p]` and `checks[p]` the words of its
   * position at ply `p` (`n` of them, at most `MAX_KEYED_PLY + 1`).
   */
  addGame(game: number, keys: Int32Array, checks: Int32Array, n: number): void {
    const held = this.#held;
    const words = this.#heldWords;
    for (let p = 0; p < Math.min(n, MAX_KEYED_PLY + 1); p++) {
      words[2 * (held + p)] = keys[p]!;
      words[2 * (held + p) + 1] = checks[p]!;
    }
    this.addNext(game, n);
  }

  /**
   * Where the next game's positions may be written in place (no copy): the words of its position at ply `p` at
   * `nextWords[2 * (nextAt + p)]` and the one after, up to `MAX_KEYED_PLY + 1` positions; `addNext` adds them.
   */
  get nextWords(): Int32Array {
    return this.#heldWords;
  }
  get nextAt(): number {
    return this.#held;
  }

  /** Adds game `game`'s `n` positions, written at `nextWords` (a number above the last game's). */
  addNext(game: number, n: number): void {
    if (!(game > this.#game && n <= MAX_KEYED_PLY + 1))
      throw new SearchError('invalid-argument', `game ${game} after ${this.#game}, or of ${n} positions`);
    this.#game = game;
    const held = this.#held;
    this.#heldGames[this.#heldCount] = game;
    this.#heldSizes[this.#heldCount++] = n;
    this.#held = held + n;
    this.entries += n;
    if (this.#held >= HELD || this.#heldCount > HELD) this.#release();
  }

  /** Puts the games held into the runs, each position to one of them by its key's top `RUN_BITS`. */
  #release(): void {
    const sizes = this.#partSizes;
    const words = this.#heldWords;
    const staged = this.#staged;
    const runGames = this.#runGames;
    const stageWords = this.#stageWords;
    const stageTags = this.#stageTags;
    for (let g = 0, at = 0; g < this.#heldCount; g++) {
      const game = this.#heldGames[g]!;
      const n = this.#heldSizes[g]!;
      for (let p = 0; p < n; p++, at += 2) {
        const key = words[at]!;
        const r = key >>> RUN_SHIFT;
        const step = game - runGames[r]!;
        runGames[r] = game;
        sizes[key >>> LOW_BITS]!++;
        const i = staged[r]!;
        if (i === STAGE || step > MAX_STEP) {
          // a full stage, or fillers first: the rare way
          let rest = step;
          for (; rest > MAX_STEP; rest -= FILLER_STEP) this.#put(r, 0, 0, FILLER);
          this.#put(r, key, words[at + 1]!, (rest << PLY_BITS) | p);
          continue;
        }
        const tag = (step << PLY_BITS) | p;
        const e = (r << STAGE_BITS) + i;
        stageWords[2 * e] = (key & RUN_LOW_MASK) | ((tag >>> TAG_BYTE) << RUN_SHIFT);
        stageWords[2 * e + 1] = words[at + 1]!;
        stageTags[e] = tag;
        staged[r] = i + 1;
      }
    }
    this.#held = 0;
    this.#heldCount = 0;
  }

  /**
   * The parts (by the key's top `PART_BITS`) of run `run` into `into` (three words an entry: the key's low bits and
   * the ply, the second word, the game), and where each of its parts starts (an entry number) in `at`, from their
   * sizes `sizes` (the run's share of `#partSizes`); the run's chunks dropped.
   */
  #parts(r: number, sizes: Int32Array, into: Int32Array, at: Int32Array): void {
    const shift = LOW_BITS;
    const mask = (1 << (PART_BITS - RUN_BITS)) - 1;
    const run = this.#runs[r]!;
    const n = this.#length(r);
    at[0] = 0;
    for (let p = 0; p <= mask; p++) at[p + 1] = at[p]! + sizes[p]!;
    const next = at.slice();
    let game = 0;
    for (let c = 0; c * CHUNK < n; c++) {
      const words = run.words[c]!;
      const tags = run.tags[c]!;
      for (let i = 0, end = Math.min(CHUNK, n - c * CHUNK); i < end; i++) {
        // the key's top bits are the run's: the tag's top ones stand there
        const key = words[2 * i]!;
        const tag = ((key >>> RUN_SHIFT) << TAG_BYTE) | tags[i]!;
        game += tag >>> PLY_BITS;
        if (tag === FILLER) continue;
        const j = 3 * next[(key >>> shift) & mask]!++;
        into[j] = ((key & LOW_MASK) << PLY_BITS) | (tag & MAX_KEYED_PLY);
        into[j + 1] = words[2 * i + 1]!;
        into[j + 2] = game;
      }
    }
    run.words.length = 0;
    run.tags.length = 0;
    this.#wordChunks[r] = new Int32Array(0);
    this.#tagChunks[r] = new Uint8Array(0);
    this.#fill[r] = CHUNK;
    this.#runGames[r] = 0;
  }

  /**
   * The entries of `part` whose key may be another entry's too (ascending, into `candidates`), found with a table of
   * 2^`bits` slots (`seen`, 4 slots an entry or more: most keys of one entry are alone in theirs); how many.
   */
  static #candidates(part: Int32Array, bits: number, seen: Uint8Array, candidates: Int32Array): number {
    const n = part.length / 3;
    const shift = 32 - bits;
    seen.fill(0, 0, 1 << bits);
    // a slot's bits: 1 after an entry, 3 after two or more
    // each entry's slot kept in `candidates` (an entry's place is read before a candidate is written there)
    for (let i = 0; i < n; i++) {
      const s = candidateSlot(part, i, shift);
      candidates[i] = s;
      seen[s] = (seen[s]! << 1) | 1;
    }
    // without a branch (whether an entry is a candidate is a coin toss for the predictor): `m <= i`, the slot read first
    let m = 0;
    for (let i = 0; i < n; i++) {
      const s = candidates[i]!;
      candidates[m] = i;
      m += (seen[s]! >>> 1) & 1;
    }
    return m;
  }

  /**
   * The keys reached in two games or more of the `indexGames` of the index, sorted, with their lists (a game's
   * first ply of each); the entries are dropped (`too-many-entries` when the lists pass 4 GiB).
   */
  shared(indexGames: number): SharedKeys {
    this.#release();
    for (let r = 0; r < 1 << RUN_BITS; r++) this.#flush(r);
    const partStarts = new Int32Array((1 << (PART_BITS - RUN_BITS)) + 1);
    let largest = 0;
    for (let r = 0; r < 1 << RUN_BITS; r++) largest = Math.max(largest, this.#length(r));
    const scratch = new Int32Array(3 * largest);
    const keys = new Ints();
    const checks = new Ints();
    const ends = new Floats();
    // room for a byte a position at once (the lists take about a quarter of that on a million games): the pages not
    // written are never touched, where growing by doubling would touch and copy twice the lists' bytes
    const sink = new ByteSink(Math.max(1 << 16, Math.min(this.entries, 2 ** 30)));
    // the hash table of a part's candidates: four words a slot (its key's first entry + 1, 0 when empty; its last
    // entry; the game of it; its games)
    let table = new Int32Array(0);
    let next = new Int32Array(0);
    let seen = new Uint8Array(0);
    let candidates = new Int32Array(0);
    let order = new Float64Array(0);
    let games = new Int32Array(1 << 10);
    let plies = new Int32Array(1 << 10);
    for (let at = 0; at < 1 << PART_BITS; at++) {
      const within = at & ((1 << (PART_BITS - RUN_BITS)) - 1);
      if (within === 0)
        this.#parts(
          at >>> (PART_BITS - RUN_BITS),
          this.#partSizes.subarray(at, at + (1 << (PART_BITS - RUN_BITS))),
          scratch,
          partStarts,
        );
      const part = scratch.subarray(3 * partStarts[within]!, 3 * partStarts[within + 1]!);
      if (part.length < 6) continue;
      const entries = part.length / 3;
      const bits = Math.ceil(Math.log2(4 * entries));
      if (candidates.length < entries) {
        candidates = new Int32Array(2 * entries);
        next = new Int32Array(2 * entries);
      }
      if (seen.length < 1 << bits) seen = new Uint8Array(2 << bits);
      const n = KeyCollector.#candidates(part, bits, seen, candidates);
      if (n < 2) continue;
      const slots = 1 << Math.ceil(Math.log2(2 * n));
      if (4 * slots > table.length) table = new Int32Array(4 * slots);
      else table.fill(0, 0, 4 * slots);
      const mask = slots - 1;
      // the keys of two games or more, as their first word's low bits and second word (unsigned) in one number
      let found = 0;
      for (let c = 0; c < n; c++) {
        const i = candidates[c]!;
        const low = part[3 * i]! >>> PLY_BITS;
        const check = part[3 * i + 1]!;
        const game = part[3 * i + 2]!;
        let s = 4 * (Math.imul(low ^ Math.imul(check, 0x85ebca6b), 0x9e3779b1) & mask);
        for (;;) {
          const h = table[s]!;
          if (h === 0) {
            table[s] = i + 1;
            table[s + 1] = i;
            table[s + 2] = game;
            table[s + 3] = 1;
            next[i] = -1;
            break;
          }
          const j = h - 1;
          if (part[3 * j]! >>> PLY_BITS === low && part[3 * j + 1] === check) {
            // a game's later ply of the key is not kept (a game matches at its first ply)
            if (table[s + 2] !== game) {
              next[table[s + 1]!] = i;
              next[i] = -1;
              table[s + 1] = i;
              table[s + 2] = game;
              if (++table[s + 3]! === 2) {
                if (found === order.length) order = grownFloats(order);
                order[found++] = low * 2 ** 32 + (check >>> 0);
              }
            }
            break;
          }
          s = (s + 4) & (4 * mask + 3);
        }
      }
      const sorted = order.subarray(0, found).sort();
      for (let k = 0; k < found; k++) {
        const low = Math.floor(sorted[k]! / 2 ** 32);
        const check = (sorted[k]! % 2 ** 32) | 0;
        let s = 4 * (Math.imul(low ^ Math.imul(check, 0x85ebca6b), 0x9e3779b1) & mask);
        while (part[3 * (table[s]! - 1)]! >>> PLY_BITS !== low || part[3 * (table[s]! - 1) + 1] !== check)
          s = (s + 4) & (4 * mask + 3);
        const count = table[s + 3]!;
        if (count > games.length) {
          games = new Int32Array(2 * count);
          plies = new Int32Array(2 * count);
        }
        let m = 0;
        for (let j = table[s]! - 1; j >= 0; j = next[j]!, m++) {
          games[m] = part[3 * j + 2]!;
          plies[m] = part[3 * j]! & MAX_KEYED_PLY;
        }
        keys.push((at << LOW_BITS) | low);
        checks.push(check);
        writeList(sink, games, plies, m, indexGames);
        if (sink.length >= 2 ** 32)
          throw new SearchError('too-many-entries', 'the key table passes 4 GiB: index in parts');
        ends.push(sink.length);
      }
    }
    this.#partSizes.fill(0);
    return {
      keys: keys.view(),
      checks: checks.view(),
      ends: Uint32Array.from(ends.view()),
      lists: sink.view(),
    };
  }
}
