/**
 * `@x/sjaak-variants`: SjaakII `variants.txt` definitions, parsed, checked, written back and converted to
 * `@x/core` variants. The data model of a parsed variant (its part types and keyword lists) is in
 * `@x/sjaak-variants/model`; the helpers a board view or a converter needs in `@x/sjaak-variants/readers`.
 */
export { parse, safeParse, parseVariant } from './parse.js';
export type { VariantsFile } from './parse.js';
export { DEFAULT_SJAAK_LIMITS } from './limits.js';
export { stringify } from './stringify.js';
export { stringifyMove } from './move.js';
export { shortName } from './short-name.js';
export { readFen, writeFen, startFen } from './fen.js';
export type { SjaakPosition, FenProblem } from './fen.js';
export { SJAAK_PARSE_ERROR_CODES } from './diagnostics.js';
export type { SjaakDiagnostic } from './diagnostics.js';
export { SjaakError, SJAAK_ERROR_CODES } from './errors.js';
export type { ParseOptions, SjaakVariant } from './types.js';
export { CATALOGUE_TEXT, catalogue, catalogueVariant } from './catalogue.js';
export { toVariant } from './to-variant.js';
export type { ToVariantOptions } from './to-variant.js';
export { toSetup } from './to-setup.js';
export { startPosition } from './start-position.js';
export { CONVERSION_ERROR_CODES } from './to-variant-diagnostics.js';
export type { ConversionDiagnostic } from './to-variant-diagnostics.js';

export const version = '0.1.0';
