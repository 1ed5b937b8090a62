/**
 * @x/core: boards of any size, a data-driven variant rules engine, positions, legal moves,
 * check/mate/stalemate/outcomes, FEN and perft. The unbounded board of infinite chess is in
 * `@x/core/infinite`; the zod schema of variant definitions in `@x/core/schema`.
 */
export { leaper, rider, symmetricVectors } from './atoms.js';
export { type CompiledVariant, compileVariant, UNLIMITED_RANGE } from './compile.js';
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
export * from './move-codes.js';
export type { Move } from './move.js';
export { type PerftOptions, perft, perftDivide } from './perft.js';
export { type Outcome, Position } from './position.js';
export type { PieceOnSquare, PositionApi } from './position-api.js';
export type { Hand, Setup, SetupPiece, TurnState } from './setup.js';
export {
  ATOM_KINDS,
  ATOM_MODES,
  type AtomKind,
  type AtomMode,
  type CastlingRule,
  type CastlingRules,
  COLORS,
  type Color,
  type DropRules,
  type EndResult,
  type EndRules,
  type FlagRule,
  MAX_ZONES,
  type MoveAtom,
  type Orientation,
  type PieceType,
  type PromotionRule,
  type TurnPart,
  type TurnRules,
  type VariantDefinition,
  type Vector,
  type Zone,
} from './variant.js';
export { variants } from './variants/index.js';
export { boxZone, rankZone } from './variants/zones.js';

/** Package version of @x/core. */
export const version = '0.1.0';
