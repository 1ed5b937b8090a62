/**
 * The opening explorer's index of a database: for every position of the first plies of each game's main line
 * (found by position — `@x/core`'s `positionHash` with the variant's id — so transpositions join), which game
 * played which move from it. Built by the database worker as it reads the file (`ExplorerReader`); a lookup sums
 * the games of a position per move, over every game or over the games a filter keeps.
 */

import { readExplorerKey } from './explorerKey';
import { IntRows } from './intRows';

/** Plies of each game's main line indexed (the positions before moves 1 to 20 of each side). */
export const EXPLORER_PLIES = 40;

/** A game's result as the explorer counts it: White won, a draw, Black won, unknown. */
export type Outcome = 0 | 1 | 2 | 3;

/** The outcome of a PGN result text. */
export function outcomeOf(result: string | undefined): Outcome {
  if (result === '1-0') return 0;
  if (result === '1/2-1/2') return 1;
  if (result === '0-1') return 2;
  return 3;
}

/** One move of a position as the explorer lists it. */
export interface ExplorerMove {
  /** The move's identity, `Position.uci` (the page writes its SAN from the position on its board). */
  readonly uci: string;
  /** Games that played it. */
  readonly games: number;
  /** Of those, won by White, drawn, won by Black (games with no result count in `games` only). */
  readonly white: number;
  readonly draws: number;
  readonly black: number;
  /** The players' average Elo over the games whose tags give one, or undefined. */
  readonly elo: number | undefined;
}

/** What a lookup answers: the moves played from the position, most played first (then by UCI), and the games it is in. */
export interface ExplorerAnswer {
  readonly moves: readonly ExplorerMove[];
  /** Games that reached the position (and were kept by the filter), a move from it or not. */
  readonly games: number;
}

/** An occurrence's fields (`IntRows` of 4): the position's key (two halves), the game, the move's name. */
const HIGH = 0;
const LOW = 1;
const GAME = 2;
const NAME = 3;
/** The fields of a ply in `addGame`'s path: the key's halves and the move's name. */
export const PLY_FIELDS = 3;
/**
 * An index built over part of a file (`ExplorerIndex.part`), sent from one worker to another (its arrays are
 * transferable) and appended to the index of the rest (`merge`): its rows, its moves' names, and the outcome and
 * Elo of its games `[first, size)`.
 */
export interface IndexPart {
  /** The rows, 4 fields each (`length` × 4 integers). */
  readonly rows: Int32Array;
  readonly names: readonly string[];
  readonly outcomes: Uint8Array;
  readonly elos: Uint16Array;
  readonly first: number;
  readonly size: number;
}

/** Distinct keys of a bucket past which `finish` sorts it to count them. */
const FEW = 32;
/** Occurrences per bucket (on average) that `finish` aims at. */
const PER_BUCKET = 8;

/**
 * The index: one row per occurrence — a position (its 64-bit key) reached in a game's first plies and the move the
 * game played from it — appended as the games are read (no look-up, no object, no string per position), and each
 * game's outcome and average Elo (0 when unknown). `finish` groups the rows by their key's bucket (a counting sort
 * of row numbers), so a lookup reads one bucket; before it, a lookup reads every row.
 */
export class ExplorerIndex {
  readonly #rows = new IntRows(4, 1 << 16);
  /** The moves' UCI texts by name (`nameOf`): few distinct, so none is made per occurrence. */
  readonly #names: string[] = [];
  readonly #nameOf = new Map<string, number>();
  #outcomes = new Uint8Array(1024);
  #elos = new Uint16Array(1024);
  /** After `finish` (the rows in bucket order): the first row of each bucket. */
  #starts: Int32Array | undefined;
  #shift = 32;
  /** The distinct keys of a bucket met so far (`#distinct`): two halves each. */
  readonly #seenKeys = new Int32Array(2 * FEW);
  #positions = 0;
  /** Games added so far (their ids are below `size`, from `#first` on). */
  size = 0;
  #first = Number.POSITIVE_INFINITY;

  /** The name (a number) of a move's UCI text, numbered on first sight. */
  nameOf(uci: string): number {
    let name = this.#nameOf.get(uci);
    if (name === undefined) {
      name = this.#names.length;
      this.#names.push(uci);
      this.#nameOf.set(uci, name);
    }
    return name;
  }

