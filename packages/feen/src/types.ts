/** Vocabulary of `@x/feen`: sides, EPIN pieces, SIN styles, hands and positions. */
import type { FeenLimits } from './limits.js';

export type { FeenLimits };

/** The two players, in FEEN order: `first` (uppercase) and `second` (lowercase). */
export const SIDES = ['first', 'second'] as const;
/** A player: `first` is written in uppercase, `second` in lowercase. */
export type Side = (typeof SIDES)[number];

/** EPIN piece states: `-` diminished, `+` enhanced, none = normal (their meaning belongs to the rule system). */
export const PIECE_STATES = ['diminished', 'enhanced', 'normal'] as const;
/** An EPIN piece state (`-`, `+` or no prefix). */
export type PieceState = (typeof PIECE_STATES)[number];

/** The 26 piece/style letters, always stored upper-case; the side carries the case. */
export const LETTERS = [
  ...['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I', 'J', 'K', 'L', 'M'],
  ...['N', 'O', 'P', 'Q', 'R', 'S', 'T', 'U', 'V', 'W', 'X', 'Y', 'Z'],
] as const;
/** An upper-case ASCII letter naming a piece or a style. */
export type Letter = (typeof LETTERS)[number];

/**
 * An EPIN piece token such as `+K^'`: `letter` (upper-case name), `side` (from the case), `state`
 * (`+`/`-`/none), `terminal` (`^`) and `derived` (`'`). Values returned by this package are frozen and shared.
 */
export interface FeenPiece {
  readonly letter: Letter;
  readonly side: Side;
  readonly state: PieceState;
  readonly terminal: boolean;
  readonly derived: boolean;
}

/** A SIN style token: one letter, its case giving the side (`C` = first player's style, `c` = second's). */
export interface Style {
  readonly letter: Letter;
  readonly side: Side;
}

/** One entry of a hand multiset: a piece and how many of it (≥ 1). */
export interface HandItem {
  readonly piece: FeenPiece;
  readonly count: number;
}

/** The two hands, one per side. `first` belongs to the first (uppercase-style) player whoever is to move. */
export type Hands = Readonly<Record<Side, readonly HandItem[]>>;

/** Style–turn field: `active` is the player to move, `inactive` the other; their sides differ. */
export interface StyleTurn {
  readonly active: Style;
  readonly inactive: Style;
}

/**
 * A FEEN position. `shape` lists dimensions outermost first (`[files]`, `[ranks, files]` or
 * `[layers, ranks, files]`); `squares` holds `shape`'s product cells in writing order (row-major, as the
 * placement field is read); `hands` are multisets in canonical order (as `parse` returns them; `stringify`
 * accepts any order and aggregates duplicates). Package-prefixed: `@x/core` has its own `Position`.
 */
export interface FeenPosition {
  readonly shape: readonly number[];
  readonly squares: readonly (FeenPiece | null)[];
  readonly hands: Hands;
  readonly styles: StyleTurn;
}

/** Options of `parse`, `safeParse`, `isValid` and `canonicalize`. */
export interface ParseOptions {
  /** Aggregate and re-sort hands instead of rejecting non-canonical hands (what `canonicalize` does). */
  readonly canonicalizeHands?: boolean;
  /** Lower or raise the default limits. */
  readonly limits?: Partial<FeenLimits>;
}

/** Options of `stringify`. */
export interface StringifyOptions {
  /** FeenLimits the position (and the output length) must respect. */
  readonly limits?: Partial<FeenLimits>;
}
