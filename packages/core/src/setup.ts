/**
 * A setup: what a FEN (or any notation) says about a position, without any judgement of legality.
 * `Position.fromSetup` decides whether it is a legal position of a variant.
 */
import type { Color } from './variant/definition.js';

/** A piece on a square of a setup. */
export interface SetupPiece {
  /** Piece id from the variant definition (`pawn`, `knight`, `archbishop`). */
  readonly type: string;
  readonly color: Color;
  /** Marked as promoted (crazyhouse `Q~`): becomes its unpromoted form when captured into a hand. */
  readonly promoted?: boolean;
}

/** Pieces in hand: count per piece id. */
export type Hand = Readonly<Record<string, number>>;

/** A position as written, not yet validated. */
export interface Setup {
  readonly files: number;
  readonly ranks: number;
  /** Pieces by square index (`rank * files + file`, a1 = 0); `undefined` for empty squares. */
  readonly board: readonly (SetupPiece | undefined)[];
  readonly turn: Color;
  /**
   * Squares (names) of the castling partners that keep castling rights (`h1`, `a1`, `h8`, `a8` for
   * `KQkq` in chess). A right needs its king unmoved, which a listed partner implies.
   */
  readonly castling: readonly string[];
  /** En-passant target square, if any. */
  readonly epSquare?: string;
  /** Plies since the last capture or pawn move. */
  readonly halfmoves: number;
  /** Full-move number, from 1. */
  readonly fullmoves: number;
  /** Pieces in hand per side (drop variants). */
  readonly hands?: { readonly white: Hand; readonly black: Hand };
  /** Checks still needed to win per side (n-check variants). */
  readonly checksRemaining?: { readonly white: number; readonly black: number };
  /**
   * Squares of the pieces that have not moved yet (for initial-only moves and gating); default:
   * every piece on the board.
   */
  readonly unmoved?: readonly string[];
  /** Squares (names) that have vanished (`VariantDefinition.vanishing`; FEN `*`). */
  readonly vanished?: readonly string[];
  /**
   * Turn variants (`VariantDefinition.turns`): where the side to move stands in its turn. Default: at
   * the start of a turn, no side having lost its `untilCapture` parts.
   */
  readonly turnState?: TurnState;
  /**
   * Makruk's counting while it runs (`end.counting`): the limit and the plies counted so far (FEN's e.p. and
   * halfmove fields). Default: no count.
   */
  readonly counting?: { readonly limit: number; readonly ply: number };
}

/** Where the side to move stands in a turn of several moves (FEN field `turn=1` / `turn=-;lost=w`). */
export interface TurnState {
  /** 0-based indices of the parts already played (or skipped) in the current turn; `[]`: a turn's start. */
  readonly done: readonly number[];
  /** Sides that have captured and so lost their `untilCapture` parts. */
  readonly lost: readonly Color[];
}
