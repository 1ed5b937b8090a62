/**
 * `BasePosition`: the one position design. An abstract class over a kernel; `Position` (every variant, the
 * generic engine) and `@x/core/chess`'s `ChessPosition` (standard chess, its own engine) extend it, and every
 * notation package and `@x/core/engine` are typed on it. This file is the one place that lists what a position
 * class must provide.
 *
 * The engine state and the kernel sit behind the module-private symbols `STATE` and `KERNEL` (exported from this
 * module for `@x/core`'s own files, from no entry point): a user cannot reach them, and only a subclass of
 * `BasePosition` built inside `@x/core` is a `BasePosition` to the compiler.
 */
import type { Outcome } from './engine/rule-passes/end.js';
import type { Kernel } from './engine/state/kernel-api.js';
import type { SharedState } from './engine/state/shared-state.js';
import { PositionError } from './errors/errors.js';
import { type Move, NULL_MOVE } from './move.js';
import type { Setup } from './setup.js';
import type { Color, VariantDefinition } from './variant/definition.js';

/** The key of a position's engine state (`SharedState`, narrowed by each subclass). Module-private. */
export const STATE: unique symbol = Symbol('state');
/** The key of a position's kernel: the engine operations `@x/core/engine` calls on the state. Module-private. */
export const KERNEL: unique symbol = Symbol('kernel');

/** Options of `uci`. */
export interface UciOptions {
  /** Write a promotion to a `+`-marked piece with a bare `+` (Fairy-Stockfish's form); default false. */
  readonly barePlus?: boolean;
}

/**
 * `text`, the UCI text of `move` in `variant`, in `uci`'s bare-`+` form: a promotion to a piece whose symbol
 * starts with `+` ends in that `+` alone. For `@x/core`'s own position classes.
 */
export function barePlusUci(text: string, move: Move, variant: VariantDefinition): string {
  if (move.promotion === undefined) return text;
  const symbol = variant.pieces.find((p) => p.id === move.promotion)?.symbol;
  if (symbol === undefined || symbol.charCodeAt(0) !== 43 /* + */) return text;
  // the promotion's symbol ends the text (`h3h2+p`, a chain's `…/c4+p`)
  return text.slice(0, text.length - symbol.length + 1);
}

/** A piece on a square, as `pieceAt` describes it. */
export interface PieceOnSquare {
  readonly type: string;
  readonly color: Color;
  readonly promoted: boolean;
}

/**
 * A position of any position class: `Position` (every variant) or `ChessPosition` of `@x/core/chess`. Mutable:
 * `play`, `playNull` and `undo` change it in place, `clone()` copies it. Squares are names (`e4`);
 * `generateMoves` gives the engine's encoded moves. Notation packages accept any `BasePosition`.
 *
 * What a subclass provides (its hooks, all here):
 * - its state and kernel, passed to the constructor. The kernel (`Kernel`, `engine/state/kernel-api.ts`) generates
 *   moves (all, or onto one square), makes and unmakes an encoded move — `NULL_MOVE` too, a pass that keeps the
 *   history —, decodes one, and answers check, attack, attacker and capture questions;
 * - `variant`, and the static `fromSetup`/`fromFen` constructors;
 * - the abstract members below: move lists and look-ups (`legalMoves`, `findEncoded`, `uci`), copying (`clone`),
 *   state questions (`isCheck`, `hasLegalMove`,
 *   `isCheckmate`, `isStalemate`, `pieceAt`), the records (`toSetup`, `toFen`, `legalEpSquare`), repetition
 *   (`key`, `repetitions`) and the end (`isInsufficientMaterial`, `outcome`).
 *
 * What the base adds on them: `turn`, `play` (a `Move` or UCI text, checked), `playNull` (a null move), and
 * through the kernel `generateMoves`, `decodeMove`, `playEncoded` and `undo`.
 */
export abstract class BasePosition {
  /** The engine state (module-private key). */
  declare readonly [STATE]: SharedState;
  /** The kernel `@x/core/engine` reaches this position through (module-private key). */
  declare readonly [KERNEL]: Kernel<SharedState>;

  protected constructor(st: SharedState, kernel: Kernel<SharedState>) {
    this[STATE] = st;
    this[KERNEL] = kernel;
  }

  /** The variant this position belongs to. */
  abstract readonly variant: VariantDefinition;

  /** The side to move. */
  get turn(): Color {
    return this[STATE].side === 0 ? 'white' : 'black';
  }

  /**
   * Plays a legal move (a `Move` object or UCI text). Throws `PositionError` with code `illegal-move`
   * otherwise. A move this position handed out unchanged (`legalMoves`, `decodeMove`, and so `resolve`
   * and `parse` of `@x/san`) since its last change costs one make; other moves and UCI text are matched
   * against the legal moves.
   */
  play(move: Move | string): this {
    const m = this.findEncoded(move);
    if (m === undefined) {
      throw new PositionError(
        'illegal-move',
        `illegal move ${typeof move === 'string' ? move : JSON.stringify(move)}`,
      );
    }
    this.playEncoded(m);
    return this;
  }

