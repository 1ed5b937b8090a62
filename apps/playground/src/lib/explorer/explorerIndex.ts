/**
 * The opening explorer's index of a database: for every position of the first plies of each game's main line
 * (found by position — `@x/core`'s `positionHash` with the variant's id — so transpositions join), which game
 * played which move from it. Built by the database worker as it reads the file (`ExplorerReader`); a lookup sums
 * the games of a position per move, over every game or over the games a filter keeps.
 */

import { readExplorerKey } from './explorerKey';
import { IntColumn } from './intColumn';
import { PositionTable } from './positionTable';

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

/**
 * The code of a move from a position: its `@x/core` encoded move (32 bits) and the number of the engine that
 * encoded it (`engine` < 8: the chess engine of `@x/core/chess` and the generic one number squares apart).
 */
export function edgeCode(encoded: number, engine: number): number {
  return (encoded >>> 0) * 8 + engine;
}

/**
 * The index: positions as numbered nodes (found by key once, then by the moves between them), the moves from
 * each (a list of move records), the games through each (a list of occurrences: game and move), and each game's
 * outcome and average Elo (0 when unknown) — in integer columns, no object per position. The reader walks it as
 * a graph: `nodeOf(hash)` for a game's start, `moveAt(node, code)` for a move met before from that node, else
 * `addMove` (its identity and SAN); a position's key is made only on a path not walked before (`childOf`).
 */
export class ExplorerIndex {
  /** The node of each position by its 64-bit key (`explorerHash`). */
  readonly #nodes = new PositionTable(1 << 16);
  /** Per node: its first move record, its number of moves and its first occurrence (-1: none). */
  readonly #firstMove = new IntColumn();
  readonly #moveCount = new IntColumn();
  readonly #firstSeen = new IntColumn();
  /**
   * Per move record: the next move of the same node, its place among the node's moves, its edge code (two
   * halves), the node it leads to.
   */
  readonly #nextMove = new IntColumn();
  readonly #ordinal = new IntColumn();
  readonly #codeHigh = new IntColumn();
  readonly #codeLow = new IntColumn();
  readonly #child = new IntColumn();
  /** Per move record: its identity (`Position.uci`; no SAN: writing it for every new move took half the time). */
  readonly #ids: string[] = [];
  /** Per occurrence: the game, the move record, the next occurrence of the same node. */
  readonly #seenGame = new IntColumn();
  readonly #seenMove = new IntColumn();
  readonly #nextSeen = new IntColumn();
  #outcomes = new Uint8Array(1024);
  #elos = new Uint16Array(1024);
  /** Positions with a move indexed. */
  #positions = 0;
  /** Games added so far (their ids are below `size`). */
  size = 0;

  /** The node of the position whose key (`explorerHash`) is `hash[0]`, `hash[1]`, numbered on first sight. */
  nodeOf(hash: Int32Array): number {
    const high = hash[0] as number;
    const low = hash[1] as number;
    let node = this.#nodes.get(high, low);
    if (node < 0) {
      node = this.#firstMove.push(-1);
      this.#moveCount.push(0);
      this.#firstSeen.push(-1);
      this.#nodes.set(high, low, node);
    }
    return node;
  }

  /** The move record of edge `code` from `node`, or -1 when it was not met before. */
  moveAt(node: number, code: number): number {
    const high = Math.floor(code / 2 ** 32) | 0;
    const low = code | 0;
    for (let m = this.#firstMove.at(node); m >= 0; m = this.#nextMove.at(m)) {
      if (this.#codeLow.at(m) === low && this.#codeHigh.at(m) === high) return m;
    }
    return -1;
  }

  /**
   * The move `id` (`Position.uci`) from `node`, added when new; a new one is found next time by its `code`
   * (`edgeCode`, or -1 for none) without its identity.
   */
  addMove(node: number, code: number, id: string): number {
    for (let m = this.#firstMove.at(node); m >= 0; m = this.#nextMove.at(m))
      if (this.#ids[m] === id) return m;
    const m = this.#nextMove.push(this.#firstMove.at(node));
    this.#firstMove.set(node, m);
    const ordinal = this.#moveCount.at(node);
    this.#ordinal.push(ordinal);
    this.#moveCount.set(node, ordinal + 1);
    this.#codeHigh.push(code < 0 ? -1 : Math.floor(code / 2 ** 32) | 0);
    this.#codeLow.push(code < 0 ? -1 : code | 0);
    this.#child.push(-1);
    this.#ids.push(id);
    return m;
  }

  /** The node after move record `m`, or -1 while unknown. */
  childOf(m: number): number {
    return this.#child.at(m);
  }

  /** Records that move record `m` leads to `child`. */
  setChild(m: number, child: number): void {
    this.#child.set(m, child);
  }

  /**
   * Adds game `game` (its id: the place of its row in the list) with its outcome, average Elo (0 unknown) and
   * the moves of its first plies: `count` pairs (node, move record) in `path`.
   */
  addGame(game: number, outcome: Outcome, elo: number, path: Int32Array, count: number): void {
    if (game >= this.#outcomes.length) this.#grow(game + 1);
    this.#outcomes[game] = outcome;
    this.#elos[game] = Math.max(0, Math.min(65_535, Math.round(elo)));
    this.size = Math.max(this.size, game + 1);
    for (let i = 0; i < count; i++) {
      const node = path[2 * i] as number;
      const first = this.#firstSeen.at(node);
      if (first < 0) this.#positions++;
      this.#seenGame.push(game);
      this.#seenMove.push(path[2 * i + 1] as number);
      this.#firstSeen.set(node, this.#nextSeen.push(first));
    }
  }

  /** Positions indexed (with a move played from them). */
  get positions(): number {
    return this.#positions;
  }

  /**
   * The moves played from the position of `key` (`explorerKey`), over the games `keep` marks (non-zero at the game's id; every
   * game when undefined), most played first (then by UCI).
   */
  lookup(key: string, keep?: Uint8Array): ExplorerAnswer {
    const hash = new Int32Array(2);
    const node = readExplorerKey(key, hash) ? this.#nodes.get(hash[0] as number, hash[1] as number) : -1;
    if (node < 0) return { moves: [], games: 0 };
    // the node's moves by their place among its moves
    const records = new Int32Array(this.#moveCount.at(node));
    for (let m = this.#firstMove.at(node); m >= 0; m = this.#nextMove.at(m)) records[this.#ordinal.at(m)] = m;
    const count = new Float64Array(records.length * 6);
    const add = (i: number, v: number) => {
      count[i] = (count[i] as number) + v;
    };
    let total = 0;
    for (let o = this.#firstSeen.at(node); o >= 0; o = this.#nextSeen.at(o)) {
      const g = this.#seenGame.at(o);
      if (keep && !keep[g]) continue;
      total++;
      const at = this.#ordinal.at(this.#seenMove.at(o)) * 6;
      add(at, 1);
      const outcome = this.#outcomes[g] as number;
      if (outcome < 3) add(at + 1 + outcome, 1);
      const elo = this.#elos[g] as number;
      if (elo > 0) {
        add(at + 4, elo);
        add(at + 5, 1);
      }
    }
    const list: ExplorerMove[] = [];
    for (let i = 0; i < records.length; i++) {
      const at = i * 6;
      if (count[at] === 0) continue;
      const rated = count[at + 5] as number;
      list.push({
        uci: this.#ids[records[i] as number] as string,
        games: count[at] as number,
        white: count[at + 1] as number,
        draws: count[at + 2] as number,
        black: count[at + 3] as number,
        elo: rated > 0 ? Math.round((count[at + 4] as number) / rated) : undefined,
      });
    }
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
