/** Size bounds, checked before anything is allocated for the input. */

/**
 * Longest input `parse`, `parseMbn` and `parseRange` read (characters, 64 Ki); longer input yields `input-too-long`
 * without being read. Real rule sets are one line of well under 1 KB.
 */
export const MAX_INPUT_LENGTH = 65_536;
/** Deepest nesting of `( [ {` groups in an MBN move. */
export const MAX_DEPTH = 32;
/** Most legs (`A-B-C…`) in one MBN move sequence; a longer chain yields `too-many-legs`. */
export const MAX_LEGS = 64;
/** Most digits in one number (amounts, ranks, steps, sequence numbers). */
export const MAX_DIGITS = 6;
/** Highest file or rank number on a C/CIF board (64x64). */
export const MAX_BOARD_SIDE = 64;

/** The size bounds of `@x/fbr` as one object (`DEFAULT_FBR_LIMITS`), named as the contract's `limits`. */
export interface FbrLimits {
  /** `MAX_INPUT_LENGTH`: longest input `parse`, `parseMbn` and `parseRange` read, in characters. */
  readonly maxInputLength: number;
  /** `MAX_DEPTH`: deepest nesting of `( [ {` groups in an MBN move. */
  readonly maxDepth: number;
  /** `MAX_LEGS`: most legs in one MBN move sequence. */
  readonly maxLegs: number;
  /** `MAX_DIGITS`: most digits in one number. */
  readonly maxDigits: number;
  /** `MAX_BOARD_SIDE`: highest file or rank number on a C/CIF board. */
  readonly maxBoardSide: number;
}

/**
 * The bounds `parse`, `parseMbn`, `parseRange` and `compile` apply, as one object (the bare `MAX_*` constants hold
 * the same numbers). They are fixed: there is no `limits` option to change them yet.
 */
export const DEFAULT_FBR_LIMITS: FbrLimits = Object.freeze({
  maxInputLength: MAX_INPUT_LENGTH,
  maxDepth: MAX_DEPTH,
  maxLegs: MAX_LEGS,
  maxDigits: MAX_DIGITS,
  maxBoardSide: MAX_BOARD_SIDE,
});
