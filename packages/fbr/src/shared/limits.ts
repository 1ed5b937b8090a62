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
