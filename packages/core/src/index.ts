/**
 * @x/core: boards of any size, a data-driven variant rules engine, positions, legal moves,
 * check/mate/stalemate/outcomes, FEN and perft. The unbounded board of infinite chess is in
 * `@x/core/infinite`; the zod schema of variant definitions in `@x/core/schema`; the vocabulary of writing a
 * definition (pieces, move atoms, zones, rules and their builders) in `@x/core/variant`; the move-integer engine
 * API in `@x/core/engine`; a chess-only position in `@x/core/chess`; building blocks for other notations (the FEN
 * board field, size limits) in `@x/core/notation`.
 */
export { type CompiledVariant, compileVariant } from './compile.js';
export {
  FEN_ERROR_CODES,
  FenError,
  type FenErrorCode,
  POSITION_ERROR_CODES,
  PositionError,
  type PositionErrorCode,
  VariantError,
} from './errors.js';
export {
  type Diagnostic,
  type DiagnosticSeverity,
  isStrictMode,
  LineIndex,
  lineColumn,
  lineLocator,
  locateError,
  NotationError,
  type NotationLocation,
  type ParseMode,
  type Result,
  toResult,
} from './notation-error.js';
export {
  MAX_FEN_LENGTH,
  parseFen,
  type SafeResult,
  safeParseFen,
  stringifyFen,
  type StringifyFenOptions,
} from './fen.js';
export { type FenPattern, MAX_FEN_PATTERN_LENGTH, parseFenPattern } from './fen-pattern.js';
export {
  coordinateName,
  fileName,
  MAX_BOARD_SIZE,
  parseFileName,
  parseSquareName,
  type SquareIndex,
  type SquareName,
  squareName,
} from './geometry.js';
export type { Move } from './move.js';
export { type PerftOptions, perft, perftDivide } from './perft.js';
export { type Outcome, Position } from './position.js';
export type { PieceOnSquare, PositionApi } from './position-api.js';
export type { Hand, Setup, SetupPiece, TurnState } from './setup.js';
export { COLORS, type Color, type VariantDefinition } from './variant.js';
export {
  ATOM_KINDS,
  ATOM_MODES,
  boxZone,
  leaper,
  MAX_ZONES,
  rankZone,
  rider,
  symmetricVectors,
  UNLIMITED_RANGE,
} from './root-moved.js';
export type { VariantConversion } from './variant-conversion.js';
export { variants } from './variants/index.js';

/** Package version of @x/core. */
export const version = '0.1.0';
