/**
 * `readMainLines`: the games of a PGN source as their main lines, read without a tree (`MainLineChecker`: each
 * move resolved and played on one position) — each game's tags, its moves as `@x/core/engine` codes and, when
 * asked, as SAN or UCI text, the clock and evaluation after each move (`[%clk]`, `[%eval]`), its result, and the
 * first bad move's located error. What a database scan needs, at the checker's speed; `readPgn` gives the tree.
 */
import type { Move } from '@x/core';
import { type CommentEvaluation, parseComments } from '../game/comment.js';
import type { SanError } from '../shared/errors.js';
import { contextOf } from '../move/context.js';
import { sanOfEncoded } from '../move/stringify.js';
import { walkMovesTo } from '../game/walk.js';
import type { GameResult } from '../game/tree.js';
import type { PgnOptions } from './games.js';
import { MainLineChecker } from './main-line-check.js';
import type { PgnSource } from './source.js';
import { visitPgn } from './visit.js';
import type { GameEnd, MoveToken, Skip } from './visitor.js';

/** One game's main line, as `readMainLines` yields it (its own object: keep it as long as needed). */
export interface MainLine {
  /** The tags (a repeated name keeps its last value). */
  readonly tags: ReadonlyMap<string, string>;
  /** Each move played, as its `@x/core/engine` code (`position.decodeMove` reads it on the position before it). */
  readonly moves: readonly number[];
  /** Each move in canonical SAN (with `san: true`), else empty. */
  readonly san: readonly string[];
  /** Each move in UCI (with `uci: true`), else empty. */
  readonly uci: readonly string[];
  /** The clock after each move in seconds (`[%clk]`), or undefined; the list ends at the last move that has one. */
  readonly clocks: readonly (number | undefined)[];
  /** The evaluation after each move (`[%eval]`), or undefined; the list ends at the last move that has one. */
  readonly evaluations: readonly (CommentEvaluation | undefined)[];
  /** The movetext's result, when it has one. */
  readonly result: GameResult | undefined;
  /**
   * The first move that could not be played, a bad `Variant` or `FEN` tag, or the syntax error that cut the
   * movetext short (a NUL byte, a stray `]`, an unterminated comment), located in the source.
   */
  readonly error: SanError | undefined;
  /** Whether variations were met (skipped: the main line is read whole all the same). */
  readonly variations: boolean;
  /**
   * Whether every move of the main line was played: false after a bad move or a syntax error (`error`) or a
   * null move (`--`, `Z0`), which this reader does not play through (`readPgn` and `walkGame` do).
   */
  readonly complete: boolean;
  /** Where the game is in the source, and whether it was plain (read exactly as `readPgn` reads it: `GameEnd`). */
  readonly game: Pick<GameEnd, 'offset' | 'length' | 'line' | 'column' | 'plain'>;
}

/** What `readMainLines` reads: `PgnOptions` (pieces, drops), and the texts of the moves it writes. */
export interface MainLineOptions extends PgnOptions {
  /** Write each move in canonical SAN (`MainLine.san`). */
  readonly san?: boolean;
  /** Write each move in UCI (`MainLine.uci`). */
  readonly uci?: boolean;
}

/** Games read ahead of the consumer at most. */
const AHEAD = 256;

/** The checker that keeps what a `MainLine` holds. */
class MainLineKeeper extends MainLineChecker {
  #tags = new Map<string, string>();
  #moves: number[] = [];
  #san: string[] = [];
  #uci: string[] = [];
  #clocks: (number | undefined)[] = [];
  #evaluations: (CommentEvaluation | undefined)[] = [];
  #result: GameResult | undefined;
  #variations = false;
  #stopped = false;
  readonly #write: { readonly san: boolean; readonly uci: boolean };

