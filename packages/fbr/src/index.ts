/**
 * @x/fbr: C/CIF Formalized Board Rules and Modified Betza Notation: parse, validate, write and compile rule sets.
 * The syntax tree's node types are in `@x/fbr/ast`; the notation's tables (modifier letters, the rule table,
 * atoms) in `@x/fbr/vocabulary`.
 */
export { version } from './version.js';
export { isRuleToken, parse, type RuleSet, safeParse } from './parse/parse.js';
export type { FbrGrammar, ParseMbnOptions, ParseOptions } from './parse/options.js';
export { parseRange, type ParseRangeResult } from './parse/parse-range.js';
export { parseMbn, type ParseMbnResult } from './parse/parse-mbn.js';
export { stringify, stringifyMbn, type StringifyOptions } from './parse/stringify.js';
export {
  FbrError,
  SYNTAX_ERROR_CODES,
  SYNTAX_WARNING_CODES,
  type SyntaxDiagnostic,
  type SyntaxErrorCode,
  type SyntaxWarningCode,
} from './shared/errors.js';
export {
  DEFAULT_FBR_LIMITS,
  type FbrLimits,
  MAX_BOARD_SIDE,
  MAX_DEPTH,
  MAX_DIGITS,
  MAX_INPUT_LENGTH,
} from './shared/limits.js';
export { fileName, fileNumber } from './parse/range.js';
export { locate, type LineColumn } from './shared/locate.js';

export { FBR_DIALECTS, type FbrDialect, MBN_MODES, type MbnMode } from './parse/types.js';
export {
  validate,
  SEMANTIC_ERROR_CODES,
  type SemanticCode,
  type SemanticDiagnostic,
  type ValidateOptions,
} from './validate/validate.js';

export {
  listFeatures,
  EXECUTABLE_RULE_FEATURES,
  EXECUTABLE_MOVE_FEATURES,
  type FeatureUse,
} from './compile/features.js';
export { compile, toVariant } from './compile/compile.js';
export {
  betzaMoves,
  type BetzaMovesResult,
  type BetzaUnsupported,
} from './compile/betza-moves.js';
export {
  COMPILE_ERROR_CODES,
  type CompileCode,
  type CompileDiagnostic,
  type CompileOptions,
  type CompileResult,
} from './compile/types.js';
export {
  BETZA_MODIFIER_LETTERS,
  betzaAtoms,
  COMPILE_CODES,
  DIRECTION_LETTERS,
  implicitRules,
  mbnAtoms,
  mbnModifiers,
  MODIFIER_CLASSES,
  PREFIX_LINKED_RULES,
  resolveAtom,
  ruleTable,
  SEMANTIC_CODES,
} from './root-moved.js';
