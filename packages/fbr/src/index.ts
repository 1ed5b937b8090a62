/**
 * @x/fbr: C/CIF Formalized Board Rules and Modified Betza Notation: parse, validate, write and compile rule sets.
 * The notation's tables (modifier letters, the rule table, atoms) are in `@x/fbr/vocabulary`; the syntax tree's
 * node types are reached from `RuleSet` (`RuleSet['rules'][number]`, `RuleSet['pieces'][number]`, discriminated by `kind`).
 */
export { parse, type RuleSet, safeParse } from './parse/parse.js';
export { type ParsedMbn, parseMbn } from './parse/parse-mbn.js';
export { parseRange } from './parse/parse-range.js';
export { stringify, stringifyMbn } from './parse/stringify.js';
export {
  FbrError,
  SYNTAX_ERROR_CODES,
  SYNTAX_WARNING_CODES,
  type SyntaxDiagnostic,
} from './shared/errors.js';
export { DEFAULT_FBR_LIMITS } from './shared/limits.js';
export { validate, SEMANTIC_ERROR_CODES, type SemanticDiagnostic } from './validate/validate.js';
export { listFeatures } from './compile/features.js';
export { toVariant } from './compile/compile.js';
export { betzaMoves, type CompiledBetza } from './compile/moves/betza-moves.js';
export { COMPILE_ERROR_CODES, type CompileDiagnostic } from './compile/state/types.js';
