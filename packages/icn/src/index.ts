/**
 * @x/icn — Infinite Chess Notation: both dialects (original 2024 and live infinitechess.org),
 * bigint coordinates, canonical serialization, the site's variant table. The piece and player codes are in
 * `@x/icn/piece-codes`; ICN JSON in `@x/icn/json`.
 */
export { ICN_ERROR_CODES, IcnError } from './errors.js';
export type { IcnDiagnostic, IcnErrorCode, IcnParsedGame } from './errors.js';
export { parse, safeParse } from './parse.js';
export type { ParseOptions, SafeParseResult } from './parse.js';
export {
  stringify,
  stringifyMove,
  stringifyMoves,
  stringifyPosition,
  stringifyWithWarnings,
  TAG_ORDER,
} from './stringify.js';
export type { IcnTarget, StringifyOptions } from './stringify.js';
export { DEFAULT_ICN_LIMITS } from './limits.js';
export type { IcnLimits } from './limits.js';
export { enPassantPawn, uniquePlayers } from './rules.js';
export { REPLAY_REASONS, replay } from './replay.js';
export type { ReplayData, ReplayOptions, ReplayOutcome, ReplayReason, ReplayResult } from './replay.js';
export { gameFromSetup, setupFromGame } from './finite.js';
export { gameToSetup, positionToGame, slideLimitOf } from './setup.js';
export {
  findVariant,
  GENERATED_VARIANTS,
  gameTimestamp,
  impliedWorldBorder,
  VARIANTS,
  variantStartPosition,
  variantVersion,
} from './variants.js';
export type { VariantEntry, VariantVersion } from './variants.js';
export { LIVE_WIN_CONDITIONS, PIECE_TYPES, PLAYERS, WIN_CONDITIONS } from './types.js';
export type {
  CheckMark,
  IcnGame,
  IcnIssue,
  IcnMove,
  JsonObject,
  JsonValue,
  MoveRule,
  Piece,
  PieceRef,
  PieceType,
  Player,
  PresetRay,
  PromotionRule,
  Span,
  Square,
  WinCondition,
  WorldBorder,
} from './types.js';

/** Package version of @x/icn. */
export const version = '0.1.0';
