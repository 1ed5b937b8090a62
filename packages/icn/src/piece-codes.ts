/**
 * `@x/icn/piece-codes`: ICN's piece and player vocabulary — the abbreviation of every piece type
 * (`PIECE_CODES`, `pieceCode`, `pieceFromCode`, `pieceTypeFromCode`), player codes and numbers, the live-only
 * piece types, the seed format's long names and the default promotion choices.
 */
export {
  DEFAULT_PROMOTIONS,
  LIVE_ONLY_PIECE_TYPES,
  PIECE_CODES,
  PLAYER_CODES,
  pieceCode,
  pieceFromCode,
  pieceTypeFromCode,
  playerFromCode,
  playerFromNumber,
  playerNumber,
  SEED_LONG_NAMES,
} from './pieces.js';
