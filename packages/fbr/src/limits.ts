/** Size bounds, checked before anything is allocated for the input. */

/** Longest input `parse` / `parseMbn` read (characters); longer input yields `input-too-long`. */
export const MAX_INPUT_LENGTH = 1_048_576;
/** Deepest nesting of `( [ {` groups in an MBN move. */
export const MAX_DEPTH = 32;
/** Most legs (`A-B-C…`) in one MBN move sequence; a longer chain yields `too-many-legs`. */
export const MAX_LEGS = 64;
/** Most digits in one number (amounts, ranks, steps, sequence numbers). */
export const MAX_DIGITS = 6;
/** Highest file or rank number on a C/CIF board (64x64). */
export const MAX_BOARD_SIDE = 64;
