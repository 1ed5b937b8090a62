/**
 * The database worker's full read: one `visitPgn` pass that checks every game as `xn pgn check` does
 * (`MainLineChecker`, and the tree reader for a game that is not plain, has variations or lenient moves) and
 * indexes the moves of each game's first plies for the opening explorer (`ExplorerIndex`) as the checker plays
 * them — no second resolve, and a position's key made only on a path of the index not walked before.
 */
import type { BasePosition } from '@x/core';
import { KIND_PICKUP, moveKind } from '@x/core/engine';
import {
  type GameEnd,
  locateInRecord,
  type MainLineCheck,
  MainLineChecker,
  type MoveToken,
  type PgnRecord,
  type PgnVisitor,
  SanError,
  startingPosition,
  walkGame,
} from '@x/san';
import { averageElo, EXPLORER_PLIES, edgeCode, type ExplorerIndex, outcomeOf } from './explorerIndex';
import { explorerHash } from './explorerKey';

/** An error located in the file (1-based line and column), as the game list shows it. */
export interface RowError {
  readonly code: string;
  readonly message: string;
  readonly line: number;
  readonly column: number;
}

/** A game's error, at the offset of its record in the file. */
export interface GameError {
  readonly offset: number;
  readonly error: RowError;
}

/** The first error of a record read in full: its syntax error, else the first move that is not legal. */
export function recordError(record: PgnRecord): RowError | undefined {
  let error: SanError;
  if (!record.success) error = record.error;
  else {
    try {
      walkGame(record.data, startingPosition(record.data), () => {});
      return undefined;
    } catch (e) {
      if (!(e instanceof SanError)) throw e;
      error = locateInRecord(record, e);
    }
  }
  const { code, message, line, column } = error;
  return { code, message, line, column };
}

/** The tags the explorer reads. */
const TAGS = new Set(['Variant', 'FEN', 'Result', 'WhiteElo', 'BlackElo']);

/** Most distinct start tags (`Variant`, `FEN`) whose start node is kept for the whole read. */
const MAX_STARTS = 4096;

/** A `MainLineChecker` that tells `onMove` each main-line move it resolved, before playing it. */
class MoveTeller extends MainLineChecker {
  readonly #onMove: (move: number) => void;

  constructor(onGame: (check: MainLineCheck, end: GameEnd) => void, onMove: (move: number) => void) {
    super(onGame);
    this.#onMove = onMove;
  }

  protected override resolved(move: number): void {
    this.#onMove(move);
  }
}

/**
 * A `PgnVisitor` that checks each game (errors to `onErrors`) and adds its first `plies` main-line moves to the
 * explorer's `index`, under the id `gameOf(offset)` gives the game at that byte offset (its row). The moves are
 * the checker's own (`MainLineChecker.position`, the encoded move it resolved): a move met before from the same
 * position is found by its code; only a new one is decoded and written (UCI; the page writes the SAN), and only after a new one is
 * the next position's key (`explorerHash`, two numbers) made.
 */
export class ExplorerReader implements PgnVisitor {
  readonly #checker: MoveTeller;
  readonly #index: ExplorerIndex;
  readonly #gameOf: (offset: number) => number | undefined;
  readonly #onErrors: (errors: readonly GameError[], end: GameEnd) => void;
  readonly #plies: number;
  readonly #tags = new Map<string, string>();
  #result: string | undefined;
  /** The game's path in the index: (node, move) pairs of its first plies. */
  readonly #path: Int32Array;
  #count = 0;
  /** The key of a position (`explorerHash`), written before each look-up. */
  readonly #hash = new Int32Array(2);
  /** The node of the position on the board (-1: unknown, made from its key before the next move). */
  #node = -1;
  /** Whether the game's moves are still indexed (its start was read, the plies are not all in). */
  #indexing = false;
  /** The engine number of the game's position (`edgeCode`), by its class. */
  #engine = 0;
  readonly #engines = new Map<unknown, number>();
  /** The start node by the `Variant` and `FEN` tags. */
  readonly #starts = new Map<string, number>();

