/**
 * The position interface: what every position class offers — `Position` (every variant, the generic engine)
 * and `@x/core/chess`'s `ChessPosition` (standard chess, its own kernel). Notation packages are written against
 * it; `@x/core/engine` reaches a position's state through the members marked internal here, typed, instead of
 * by convention.
 */
import type { Outcome } from './engine/end.js';
import type { Kernel } from './engine/kernel-api.js';
import type { SharedState } from './engine/shared-state.js';
import type { Move } from './move.js';
import type { Setup } from './setup.js';
import type { Color, VariantDefinition } from './variant/definition.js';

/** A piece on a square, as `pieceAt` describes it. */
export interface PieceOnSquare {
  readonly type: string;
  readonly color: Color;
  readonly promoted: boolean;
}

/**
 * A position of any position class (`Position`, `@x/core/chess`'s `ChessPosition`). Mutable: `play` and `undo`
 * change it in place, `clone()` copies it. Squares are names (`e4`); `generateMoves` gives encoded moves.
 */
export interface PositionApi {
  /** The variant this position belongs to. */
  readonly variant: VariantDefinition;
  /** The side to move. */
  readonly turn: Color;
  /** Writes the legal moves, encoded, into `out` and returns how many (see `@x/core/engine`). */
  generateMoves(out: Int32Array): number;
  /** Decodes an encoded move of this position into a plain `Move`. */
  decodeMove(m: number): Move;
  /** The legal moves as plain objects. */
  legalMoves(): Move[];
  /** The encoded legal move matching a `Move` or UCI text, or `undefined`. */
  findMove(move: Move | string): number | undefined;
  /** UCI-style text of a move of this position (the text depends on the move and the variant only). */
  uci(move: Move): string;
  /** Plays a legal move (a `Move` or UCI text); throws `PositionError` when it is not legal. */
  play(move: Move | string): this;
  /** Plays an encoded legal move of this position. */
  playEncoded(m: number): void;
  /** Takes back the last move; throws `PositionError` when there is none. */
  undo(): this;
  /** An independent copy. */
  clone(): PositionApi;
  /** Whether the side to move is in check. */
  isCheck(): boolean;
  /** Whether the side to move has a legal move. */
  hasLegalMove(): boolean;
  /** Whether the side to move is checkmated. */
  isCheckmate(): boolean;
  /** Whether the side to move is stalemated. */
  isStalemate(): boolean;
  /** The piece on a square (by name), or `undefined`. */
  pieceAt(square: string): PieceOnSquare | undefined;
  /** The position as a `Setup` record. */
  toSetup(): Setup;
  /** The position as FEN. */
  toFen(): string;
  /** The en-passant square if a legal e.p. capture exists, else `undefined`. */
  legalEpSquare(): string | undefined;
  /** A key identifying the position for repetition. */
  key(): string;
  /** How many times the current position occurred among the positions played through. */
  repetitions(): number;
  /** Whether neither side can win by the variant's insufficient-material rule. */
  isInsufficientMaterial(): boolean;
  /** The outcome when the game is over, else `undefined`. */
  outcome(): Outcome | undefined;
  /** @internal the state behind the position (the fields the shared readers use). */
  readonly st: SharedState;
  /** @internal the kernel `@x/core/engine` reaches the position through. */
  readonly kernel: Kernel<SharedState>;
}