  constructor(onLine: (line: MainLine) => unknown, options: MainLineOptions | undefined) {
    super((_check, game) => onLine(this.#line(game)), options);
    this.#write = { san: options?.san === true, uci: options?.uci === true };
  }

  override beginGame(): void {
    super.beginGame();
    this.#tags = new Map();
    this.#moves = [];
    this.#san = [];
    this.#uci = [];
    this.#clocks = [];
    this.#evaluations = [];
    this.#result = undefined;
    this.#variations = false;
    this.#stopped = false;
  }

  override move(token: MoveToken): void {
    const plies = this.plies;
    super.move(token);
    if (this.plies === plies) this.#stopped = true;
  }

  override tag(name: string, value: string): void {
    super.tag(name, value);
    this.#tags.set(name, value);
  }

  protected override resolved(move: number): void {
    this.#moves.push(move);
    const { san, uci } = this.#write;
    if (!san && !uci) return;
    const position = this.position!;
    // From the code itself: a move found again by its fields would cost a search of the legal moves.
    if (san) this.#san.push(sanOfEncoded(position, contextOf(position), move, walkMovesTo));
    if (uci) this.#uci.push(position.uci(position.decodeMove(move) as Move));
  }

  comment(text: string): void {
    const ply = this.plies;
    if (ply === 0 || !text.includes('[%')) return;
    const { clock, evaluation } = parseComments([text]);
    if (clock !== undefined) setAt(this.#clocks, ply - 1, clock);
    if (evaluation !== undefined) setAt(this.#evaluations, ply - 1, evaluation);
  }

  override beginVariation(): Skip {
    this.#variations = true;
    return super.beginVariation();
  }

  override result(result: GameResult): void {
    super.result(result);
    this.#result = result;
  }

  #line(game: GameEnd): MainLine {
    const error = this.error;
    return {
      tags: this.#tags,
      moves: this.#moves,
      san: this.#san,
      uci: this.#uci,
      clocks: this.#clocks,
      evaluations: this.#evaluations,
      result: this.#result,
      error,
      variations: this.#variations,
      complete: !this.#stopped && error === undefined,
      game: {
        offset: game.offset,
        length: game.length,
        line: game.line,
        column: game.column,
        plain: game.plain,
      },
    };
  }
}

/** Sets `list[index]` (the entries before it that have none stay undefined). */
function setAt<T>(list: (T | undefined)[], index: number, value: T): void {
  while (list.length < index) list.push(undefined);
  list[index] = value;
}

/**
 * The main line of each game of `source` (bytes, text, or chunks of either, as `readPgn` takes), in order.
 *
 * @example for await (const line of readMainLines(pgn, { san: true })) console.log(line.tags.get('White'), line.san.join(' '));
 */
export async function* readMainLines(source: PgnSource, options?: MainLineOptions): AsyncGenerator<MainLine> {
  const queue: MainLine[] = [];
  let done = false;
  let failure: { error: unknown } | undefined;
  let stopped = false;
  /** Wakes the consumer (a game is queued, or the read ended). */
  let wake: (() => void) | undefined;
  /** Wakes the reader (the queue was taken). */
  let drained: (() => void) | undefined;
  const keeper = new MainLineKeeper((line) => {
    if (stopped) return false;
    queue.push(line);
    wake?.();
    if (queue.length < AHEAD) return true;
    return new Promise<boolean>((resolve) => {
      drained = () => resolve(!stopped);
    });
  }, options);
  const reading = visitPgn(source, keeper).then(
    () => {
      done = true;
      wake?.();
    },
    (error: unknown) => {
      failure = { error };
      done = true;
      wake?.();
    },
  );
  try {
    for (;;) {
      if (queue.length > 0) {
        const lines = queue.splice(0);
        const go = drained;
        drained = undefined;
        go?.();
        yield* lines;
        continue;
      }
      if (failure !== undefined) throw failure.error;
      if (done) return;
      await new Promise<void>((resolve) => {
        wake = resolve;
      });
      wake = undefined;
    }
  } finally {
    stopped = true;
    drained?.();
    await reading;
  }
}