  constructor(
    index: ExplorerIndex,
    gameOf: (offset: number) => number | undefined,
    onErrors: (errors: readonly GameError[], end: GameEnd) => void,
    plies = EXPLORER_PLIES,
  ) {
    this.#index = index;
    this.#gameOf = gameOf;
    this.#onErrors = onErrors;
    this.#plies = plies;
    this.#path = new Int32Array(2 * plies);
    this.#checker = new MoveTeller(
      (check, end) => this.#finish(check, end),
      (move) => this.#moved(move),
    );
  }

  beginGame(): void {
    this.#checker.beginGame();
    this.#tags.clear();
    this.#result = undefined;
    this.#count = 0;
    this.#indexing = false;
  }

  tag(name: string, value: string): void {
    this.#checker.tag(name, value);
    if (TAGS.has(name)) this.#tags.set(name, value);
  }

  beginMovetext(): unknown {
    const answer = this.#checker.beginMovetext();
    const pos = this.#checker.position;
    if (pos === undefined || this.#plies === 0) return answer;
    this.#indexing = true;
    this.#engine = this.#engineOf(pos);
    const variant = this.#tags.get('Variant');
    const fen = this.#tags.get('FEN');
    // most games start from the standard position: their start node is found without a text
    const start = variant === undefined && fen === undefined ? '' : `${variant ?? ''}\u0001${fen ?? ''}`;
    let node = this.#starts.get(start);
    if (node === undefined) {
      explorerHash(pos, this.#hash);
      node = this.#index.nodeOf(this.#hash);
      if (this.#starts.size < MAX_STARTS) this.#starts.set(start, node);
    }
    this.#node = node;
    return answer;
  }

  move(token: MoveToken): void {
    this.#checker.move(token);
  }

  beginVariation(): unknown {
    return this.#checker.beginVariation();
  }

  result(result: string): void {
    this.#result = result;
  }

  endGame(game: GameEnd): unknown {
    return this.#checker.endGame(game);
  }

  /** A main-line move the checker resolved, before it plays it: indexed while the game's first plies last. */
  #moved(move: number): void {
    if (!this.#indexing) return;
    const pos = this.#checker.position as BasePosition;
    const index = this.#index;
    if (this.#node < 0) {
      // the position after a move not walked before: found by its key, the move leads there from now on
      explorerHash(pos, this.#hash);
      this.#node = index.nodeOf(this.#hash);
      index.setChild(this.#path[2 * this.#count - 1] as number, this.#node);
    }
    const node = this.#node;
    // a swap chain's code is an index into its position's chain table: found by its identity every time
    const chain = moveKind(move) === KIND_PICKUP;
    const code = chain ? -1 : edgeCode(move, this.#engine);
    let m = chain ? -1 : index.moveAt(node, code);
    if (m < 0) {
      const decoded = pos.decodeMove(move);
      m = index.addMove(node, code, pos.uci(decoded));
    }
    this.#path[2 * this.#count] = node;
    this.#path[2 * this.#count + 1] = m;
    this.#count++;
    if (this.#count >= this.#plies) this.#indexing = false;
    else this.#node = index.childOf(m);
  }

  /** The number of the engine (the position's class) that encodes the game's moves. */
  #engineOf(pos: BasePosition): number {
    let engine = this.#engines.get(pos.constructor);
    if (engine === undefined) {
      engine = Math.min(this.#engines.size, 7);
      this.#engines.set(pos.constructor, engine);
    }
    return engine;
  }

  /** The end of a game: its errors told, its moves indexed. */
  #finish(check: MainLineCheck, end: GameEnd): void {
    const errors: GameError[] = [];
    if (!(end.plain && check.complete && check.error === undefined && !check.lenient)) {
      for (const record of end.records()) {
        const error = recordError(record);
        if (error) errors.push({ offset: record.offset, error });
      }
    }
    this.#onErrors(errors, end);
    const id = this.#gameOf(end.offset);
    if (id === undefined) return;
    const result = this.#result ?? this.#tags.get('Result');
    const elo = averageElo(this.#tags.get('WhiteElo'), this.#tags.get('BlackElo'));
    this.#index.addGame(id, outcomeOf(result), elo, this.#path, this.#count);
  }
}