  /**
   * Plays a null move (a pass): the other side to move, no e.p. square, the halfmove clock advanced (and the
   * fullmove number after Black's pass), board, hands and castling rights unchanged. It is part of the history:
   * `undo()` takes it back and `repetitions()` counts through it. Throws `PositionError` (`illegal-move`) when
   * the side to move is in check, or in a variant whose turns have several moves (`turns`).
   */
  playNull(): this {
    if (this.variant.turns !== undefined || this.isCheck()) {
      throw new PositionError('illegal-move', 'no null move in check or in a turn of several moves');
    }
    this[KERNEL].make(this[STATE], NULL_MOVE);
    return this;
  }

  /**
   * Writes the legal moves, encoded, into `out` (at least `MAX_MOVES` of `@x/core/engine` long) and returns how
   * many. Low-level: for perft, SAN resolution and other hot loops; `legalMoves()` gives plain objects.
   */
  generateMoves(out: Int32Array): number {
    return this[KERNEL].generate(this[STATE], out);
  }

  /**
   * The legal move matching a `Move` or UCI text (`e2e4`, `e7e8q`, `N@f3`), as a plain `Move` that `play`, `uci` and
   * `@x/san`'s `stringify` take, or `undefined` when no legal move matches (matching as `findEncoded`).
   */
  findMove(move: Move | string): Move | undefined {
    const m = this.findEncoded(move);
    return m === undefined ? undefined : this.decodeMove(m);
  }

  /** Decodes an encoded move of this position into a plain `Move`. Throws `PositionError` when it is not one. */
  decodeMove(m: number): Move {
    return this[KERNEL].toMove(this[STATE], m);
  }

  /** The legal moves as plain objects. */
  abstract legalMoves(): Move[];
  /**
   * Finds the encoded legal move matching a `Move` (or UCI text such as `e2e4`, `e7e8q`, `N@f3`; a promotion to a
   * `+`-marked piece written `d5e3+n` or, as Fairy-Stockfish writes it, `d5e3+`), or `undefined`. Castling matches its `castle` side, the king's destination, or king → own partner
   * (Chess960 style); a plain king move to the same square wins when `castle` is not given. A move this
   * position handed out unchanged since its last change is found without generating moves.
   */
  abstract findEncoded(move: Move | string): number | undefined;
  /**
   * UCI-style text of a move of this position (the text depends on the move and the variant only). With
   * `{ barePlus: true }`, a promotion to a `+`-marked (shogi-style) piece ends in a bare `+` (`h3h2+` where the
   * default is `h3h2+p`), as Fairy-Stockfish and pychess-variants write it; `findMove` reads both forms.
   */
  abstract uci(move: Move, options?: UciOptions): string;
  /** Plays an encoded move from `generateMoves` (no legality check). */
  playEncoded(m: number): void {
    this[KERNEL].make(this[STATE], m);
  }

  /** Takes back the last move (or null move). Throws `PositionError` (`illegal-move`) when there is none. */
  undo(): this {
    if (this[STATE].ply === 0) throw new PositionError('illegal-move', 'no move to undo');
    this[KERNEL].unmake(this[STATE]);
    return this;
  }

  /** An independent copy of the same class, history included. */
  abstract clone(): BasePosition;
  /** Whether the side to move is in check. */
  abstract isCheck(): boolean;
  /** Whether the side to move has a legal move. */
  abstract hasLegalMove(): boolean;
  /** Whether the side to move is checkmated. */
  abstract isCheckmate(): boolean;
  /** Whether the side to move is stalemated (no legal move, not in check). */
  abstract isStalemate(): boolean;
  /** The piece on a square (by name), or `undefined`. */
  abstract pieceAt(square: string): PieceOnSquare | undefined;
  /** The position as a `Setup` record. */
  abstract toSetup(): Setup;
  /** The position as FEN (the variant's FEN dialect). */
  abstract toFen(): string;

  /** The position as FEN: what `String(pos)` and a template literal print. */
  toString(): string {
    return this.toFen();
  }

  /**
   * What Node's `console.log(pos)` and `util.inspect(pos)` print: the variant and the FEN
   * (`Position chess [rnbqkbnr/… w KQkq - 0 1]`), not the position's buffers.
   */
  [Symbol.for('nodejs.util.inspect.custom')](): string {
    return `Position ${this.variant.id} [${this.toFen()}]`;
  }
  /** The en-passant square if a legal e.p. capture exists (what FEN writers print), else `undefined`. */
  abstract legalEpSquare(): string | undefined;
  /** A key identifying the position for repetition (board, side, castling, legal e.p., hands). */
  abstract key(): string;
  /**
   * How many times the current position occurred among the positions played through (since the last
   * capture or pawn move: earlier positions cannot repeat).
   */
  abstract repetitions(): number;
  /** Whether neither side can win by the variant's insufficient-material rule. */
  abstract isInsufficientMaterial(): boolean;
  /** The outcome when the game is over, else `undefined`. */
  abstract outcome(): Outcome | undefined;
}
