/**
 * The opening explorer's index of a database: for every position of the first plies of each game's main line
 * (found by position — `@x/core`'s `Position.key()` with the variant's id — so transpositions join), which game
 * played which move from it. Built by the database worker as it reads the file (`ExplorerReader`); a lookup sums
 * the games of a position per move, over every game or over the games a filter keeps.
 */

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
  /** The move in SAN, as `@x/san` writes it from the position. */
  readonly san: string;
  /** Games that played it. */
  readonly games: number;
  /** Of those, won by White, drawn, won by Black (games with no result count in `games` only). */
  readonly white: number;
  readonly draws: number;
  readonly black: number;
  /** The players' average Elo over the games whose tags give one, or undefined. */
  readonly elo: number | undefined;
}

/** What a lookup answers: the moves played from the position, most played first, and the games it is in. */
export interface ExplorerAnswer {
  readonly moves: readonly ExplorerMove[];
  /** Games that reached the position (and were kept by the filter), a move from it or not. */
  readonly games: number;
}

/** The occurrences of one position: the game and the move (an index into `sans`) of each. */
interface Entry {
  readonly games: number[];
  readonly moves: number[];
  /** The moves played from the position, by their identity (`Position.uci`) and in SAN. */
  readonly byId: Map<string, number>;
  readonly sans: string[];
  /** The node of the position after each move (-1 until a game went on from it). */
  readonly children: number[];
  /** The moves by their edge code (`edgeCode`: the engine's encoded move and the engine), once met. */
  readonly byCode: Map<number, number>;
}

/**
 * The code of a move from a position: its `@x/core` encoded move (32 bits) and the number of the engine that
 * encoded it (`engine` < 8: the chess engine of `@x/core/chess` and the generic one number squares apart).
 */
export function edgeCode(encoded: number, engine: number): number {
  return (encoded >>> 0) * 8 + engine;
}

/**
 * The index: positions as numbered nodes (found by key once, then by the moves between them), and each game's
 * outcome and average Elo (0 when unknown). The reader walks it as a graph: `nodeOf(key)` for a game's start,
 * `moveAt(node, code)` for a move met before from that node, else `addMove` (its identity and SAN) — and the
 * key of a position is made only on a path not walked before (`childOf`, `setChild`).
 */
export class ExplorerIndex {
  readonly #nodes = new Map<string, number>();
  readonly #entries: Entry[] = [];
  #outcomes = new Uint8Array(1024);
  #elos = new Uint16Array(1024);
  /** Positions with a move indexed. */
  #positions = 0;
  /** Games added so far (their ids are below `size`). */
  size = 0;

  /** The node of the position of `key` (`explorerKey`), numbered on first sight. */
  nodeOf(key: string): number {
    let node = this.#nodes.get(key);
    if (node === undefined) {
      node = this.#entries.length;
      this.#nodes.set(key, node);
      this.#entries.push({
        games: [],
        moves: [],
        byId: new Map(),
        sans: [],
        children: [],
        byCode: new Map(),
      });
    }
    return node;
  }

  /** The move (index) of edge `code` from `node`, when it was met before. */
  moveAt(node: number, code: number): number | undefined {
    return (this.#entries[node] as Entry).byCode.get(code);
  }

  /**
   * The move `id` (`Position.uci`) from `node`, added with its SAN (`san()` is called only for a new one); `code`
   * (`edgeCode`, or -1 for none) finds it next time without its identity.
   */
  addMove(node: number, code: number, id: string, san: () => string): number {
    const entry = this.#entries[node] as Entry;
    let m = entry.byId.get(id);
    if (m === undefined) {
      m = entry.sans.length;
      entry.byId.set(id, m);
      entry.sans.push(san());
      entry.children.push(-1);
    }
    if (code >= 0) entry.byCode.set(code, m);
    return m;
  }

  /** The node after move `m` from `node`, or -1 while unknown. */
  childOf(node: number, m: number): number {
    return (this.#entries[node] as Entry).children[m] as number;
  }

  /** Records that move `m` from `node` leads to `child`. */
  setChild(node: number, m: number, child: number): void {
    (this.#entries[node] as Entry).children[m] = child;
  }

  /**
   * Adds game `game` (its id: the place of its row in the list) with its outcome, average Elo (0 unknown) and
   * the moves of its first plies: `count` pairs (node, move) in `path`.
   */
  addGame(game: number, outcome: Outcome, elo: number, path: Int32Array, count: number): void {
    if (game >= this.#outcomes.length) this.#grow(game + 1);
    this.#outcomes[game] = outcome;
    this.#elos[game] = Math.max(0, Math.min(65_535, Math.round(elo)));
    this.size = Math.max(this.size, game + 1);
    for (let i = 0; i < count; i++) {
      const entry = this.#entries[path[2 * i] as number] as Entry;
      if (entry.games.length === 0) this.#positions++;
      entry.games.push(game);
      entry.moves.push(path[2 * i + 1] as number);
    }
  }

  /** Positions indexed (with a move played from them). */
  get positions(): number {
    return this.#positions;
  }

  /**
   * The moves played from the position of `key`, over the games `keep` marks (non-zero at the game's id; every
   * game when undefined), most played first (then by SAN).
   */
  lookup(key: string, keep?: Uint8Array): ExplorerAnswer {
    const node = this.#nodes.get(key);
    const entry = node === undefined ? undefined : this.#entries[node];
    if (!entry) return { moves: [], games: 0 };
    const n = entry.sans.length;
    const count = new Float64Array(n * 6);
    const { games, moves } = entry;
    const add = (i: number, v: number) => {
      count[i] = (count[i] as number) + v;
    };
    let total = 0;
    for (let i = 0; i < games.length; i++) {
      const g = games[i] as number;
      if (keep && !keep[g]) continue;
      total++;
      const at = (moves[i] as number) * 6;
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
    for (let m = 0; m < n; m++) {
      const at = m * 6;
      if (count[at] === 0) continue;
      const rated = count[at + 5] as number;
      list.push({
        san: entry.sans[m] as string,
        games: count[at] as number,
        white: count[at + 1] as number,
        draws: count[at + 2] as number,
        black: count[at + 3] as number,
        elo: rated > 0 ? Math.round((count[at + 4] as number) / rated) : undefined,
      });
    }
    list.sort((a, b) => b.games - a.games || (a.san < b.san ? -1 : a.san > b.san ? 1 : 0));
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
