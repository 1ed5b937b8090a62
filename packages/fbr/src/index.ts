/** @x/fbr: C/CIF Formalized Board Rules and Modified Betza Notation. */
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
export { MAX_INPUT_LENGTH, MAX_DEPTH, MAX_DIGITS, MAX_BOARD_SIDE } from './shared/limits.js';
export { fileName, fileNumber } from './parse/range.js';
export { locate, type LineColumn } from './shared/locate.js';
export {
  mbnModifiers,
  DIRECTION_LETTERS,
  BETZA_MODIFIER_LETTERS,
  MODIFIER_CLASSES,
} from './parse/modifiers.js';
export type { ModifierClass, ModifierSpec } from './parse/modifiers.js';
export {
  PREFIX_CHARS,
  SET_MEMBER_PREFIXES,
  CARDINALS,
  SPECIAL_RANGES,
  FBR_DIALECTS,
  MBN_MODES,
  STEP_FORMS,
} from './parse/types.js';
export type {
  PrefixChar,
  Cardinal,
  SpecialRangeChar,
  FbrDialect,
  MbnMode,
  Span,
  ErrorNode,
  NumberNode,
  PieceLetterNode,
  PieceSetNode,
  PieceValueNode,
  PieceValuesNode,
  BoundNode,
  IntervalNode,
  AreaNode,
  SpecialRangeNode,
  BoardRangeNode,
  PrefixNode,
  SeqNode,
  AmountNode,
  AnnouncementNode,
  RulePart,
  AttributePart,
  AttributeNode,
  FbrRuleNode,
  StepForm,
  StepsNode,
  ModifierNode,
  AmalgamatedNode,
  LeaperNode,
  GroupNode,
  MoveNode,
  TransitionNode,
  ConditionNode,
  PartialItem,
  PartialMoveNode,
  CombinedMoveNode,
  OptionalLegNode,
  LegNode,
  MoveSequenceNode,
  IdNode,
  CommentNode,
  TargetNode,
  TargetListNode,
  PieceDefNode,
  PromotionDefNode,
  CastlingDefNode,
  MovesNode,
  InvalidTokenNode,
  MbnToken,
  TokenNode,
  RuleSetEntry,
} from './parse/types.js';
export {
  validate,
  SEMANTIC_CODES,
  SEMANTIC_ERROR_CODES,
  type SemanticCode,
  type SemanticDiagnostic,
  type ValidateOptions,
} from './validate/validate.js';
export {
  ruleTable,
  implicitRules,
  PREFIX_LINKED_RULES,
  type AttributeSpec,
  type FactSource,
  type Need,
  type RuleSpec,
} from './validate/rule-table.js';
export { mbnAtoms, betzaAtoms, resolveAtom, type AtomSpec } from './parse/atoms.js';
export {
  listFeatures,
  EXECUTABLE_RULE_FEATURES,
  EXECUTABLE_MOVE_FEATURES,
  type FeatureUse,
} from './compile/features.js';
export { compile } from './compile/compile.js';
export {
  betzaMoves,
  type BetzaMovesResult,
  type BetzaUnsupported,
} from './compile/betza-moves.js';
export {
  COMPILE_CODES,
  COMPILE_ERROR_CODES,
  type CompileCode,
  type CompileDiagnostic,
  type CompileOptions,
  type CompileResult,
} from './compile/types.js';
