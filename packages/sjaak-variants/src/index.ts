/** `@x/sjaak-variants`: SjaakII `variants.txt` definitions, parsed, checked and written back. */
export {
  parse,
  safeParse,
  parseVariant,
  MAX_INPUT_LENGTH,
  MAX_FILES,
  MAX_RANKS,
  MAX_SQUARES,
  MAX_LINE_BYTES,
  readChoices,
} from './parse.js';
export type { ParseResult, VariantsFile } from './parse.js';
export { zoneSquaresOf } from './zones.js';
export { SJAAKII_BUILTIN_NAMES } from './names.js';
export { stringify, stringifyVariant, DROP_ZONE_NOTE } from './stringify.js';
export { readMove, stringifyMove, MAX_RIDE_VECTORS, MAX_STEP_COUNT } from './move.js';
export { readRule, perspectiveOf, effectiveEndConditions } from './rules.js';
export type { RuleLine } from './rules.js';
export { shortName } from './short-name.js';
export { squareName, squareCoords, squareIndex } from './squares.js';
export {
  readFen,
  writeFen,
  startFen,
  boardSymbols,
  usesHoldings,
  hasCastlingField,
} from './fen.js';
export { pawnTypes, isPawnLike, emptyBoardTargets, symmetricImages } from './pawn-heuristic.js';
export type { SjaakPosition, PlacedPiece, CastleMasks, FenProblem, ReadFenOptions } from './fen.js';
export { KEYWORDS, PIECE_KEYWORDS, matchKeyword } from './keywords.js';
export type { Keyword } from './keywords.js';
export { DIAGNOSTIC_CODES, DEFAULT_SEVERITY, SJAAK_PARSE_ERROR_CODES } from './diagnostics.js';
export type { Diagnostic, DiagnosticCode, SjaakDiagnostic } from './diagnostics.js';
export { SjaakError, SJAAK_ERROR_CODES } from './errors.js';
export type { SjaakErrorCode } from './errors.js';
export {
  SIDES,
  SEVERITIES,
  SLIDE_DIRECTIONS,
  STEP_DIRECTIONS,
  PIECE_FLAGS,
  END_CONDITIONS,
  END_RESULTS,
  SPECIAL_RULES,
} from './types.js';
export type * from './types.js';

/** Package version of @x/sjaak-variants. */
export const version = '0.1.0';
export { CATALOGUE_TEXT, catalogue, catalogueVariant } from './catalogue.js';
export { toVariant } from './to-variant.js';
export { sjaakFilePhantoms } from './file-phantoms.js';
export { toSetup } from './to-setup.js';
export { startPosition } from './start-position.js';
export type { ToVariantOptions, ToVariantResult } from './to-variant.js';
export { CONVERSION_CODES, CONVERSION_ERROR_CODES, conversionDiagnostic } from './to-variant-diagnostics.js';
export type { ConversionCode, ConversionDiagnostic } from './to-variant-diagnostics.js';
