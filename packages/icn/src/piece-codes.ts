/**
 * `@x/icn/piece-codes`: ICN's piece vocabulary — the abbreviation of every piece type (`pieceCode`,
 * `pieceFromCode`, which reads the player from the code's case and number too) and the default promotion choices.
 */
export { DEFAULT_PROMOTIONS, pieceCode } from './pieces.js';
