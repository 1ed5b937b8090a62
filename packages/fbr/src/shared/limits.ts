/** Size bounds, checked before anything is allocated for the input. */

/** The size bounds of `@x/fbr` (`DEFAULT_FBR_LIMITS`), named as the contract's `limits`. */
export interface FbrLimits {
  /**
   * Longest input `parse`, `parseMbn` and `parseRange` read, in characters (64 Ki); longer input yields
   * `input-too-long` without being read. Real rule sets are one line of well under 1 KB.
   */
  readonly maxInputLength: number;
  /** Deepest nesting of `( [ {` groups in an MBN move (32). */
  readonly maxDepth: number;
  /** Most legs (`A-B-C…`) in one MBN move sequence (64); a longer chain yields `too-many-legs`. */
  readonly maxLegs: number;
  /** Most digits in one number: amounts, ranks, steps, sequence numbers (6). */
  readonly maxDigits: number;
  /** Highest file or rank number on a C/CIF board (64). */
  readonly maxBoardSide: number;
}

/** The bounds `parse`, `parseMbn`, `parseRange` and `compile` apply. They are fixed: no `limits` option changes them yet. */
export const DEFAULT_FBR_LIMITS: FbrLimits = Object.freeze({
  maxInputLength: 65_536,
  maxDepth: 32,
  maxLegs: 64,
  maxDigits: 6,
  maxBoardSide: 64,
});
