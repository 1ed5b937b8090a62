/**
 * `@x/sjaak-variants`: SjaakII `variants.txt` definitions, parsed, checked, written back and converted to
 * `@x/core` variants. The data model of a parsed variant (its part types and keyword lists) is in
 * `@x/sjaak-variants/model`; the low-level line readers and helpers in `@x/sjaak-variants/readers`.
 */
export {
  parse,
  safeParse,
  parseVariant,
  MAX_INPUT_LENGTH,
  MAX_FILES,
  MAX_RANKS,
  MAX_SQUARES,
  MAX_LINE_BYTES,
} from './parse.js';
export type { ParseResult, VariantsFile } from './parse.js';
export { DEFAULT_SJAAK_LIMITS, type SjaakLimits } from './limits.js';
export { SJAAKII_BUILTIN_NAMES } from './names.js';
export { stringify, stringifyVariant, DROP_ZONE_NOTE } from './stringify.js';
export { stringifyMove, MAX_RIDE_VECTORS, MAX_STEP_COUNT } from './move.js';
export { shortName } from './short-name.js';
export { squareName, squareIndex } from './squares.js';
export { readFen, writeFen, startFen } from './fen.js';
export type { SjaakPosition, PlacedPiece, CastleMasks, FenProblem, ReadFenOptions } from './fen.js';
export { DEFAULT_SEVERITY, SJAAK_PARSE_ERROR_CODES } from './diagnostics.js';
export type { Diagnostic, DiagnosticCode, SjaakDiagnostic } from './diagnostics.js';
export { SjaakError, SJAAK_ERROR_CODES } from './errors.js';
export type { SjaakErrorCode } from './errors.js';
export { SIDES } from './types.js';
export type { ParseOptions, SjaakVariant, Span, VariantDefinition } from './types.js';

/** Package version of @x/sjaak-variants. */
export const version = '0.1.0';
export { CATALOGUE_TEXT, catalogue, catalogueVariant } from './catalogue.js';
export { toVariant } from './to-variant.js';
export { toSetup } from './to-setup.js';
export { startPosition } from './start-position.js';
export type { ToVariantOptions, ToVariantResult } from './to-variant.js';
export { CONVERSION_ERROR_CODES, conversionDiagnostic } from './to-variant-diagnostics.js';
export type { ConversionCode, ConversionDiagnostic } from './to-variant-diagnostics.js';
export {
  CONVERSION_CODES,
  DIAGNOSTIC_CODES,
  END_CONDITIONS,
  END_RESULTS,
  PIECE_FLAGS,
  SEVERITIES,
  SLIDE_DIRECTIONS,
  SPECIAL_RULES,
  STEP_DIRECTIONS,
} from './root-moved.js';
