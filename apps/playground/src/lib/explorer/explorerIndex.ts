/**
 * The opening explorer's index of a database: for every position of the first plies of each game's main line
 * (found by position — `@x/core`'s `positionHash` with the variant's id — so transpositions join), which game
 * played which move from it. Built by the database worker as it reads the file (`ExplorerReader`); a lookup sums
 * the games of a position per move, over every game or over the games a filter keeps.
 */

import { readExplorerKey } from './explorerKey';
import { GAME, HIGH, LOW, NAME, type RowBlock, RowBlocks } from './rowBlocks';

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

/** The fields of a ply in `addGame`'s path: the key's halves and the move's name. */
export const PLY_FIELDS = 3;
/**
 * An index built over part of a file (`ExplorerIndex.part`), sent from one worker to another (its arrays are
 * transferable) and appended to the index of the rest (`merge`): its rows, its moves' names, and the outcome and
 * Elo of its games `[first, size)`.
 */
export interface IndexPart {
  /** The rows' blocks (`RowBlocks`), handed over: their storage is transferable. */
  readonly blocks: readonly RowBlock[];
  readonly names: readonly string[];
  readonly outcomes: Uint8Array;
  readonly elos: Uint16Array;
  readonly first: number;
  readonly size: number;
}

/** Occurrences per bucket (on average) that `finish` aims at. */
const PER_BUCKET = 8;

/**
 * The index: one row per occurrence — a position (its 64-bit key) reached in a game's first plies and the move the
 * game played from it — appended as the games are read (no look-up, no object, no string per position), and each
 * game's outcome and average Elo (0 when unknown), in `RowBlocks` (partitions by the key's top byte). `finish`
 * sorts each partition by the key's bucket, so a lookup reads one bucket; before it, a lookup reads one partition.
 */
export class ExplorerIndex {
  readonly #rows = new RowBlocks();
  /** The moves' UCI texts by name (`nameOf`): few distinct, so none is made per occurrence. */
  readonly #names: string[] = [];
  readonly #nameOf = new Map<string, number>();
  #outcomes = new Uint8Array(1024);
  #elos = new Uint16Array(1024);
  /** Positions counted by `finish`. */
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
   * move, `explorerHash`, and the move's name, `nameOf`). A position the game comes back to counts once, with the
   * move last played from it, as lila-openingexplorer's importer counts it (its `without_loops`): a game repeating
   * its moves (`Nf3 Nf6 Ng1 Ng8` five times) was 10 games of the start position in a database of one.
   */
  addGame(game: number, outcome: Outcome, elo: number, path: Int32Array, count: number): void {
    if (game >= this.#outcomes.length) this.#grow(game + 1);
    this.#outcomes[game] = outcome;
    this.#elos[game] = Math.max(0, Math.min(65_535, Math.round(elo)));
    this.size = Math.max(this.size, game + 1);
    this.#first = Math.min(this.#first, game);
    const rows = this.#rows;
    const end = PLY_FIELDS * count;
    plies: for (let from = 0; from < end; from += PLY_FIELDS) {
      const high = path[from] as number;
      const low = path[from + 1] as number;
      for (let after = from + PLY_FIELDS; after < end; after += PLY_FIELDS)
        if (path[after] === high && path[after + 1] === low) continue plies;
      rows.add(high, low, game, path[from + 2] as number);
    }
  }

  /** The index as a part (`IndexPart`) to merge into another: its arrays, not copies (this index is spent). */
  part(): IndexPart {
    const size = this.size;
    return {
      blocks: this.#rows.blocks(),
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
    const { blocks, names, outcomes, elos, first, size } = part;
    if (size + shift > this.#outcomes.length) this.#grow(size + shift);
    this.#outcomes.set(outcomes.subarray(first, size), first + shift);
    this.#elos.set(elos.subarray(first, size), first + shift);
    if (size > first) {
      this.size = Math.max(this.size, size + shift);
      this.#first = Math.min(this.#first, first + shift);
    }
    const renamed = names.map((uci) => this.nameOf(uci));
    for (const block of blocks) {
      const data = block.data;
      for (let at = 0; at < 4 * block.fill; at += 4) {
        data[at + GAME] = (data[at + GAME] as number) + shift;
        data[at + NAME] = renamed[data[at + NAME] as number] as number;
      }
      this.#rows.adopt(block);
    }
  }

  /**
   * Groups the rows by bucket (the top bits of the key's high half, about `PER_BUCKET` rows each: `RowBlocks.sort`)
   * and counts the positions; lookups read one bucket from now on, until a game is added.
   */
  finish(): void {
    const n = this.#rows.length;
    let bits = 8;
    while (bits < 24 && 2 ** bits * PER_BUCKET < n) bits++;
    this.#positions = this.#rows.sort(bits);
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
    const add = (data: Int32Array, row: number) => {
      if (data[row + LOW] !== low || data[row + HIGH] !== high) return;
      const g = data[row + GAME] as number;
      if (keep && !keep[g]) return;
      total++;
      const name = data[row + NAME] as number;
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
    rows.scan(high, add);
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