  /**
   * Adds game `game` (its id: the place of its row in the list) with its outcome, average Elo (0 unknown) and
   * the moves of its first plies: `count` plies in `path`, `PLY_FIELDS` each (the key of the position before the
   * move, `explorerHash`, and the move's name, `nameOf`).
   */
  addGame(game: number, outcome: Outcome, elo: number, path: Int32Array, count: number): void {
    if (game >= this.#outcomes.length) this.#grow(game + 1);
    this.#outcomes[game] = outcome;
    this.#elos[game] = Math.max(0, Math.min(65_535, Math.round(elo)));
    this.size = Math.max(this.size, game + 1);
    this.#first = Math.min(this.#first, game);
    this.#starts = undefined;
    // the game's rows written in one go (4 fields a row: HIGH, LOW, GAME, NAME)
    let at = this.#rows.add(count) * 4;
    const data = this.#rows.data;
    for (let i = 0; i < count; i++, at += 4) {
      const from = PLY_FIELDS * i;
      data[at + HIGH] = path[from] as number;
      data[at + LOW] = path[from + 1] as number;
      data[at + GAME] = game;
      data[at + NAME] = path[from + 2] as number;
    }
  }

  /** The index as a part (`IndexPart`) to merge into another: views of its arrays, not copies. */
  part(): IndexPart {
    const size = this.size;
    return {
      rows: this.#rows.data.subarray(0, this.#rows.length * 4),
      names: this.#names,
      outcomes: this.#outcomes.subarray(0, size),
      elos: this.#elos.subarray(0, size),
      first: Math.min(this.#first, size),
      size,
    };
  }

  /**
   * Appends the rows and games of `part` (an index of games none of which this one holds), its games' ids moved
   * up by `shift` (the games before its own, read elsewhere) and its moves' names renumbered as this index's:
   * merging the parts of a file in file order gives the rows one index of the whole file would hold, in the same
   * order. `finish` after.
   */
  merge(part: IndexPart, shift = 0): void {
    const { rows, names, outcomes, elos, first, size } = part;
    if (size + shift > this.#outcomes.length) this.#grow(size + shift);
    this.#outcomes.set(outcomes.subarray(first, size), first + shift);
    this.#elos.set(elos.subarray(first, size), first + shift);
    if (size > first) {
      this.size = Math.max(this.size, size + shift);
      this.#first = Math.min(this.#first, first + shift);
    }
    const renamed = names.map((uci) => this.nameOf(uci));
    const count = rows.length / 4;
    let at = this.#rows.add(count) * 4;
    const data = this.#rows.data;
    data.set(rows, at);
    for (let i = 0; i < count; i++, at += 4) {
      data[at + GAME] = (data[at + GAME] as number) + shift;
      data[at + NAME] = renamed[data[at + NAME] as number] as number;
    }
    this.#starts = undefined;
  }

  /**
   * Groups the rows by bucket (the top bits of the key's high half, about `PER_BUCKET` rows each) and counts the
   * positions; lookups read one bucket from now on, until a game is added. The rows themselves are put in bucket
   * order (a stable two-pass radix sort through a second array: each pass reads the rows in order and writes
   * them to at most 4,096 places, kind to the caches), so a lookup and the positions' count read runs of rows.
   */
  finish(): void {
    const rows = this.#rows;
    const n = rows.length;
    let bits = 1;
    while (bits < 24 && 2 ** bits * PER_BUCKET < n) bits++;
    const shift = 32 - bits;
    const lowBits = bits >> 1;
    const lowMask = (1 << lowBits) - 1;
    const starts = new Int32Array(2 ** bits + 1);
    const lowCounts = new Int32Array((1 << lowBits) + 1);
    const data = rows.data;
    for (let at = 0; at < 4 * n; at += 4) {
      const b = (data[at + HIGH] as number) >>> shift;
      starts[b + 1] = (starts[b + 1] as number) + 1;
      lowCounts[(b & lowMask) + 1] = (lowCounts[(b & lowMask) + 1] as number) + 1;
    }
    for (let b = 1; b < starts.length; b++) starts[b] = (starts[b] as number) + (starts[b - 1] as number);
    for (let b = 1; b < lowCounts.length; b++)
      lowCounts[b] = (lowCounts[b] as number) + (lowCounts[b - 1] as number);
    // pass 1: by the bucket's low bits into `spare`; pass 2: by its high bits back (each pass stable)
    const spare = new Int32Array(4 * n);
    for (let at = 0; at < 4 * n; at += 4) {
      const d = ((data[at + HIGH] as number) >>> shift) & lowMask;
      const to = 4 * (lowCounts[d] as number);
      lowCounts[d] = (lowCounts[d] as number) + 1;
      spare[to] = data[at] as number;
      spare[to + 1] = data[at + 1] as number;
      spare[to + 2] = data[at + 2] as number;
      spare[to + 3] = data[at + 3] as number;
    }
    const highStarts = new Int32Array(2 ** (bits - lowBits));
    for (let h = 0; h < highStarts.length; h++) highStarts[h] = starts[h << lowBits] as number;
    const lowShift = shift + lowBits;
    for (let at = 0; at < 4 * n; at += 4) {
      const d = (spare[at + HIGH] as number) >>> lowShift;
      const to = 4 * (highStarts[d] as number);
      highStarts[d] = (highStarts[d] as number) + 1;
      data[to] = spare[at] as number;
      data[to + 1] = spare[at + 1] as number;
      data[to + 2] = spare[at + 2] as number;
      data[to + 3] = spare[at + 3] as number;
    }
    this.#positions = 0;
    for (let b = 0; b + 1 < starts.length; b++)
      this.#positions += this.#distinct(starts[b] as number, starts[b + 1] as number);
    this.#starts = starts;
    this.#shift = shift;
  }

  /**
   * The distinct keys of rows `[from, to)` (one bucket): each row compared with the keys met before in the bucket
   * (few: a bucket of many rows holds a position many games reached), sorted by key past `FEW` keys.
   */
  #distinct(from: number, to: number): number {
    const data = this.#rows.data;
    const seen = this.#seenKeys;
    let count = 0;
    for (let r = from; r < to; r++) {
      const high = data[4 * r + HIGH] as number;
      const low = data[4 * r + LOW] as number;
      let j = 0;
      while (j < count && !(seen[2 * j] === high && seen[2 * j + 1] === low)) j++;
      if (j < count) continue;
      if (count === FEW) return this.#sorted(from, to);
      seen[2 * count] = high;
      seen[2 * count + 1] = low;
      count++;
    }
    return count;
  }

  /** The distinct keys of rows `[from, to)`, sorting their numbers by key. */
  #sorted(from: number, to: number): number {
    const rows = this.#rows;
    const order = Int32Array.from({ length: to - from }, (_, i) => from + i);
    order.sort((a, b) => rows.at(a, HIGH) - rows.at(b, HIGH) || rows.at(a, LOW) - rows.at(b, LOW));
    let count = 1;
    for (let i = 1; i < order.length; i++) {
      const a = order[i - 1] as number;
      const b = order[i] as number;
      if (rows.at(a, HIGH) !== rows.at(b, HIGH) || rows.at(a, LOW) !== rows.at(b, LOW)) count++;
    }
    return count;
  }

  /** Positions indexed (with a move played from them), counted by `finish` (0 before). */
  get positions(): number {
    return this.#positions;
  }

  /**
   * The moves played from the position of `key` (`explorerKey`), over the games `keep` marks (non-zero at the game's id; every
   * game when undefined), most played first (then by UCI).
   */
  lookup(key: string, keep?: Uint8Array): ExplorerAnswer {
    const hash = new Int32Array(2);
    if (!readExplorerKey(key, hash)) return { moves: [], games: 0 };
    const high = hash[0] as number;
    const low = hash[1] as number;
    const rows = this.#rows;
    // per move (by its place in `names`): games, White wins, draws, Black wins, Elo sum, rated games
    const places = new Map<number, number>();
    const names: number[] = [];
    const count: number[] = [];
    let total = 0;
    const add = (r: number) => {
      if (rows.at(r, LOW) !== low || rows.at(r, HIGH) !== high) return;
      const g = rows.at(r, GAME);
      if (keep && !keep[g]) return;
      total++;
      const name = rows.at(r, NAME);
      let place = places.get(name);
      if (place === undefined) {
        place = names.length;
        places.set(name, place);
        names.push(name);
        count.push(0, 0, 0, 0, 0, 0);
      }
      const at = place * 6;
      count[at] = (count[at] as number) + 1;
      const outcome = this.#outcomes[g] as number;
      if (outcome < 3) count[at + 1 + outcome] = (count[at + 1 + outcome] as number) + 1;
      const elo = this.#elos[g] as number;
      if (elo > 0) {
        count[at + 4] = (count[at + 4] as number) + elo;
        count[at + 5] = (count[at + 5] as number) + 1;
      }
    };
    const starts = this.#starts;
    if (starts) {
      const b = high >>> this.#shift;
      for (let r = starts[b] as number; r < (starts[b + 1] as number); r++) add(r);
    } else for (let r = 0; r < rows.length; r++) add(r);
    const list: ExplorerMove[] = names.map((name, place) => {
      const at = place * 6;
      const rated = count[at + 5] as number;
      return {
        uci: this.#names[name] as string,
        games: count[at] as number,
        white: count[at + 1] as number,
        draws: count[at + 2] as number,
        black: count[at + 3] as number,
        elo: rated > 0 ? Math.round((count[at + 4] as number) / rated) : undefined,
      };
    });
    list.sort((a, b) => b.games - a.games || (a.uci < b.uci ? -1 : a.uci > b.uci ? 1 : 0));
    return { moves: list, games: total };
  }

  #grow(least: number): void {
    const size = Math.max(least, this.#outcomes.length * 2);
    const outcomes = new Uint8Array(size);
    outcomes.set(this.#outcomes);
    const elos = new Uint16Array(size);
    elos.set(this.#elos);
    this.#outcomes = outcomes;
    this.#elos = elos;
  }
}

/** The players' average Elo from the `WhiteElo` and `BlackElo` tags (or the one that is a number), else 0. */
export function averageElo(white: string | undefined, black: string | undefined): number {
  const w = Number.parseInt(white ?? '', 10);
  const b = Number.parseInt(black ?? '', 10);
  const ok = (x: number) => Number.isFinite(x) && x > 0 && x < 10_000;
  if (ok(w) && ok(b)) return (w + b) / 2;
  if (ok(w)) return w;
  if (ok(b)) return b;
  return 0;
}
