/** `@x/fairy-variants`: Fairy-Stockfish's variants.ini, read losslessly with located diagnostics, and written back. */
export { parse, safeParse } from './parse.js';
export { stringify } from './stringify.js';
export { type IniFile, sectionValues } from './model.js';
export { FAIRY_ERROR_CODES, FairyError, type FairyDiagnostic } from './errors.js';
export { DEFAULT_FAIRY_LIMITS } from './limits.js';
export { FAIRY_BUILTIN_NAMES } from './builtins.js';
export { toVariant } from './bridge/to-variant.js';
export { builtinVariant } from './bridge/builtin-lookup.js';
export { FAIRY_KEYS } from './keys.js';
export { fromVariant } from './write/from-variant.js';
export { FAIRY_WRITE_ERROR_CODES } from './write/codes.js';
