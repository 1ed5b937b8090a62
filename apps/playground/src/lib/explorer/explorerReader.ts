/**
 * The database worker's full read: one `visitPgn` pass that checks every game as `xn pgn check` does
 * (`MainLineChecker`, and the tree reader for a game that is not plain, has variations or lenient moves) and
 * indexes the moves of each game's first plies for the opening explorer (`ExplorerIndex`) as the checker plays
 * them — no second resolve, and a position's key made only on a path of the index not walked before.
 */
import type { BasePosition } from '@x/core';
import {
  KIND_DOUBLE,
  KIND_DROP,
  KIND_EN_PASSANT,
  KIND_NORMAL,
  KIND_PROMOTION,
  moveKind,
  positionHash,
} from '@x/core/engine';
import {
  type GameEnd,
  MainLineChecker,
  type MoveToken,
  type PgnRecord,
  type PgnVisitor,
  type Skip,
  SanError,
  startingPosition,
  type VariantLookup,
  walkGame,
} from '@x/san';
import { averageElo, EXPLORER_PLIES, type ExplorerIndex, outcomeOf, PLY_FIELDS } from './explorerIndex';
import { ChildKeys } from './childKeys';
import { IntMap } from './intMap';
import { saltOf } from './explorerKey';

/** An error located in the file (1-based line and column), as the game list shows it. */
export interface RowError {
  readonly code: string;
  readonly message: string;
  readonly line: number;
  readonly column: number;
}

/** A game's error, at the byte offset of its record in the file. */
export interface GameError {
  readonly offset: number;
  readonly error: RowError;
}

/**
 * The first error of a record read in full: its syntax error, else the first move that is not legal (`variants`:
 * the `Variant` tag names known beyond `@x/san`'s).
 */
export function recordError(record: PgnRecord, variants?: VariantLookup): RowError | undefined {
  let error: SanError;
  if (!record.success) error = record.error;
  else {
    try {
      walkGame(record.data, startingPosition(record.data, { variants }), () => {});
      return undefined;
    } catch (e) {
      if (!(e instanceof SanError)) throw e;
      error = e;
    }
  }
  const { code, message, line, column } = error;
  return { code, message, line, column };
}

/** A game's errors when it has none (one array for every good game). */
const NO_ERRORS: readonly GameError[] = Object.freeze([]);

/** The engine (position class) and variant of a game: a number, and the names of its encoded moves met. */
interface Context {
  readonly id: number;
  readonly names: IntMap;
}

/** Plies from a game's start whose next keys are kept (`ChildKeys`): the openings, shared by many games. */
const CACHED_PLIES = 20;

/** Most names of encoded moves kept per engine and variant (`ExplorerReader`'s cache). */
const MAX_NAMES = 1 << 16;

/**
 * Whether the UCI text of an encoded move of this kind is the same from every position of a variant (made of its
 * squares and the promotion, gate or dropped piece it holds): not castling (its squares are the position's
 * castling option), swap chains, walls or lion moves.
 */
function namedByCode(move: number): boolean {
  const kind = moveKind(move);
  return (
    kind === KIND_NORMAL ||
    kind === KIND_DOUBLE ||
    kind === KIND_EN_PASSANT ||
    kind === KIND_PROMOTION ||
    kind === KIND_DROP
  );
}

/** A `MainLineChecker` that tells `onMove` each main-line move it resolved, before playing it. */
class MoveTeller extends MainLineChecker {
  readonly #onMove: (move: number) => void;

  constructor(
    onGame: (check: MainLineChecker, end: GameEnd) => void,
    onMove: (move: number) => void,
    variants: VariantLookup | undefined,
  ) {
    super(onGame, { variants });
    this.#onMove = onMove;
  }

  protected override resolved(move: number): void {
    this.#onMove(move);
  }
}

/**
 * A `PgnVisitor` that checks each game (errors to `onErrors`) and adds its first `plies` main-line moves to the
 * explorer's `index`, under the id `gameOf(offset)` gives the game at that byte offset (its row). The moves are
 * the checker's own (`MainLineChecker.position`, the encoded move it resolved): each is added with the key of the
 * position it was played from (`positionHash` with the variant's salt, two numbers) and its name (its UCI text's
 * number, kept by its code: most moves make no text). `variants` are the `Variant` tag names known beyond
 * `@x/san`'s (as the read's `variants` option). Call `index.finish()` once the read is over.
 */
export class ExplorerReader implements PgnVisitor {
  readonly #checker: MoveTeller;
  readonly #index: ExplorerIndex;
  readonly #gameOf: (offset: number) => number | undefined;
  readonly #onErrors: (errors: readonly GameError[], end: GameEnd) => void;
  readonly #plies: number;
  readonly #variants: VariantLookup | undefined;
  /** The game's `Result`, `WhiteElo` and `BlackElo` tags (the last of each told), and its movetext's result. */
  #resultTag: string | undefined;
  #whiteElo: string | undefined;
  #blackElo: string | undefined;
  #result: string | undefined;
  /** The game's first plies as the index takes them (`PLY_FIELDS` each: the position's key, the move's name). */
  readonly #path: Int32Array;
  #count = 0;
  /** `positionHash`'s answer, then the variant's salt (`saltOf`) of the game. */
  readonly #hash = new Int32Array(2);
  #salt: Int32Array = new Int32Array(2);
  /** Whether the game's moves are still indexed (its start was read, the plies are not all in). */
  #indexing = false;
  /** Per engine and variant: its number and the index's name of each encoded move met (`namedByCode`). */
  readonly #contexts = new Map<unknown, Map<unknown, Context>>();
  /** The game's engine and variant. */
  #context: Context = { id: 0, names: new IntMap() };
  /** The keys after moves met before in the first plies (`CACHED_PLIES`) of a game. */
  readonly #children = new ChildKeys();
  /** Whether `#next` holds the key of the position on the board (found in `#children`). */
  #known = false;
  readonly #next = new Int32Array(2);
  /** The move played from the position of the path's last ply. */
  #lastMove = 0;

