/**
 * `@x/icn/piece-codes`: ICN's piece and player vocabulary — the abbreviation of every piece type
 * (`PIECE_CODES`, `pieceCode`, `pieceFromCode`), the player codes (`PLAYER_CODES`, `playerFromCode`) and the
 * default promotion choices.
 */
export {
  DEFAULT_PROMOTIONS,
  PIECE_CODES,
  PLAYER_CODES,
  pieceCode,
  pieceFromCode,
  playerFromCode,
} from './pieces.js';
