/**
 * The database worker's full read: one `visitPgn` pass that checks every game as `xn pgn check` does
 * (`MainLineChecker`, and the tree reader for a game that is not plain, has variations or lenient moves) and
 * collects the opening explorer's moves of each game's first plies (`ExplorerIndex`).
 */
import type { BasePosition } from '@x/core';
import {
  type GameEnd,
  isNullMove,
  locateInRecord,
  parse,
  type MainLineCheck,
  MainLineChecker,
  type MoveToken,
  type PgnRecord,
  type PgnVisitor,
  resolve,
  type SAN,
  type SanOptions,
  SanError,
  sanOptionsOf,
  startingPosition,
  stringify,
  walkGame,
} from '@x/san';
import { averageElo, EXPLORER_PLIES, type ExplorerIndex, outcomeOf, type PendingMove } from './explorerIndex';
import { explorerKey } from './explorerKey';

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

/** Most distinct move tokens whose parsed SAN is kept for the whole read. */
const MAX_PARSED = 4096;

/** The tags the explorer reads. */
const TAGS = new Set(['Variant', 'FEN', 'Result', 'WhiteElo', 'BlackElo']);

/**
 * A `PgnVisitor` that checks each game (errors to `onErrors`) and adds its first `plies` main-line moves to the
 * explorer's `index`, under the id `gameOf(offset)` gives the game at that byte offset (its row).
 */
export class ExplorerReader implements PgnVisitor {
  readonly #checker: MainLineChecker;
  readonly #index: ExplorerIndex;
  readonly #gameOf: (offset: number) => number | undefined;
  readonly #onErrors: (errors: readonly GameError[], end: GameEnd) => void;
  readonly #plies: number;
  #tags = new Map<string, string>();
  #pos: BasePosition | undefined;
  #key = '';
  #moves: PendingMove[] = [];
  #result: string | undefined;
  #standard: BasePosition | undefined;
  /** Parsed SAN by variant and token text (kept while few distinct tokens are met), and the game's options. */
  readonly #parsed = new Map<string, SAN>();
  #options: SanOptions | undefined;
  #variantId = '';

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
    this.#checker = new MainLineChecker((check, end) => this.#finish(check, end));
  }

  beginGame(): void {
    this.#checker.beginGame();
    this.#tags = new Map();
    this.#pos = undefined;
    this.#moves = [];
    this.#result = undefined;
  }

  tag(name: string, value: string): void {
    this.#checker.tag(name, value);
    if (TAGS.has(name)) this.#tags.set(name, value);
  }

  beginMovetext(): unknown {
    const answer = this.#checker.beginMovetext();
    try {
      if (!this.#tags.has('Variant') && !this.#tags.has('FEN')) {
        this.#standard ??= startingPosition(new Map());
        this.#pos = this.#standard.clone();
      } else this.#pos = startingPosition(this.#tags);
      this.#key = explorerKey(this.#pos);
      this.#variantId = this.#pos.variant.id;
      this.#options = sanOptionsOf(this.#pos.variant);
    } catch {
      this.#pos = undefined;
    }
    return answer;
  }

  move(token: MoveToken): void {
    this.#checker.move(token);
    const pos = this.#pos;
    if (!pos || this.#moves.length >= this.#plies) return;
    try {
      const text = token.text;
      const cacheKey = `${this.#variantId}\u0001${text}`;
      let parsed = this.#parsed.get(cacheKey);
      if (parsed === undefined) {
        parsed = parse(text, this.#options);
        if (this.#parsed.size < MAX_PARSED) this.#parsed.set(cacheKey, parsed);
      }
      const move = resolve(parsed, pos);
      if (isNullMove(move)) {
        this.#pos = undefined;
        return;
      }
      const id = pos.uci(move);
      const key = this.#key;
      const san = this.#index.has(key, id) ? '' : stringify(move, pos);
      this.#moves.push({ key, id, san });
      pos.play(move);
      if (this.#moves.length < this.#plies) this.#key = explorerKey(pos);
    } catch {
      this.#pos = undefined;
    }
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
    this.#index.addGame(id, outcomeOf(result), elo, this.#moves);
  }
}