  constructor(
    index: ExplorerIndex,
    gameOf: (offset: number) => number | undefined,
    onErrors: (errors: readonly GameError[], end: GameEnd) => void,
    plies = EXPLORER_PLIES,
    variants?: VariantLookup,
  ) {
    this.#index = index;
    this.#gameOf = gameOf;
    this.#onErrors = onErrors;
    this.#plies = plies;
    this.#variants = variants;
    this.#path = new Int32Array(PLY_FIELDS * plies);
    this.#checker = new MoveTeller(
      (check, end) => this.#finish(check, end),
      (move) => this.#moved(move),
      variants,
    );
  }

  beginGame(): void {
    this.#checker.beginGame();
    this.#resultTag = undefined;
    this.#whiteElo = undefined;
    this.#blackElo = undefined;
    this.#result = undefined;
    this.#count = 0;
    this.#indexing = false;
  }

  tag(name: string, value: string): void {
    this.#checker.tag(name, value);
    // compared with each name: no hash of a string new for each tag (as a `Map` or `Set` look-up makes)
    switch (name) {
      case 'Result':
        this.#resultTag = value;
        break;
      case 'WhiteElo':
        this.#whiteElo = value;
        break;
      case 'BlackElo':
        this.#blackElo = value;
        break;
    }
  }

  beginMovetext(): Skip {
    const answer = this.#checker.beginMovetext();
    const pos = this.#checker.position;
    if (pos === undefined || this.#plies === 0) return answer;
    this.#indexing = true;
    this.#context = this.#contextOf(pos);
    this.#salt = saltOf(pos.variant);
    this.#known = false;
    return answer;
  }

  move(token: MoveToken): void {
    this.#checker.move(token);
  }

  beginVariation(): Skip {
    return this.#checker.beginVariation();
  }

  result(result: string): void {
    this.#result = result;
  }

  endGame(game: GameEnd): unknown {
    return this.#checker.endGame(game);
  }

  /**
   * A main-line move the checker resolved, before it plays it: indexed while the game's first plies last, with the
   * key of the position it is played from — found after the move before (`#children`), else made from the board
   * (and kept for the move before, in the first `CACHED_PLIES` plies).
   */
  #moved(move: number): void {
    if (!this.#indexing) return;
    const pos = this.#checker.position as BasePosition;
    const at = PLY_FIELDS * this.#count;
    const path = this.#path;
    const context = this.#context;
    if (this.#known) {
      path[at] = this.#next[0] as number;
      path[at + 1] = this.#next[1] as number;
    } else {
      const hash = this.#hash;
      const salt = this.#salt;
      positionHash(pos, hash);
      path[at] = (hash[0] as number) ^ (salt[0] as number);
      path[at + 1] = (hash[1] as number) ^ (salt[1] as number);
      if (this.#count > 0 && this.#count <= CACHED_PLIES) {
        const before = at - PLY_FIELDS;
        this.#children.set(
          path[before] as number,
          path[before + 1] as number,
          this.#lastMove,
          context.id,
          path[at] as number,
          path[at + 1] as number,
        );
      }
    }
    path[at + 2] = this.#nameOf(pos, move);
    this.#lastMove = move;
    this.#count++;
    if (this.#count >= this.#plies) this.#indexing = false;
    else
      this.#known =
        this.#count <= CACHED_PLIES &&
        this.#children.get(path[at] as number, path[at + 1] as number, move, context.id, this.#next);
  }

  /**
   * The index's name of the encoded `move` from `pos` (`nameOf` its UCI text), kept by its code when the code
   * alone makes the text (`namedByCode`): most new move records make no text.
   */
  #nameOf(pos: BasePosition, move: number): number {
    const byCode = namedByCode(move);
    const names = this.#context.names;
    let name = byCode ? names.get(move) : -1;
    if (name < 0) {
      name = this.#index.nameOf(pos.uci(pos.decodeMove(move)));
      if (byCode && names.size < MAX_NAMES) names.set(move, name);
    }
    return name;
  }

  /** The context (number, move names) of the engine and variant of `pos`. */
  #contextOf(pos: BasePosition): Context {
    let byVariant = this.#contexts.get(pos.constructor);
    if (byVariant === undefined) {
      byVariant = new Map();
      this.#contexts.set(pos.constructor, byVariant);
    }
    let context = byVariant.get(pos.variant);
    if (context === undefined) {
      let count = 0;
      for (const contexts of this.#contexts.values()) count += contexts.size;
      context = { id: count + 1, names: new IntMap() };
      byVariant.set(pos.variant, context);
    }
    return context;
  }

  /** The end of a game: its errors told, its moves indexed. */
  #finish(check: MainLineChecker, end: GameEnd): void {
    let errors = NO_ERRORS;
    if (!(end.plain && check.complete && check.error === undefined && !check.lenient)) {
      const found: GameError[] = [];
      for (const record of end.records()) {
        const error = recordError(record, this.#variants);
        if (error) found.push({ offset: record.byteOffset, error });
      }
      errors = found;
    }
    this.#onErrors(errors, end);
    const id = this.#gameOf(end.offset);
    if (id === undefined) return;
    const result = this.#result ?? this.#resultTag;
    const elo = averageElo(this.#whiteElo, this.#blackElo);
    this.#index.addGame(id, outcomeOf(result), elo, this.#path, this.#count);
  }
}
