/** `@x/fairy-variants`: Fairy-Stockfish's variants.ini, read losslessly with located diagnostics, and written back. */
export { parse, safeParse, type ParseOptions } from './parse.js';
export { stringify, type StringifyOptions } from './stringify.js';
export {
  sectionValues,
  type IniEntry,
  type IniFile,
  type IniLine,
  type IniLineKind,
  type IniSection,
} from './model.js';
export { FAIRY_ERROR_CODES, FairyError, type FairyDiagnostic, type FairyErrorCode } from './errors.js';
export { DEFAULT_FAIRY_LIMITS, type FairyLimits } from './limits.js';
export { FAIRY_BUILTIN_NAMES } from './builtins.js';
export { toVariant, type FairyConversion, type FairyToVariantOptions } from './bridge/to-variant.js';
export { BUILTIN_VARIANTS_INI } from './bridge/builtin-variants.js';
export {
  CUSTOM_PIECE_SLOTS,
  FAIRY_KEYS,
  FAIRY_PIECE_TYPES,
  type FairyKey,
  type FairyValueType,
} from './keys.js';
export { FAIRY_MAX_FILES, FAIRY_MAX_RANKS } from './values.js';

/** Package version of @x/fairy-variants. */
export const version = '0.1.0';
export { fromVariant, type FromVariantOptions, type WrittenSection } from './write/from-variant.js';
export { FAIRY_WRITE_ERROR_CODES, type FairyWriteCode, type FromVariantDiagnostic } from './write/codes.js';
export { decodeFairyBetza, encodeFairyBetza, type FairyMove, type FairyMoveKind } from './write/betza.js';
