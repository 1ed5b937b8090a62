/** The parsed rule set that `parse` returns and every later stage (validate, compile, stringify) reads. */
import type { SyntaxDiagnostic } from '../shared/errors.js';
import type {
  FbrDialect,
  FbrRuleNode,
  MbnMode,
  MbnToken,
  PieceDefNode,
  PromotionDefNode,
  RuleSetEntry,
} from './types.js';

/** A parsed rule set: every token in order with its leading whitespace, sorted views, and diagnostics. */
export interface RuleSet {
  /** The rule dialect read: `'strict'`, `'lenient'` or `'page'`. */
  readonly dialect: FbrDialect;
  /** The MBN notation read: `'mbn'` or `'betza'`. */
  readonly notation: MbnMode;
  /** All tokens in source order, each with the whitespace before it. */
  readonly entries: readonly RuleSetEntry[];
  /** Whitespace after the last token (or the whole input when it was too long to read). */
  readonly trailing: string;
  /** The FBR rule tokens, in order. */
  readonly rules: readonly FbrRuleNode[];
  /** The MBN tokens (pieces, macros, promotions, castling), in order. */
  readonly pieces: readonly MbnToken[];
  /**
   * Syntax errors (severity `error`, token by token) and accepted but questionable input (`warning`), in order
   * of offset.
   */
  readonly diagnostics: readonly SyntaxDiagnostic[];
}

/** `ruleSet` without the given rule and MBN tokens (a compiled feature that stands for them, say). */
export function withoutTokens(ruleSet: RuleSet, tokens: readonly unknown[]): RuleSet {
  const dropped = new Set(tokens);
  return {
    ...ruleSet,
    rules: ruleSet.rules.filter((r) => !dropped.has(r)),
    pieces: ruleSet.pieces.filter((t) => !dropped.has(t)),
  };
}

/** The rule tokens of `ruleSet` that read without a syntax error and are not in `broken` (tokens found unsound). */
export function soundRules(ruleSet: RuleSet, broken: ReadonlySet<number>): FbrRuleNode[] {
  return ruleSet.rules.filter((r) => !r.error && !broken.has(r.index));
}

/** The piece and promotion definitions of `ruleSet` not in `broken` whose letter carries the prefix `prefix`. */
export function prefixedDefinitions(
  ruleSet: RuleSet,
  broken: ReadonlySet<number>,
  prefix: string,
): (PieceDefNode | PromotionDefNode)[] {
  return ruleSet.pieces.filter(
    (t): t is PieceDefNode | PromotionDefNode =>
      !broken.has(t.index) &&
      (t.kind === 'piece-def' || t.kind === 'promotion-def') &&
      t.id.piece.prefixes.includes(prefix),
  );
}
