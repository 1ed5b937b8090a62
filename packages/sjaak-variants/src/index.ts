/**
 * `@x/sjaak-variants`: SjaakII `variants.txt` definitions, parsed, checked, written back and converted to
 * `@x/core` variants. The data model of a parsed variant (its part types and keyword lists) is in
 * `@x/sjaak-variants/model`.
 */
export { parse, safeParse, parseVariant } from './parse/parse.js';
export type { VariantsFile } from './parse/parse.js';
export { DEFAULT_SJAAK_LIMITS } from './parse/limits.js';
export { stringify } from './write/stringify.js';
export { stringifyMove } from './parse/move.js';
export { shortName } from './parse/short-name.js';
export { readFen, writeFen, startFen, usesHoldings } from './fen/fen.js';
export type { SjaakPosition, FenDiagnostic as FenProblem } from './fen/fen.js';
export { SJAAK_PARSE_ERROR_CODES } from './shared/diagnostics.js';
export type { SjaakDiagnostic } from './shared/diagnostics.js';
export { SjaakError, SJAAK_ERROR_CODES } from './shared/errors.js';
export type { SjaakVariant } from './shared/types.js';
export { CATALOGUE_TEXT, catalogue, catalogueVariant } from './catalogue.js';
export { toVariant } from './convert/to-variant.js';
export { fromVariant, SJAAK_WRITE_ERROR_CODES } from './write/from-variant.js';
export { toSetup } from './fen/to-setup.js';
export { startPosition } from './fen/start-position.js';
export { CONVERSION_ERROR_CODES } from './convert/to-variant-diagnostics.js';
export type { ConversionDiagnostic } from './convert/to-variant-diagnostics.js';
