/**
 * @x/icn — Infinite Chess Notation: both dialects (original 2024 and live infinitechess.org),
 * bigint coordinates, canonical serialization, the site's variant table. The piece and player codes are in
 * `@x/icn/piece-codes`; ICN JSON in `@x/icn/json`.
 */
export { ICN_ERROR_CODES, IcnError } from './errors.js';
export type { IcnDiagnostic } from './errors.js';
export { parse, safeParse } from './parse.js';
export { stringify, stringifyMove } from './stringify.js';
export { DEFAULT_ICN_LIMITS } from './limits.js';
export { replay } from './replay.js';
export { gameFromSetup, setupFromGame } from './finite.js';
export { infiniteSetupFromGame } from './setup.js';
export { impliedWorldBorder, variantStartPosition } from './variants.js';
export type { VariantEntry } from './variants.js';
export type { IcnGame, IcnMove, IcnPiece } from './types.js';
