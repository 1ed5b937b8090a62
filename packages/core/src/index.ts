/**
 * @x/core: boards of any size, a data-driven variant rules engine, positions, legal moves,
 * check/mate/stalemate/outcomes, FEN and perft. The unbounded board of infinite chess is in
 * `@x/core/infinite`; the zod schema of variant definitions in `@x/core/schema`; the built-in variants
 * (`variants`) and the vocabulary of writing a definition (pieces, move atoms, zones, rules and their builders)
 * in `@x/core/variant`; the move-integer engine
 * API in `@x/core/engine`; a chess-only position in `@x/core/chess`. `@x/core/notation` holds what a notation
 * package is built with (locating offsets, limits, diagnostics) and FEN patterns (`parseFenPattern`).
 */
export { type CompiledVariant, compileVariant } from './variant/compile/compile.js';
export {
  FEN_ERROR_CODES,
  FenError,
  POSITION_ERROR_CODES,
  PositionError,
  VariantError,
} from './errors/errors.js';
export {
  type Diagnostic,
  NotationError,
  type ParseMode,
  type Result,
  toResult,
} from './errors/notation-error.js';
export { parseFen, safeParseFen, stringifyFen } from './fen/fen.js';
export { coordinateName, fileLetters, parseSquareName, squareName } from './geometry.js';
export type { Move } from './move.js';
export { perft, perftDivide } from './perft.js';
export { type Outcome, Position } from './position.js';
export { BasePosition } from './position-base.js';
export type { Hand, Setup, SetupPiece } from './setup.js';
export { COLORS, type Color, type VariantDefinition } from './variant/definition.js';
export type { VariantConversion } from './variant/conversion.js';
export type { WrittenVariant } from './variant/written.js';
