/** The parsed rule set that `parse` returns and every later stage (validate, compile, stringify) reads. */
import type { SyntaxDiagnostic } from '../shared/errors.js';
import type { FbrDialect, FbrRuleNode, MbnMode, MbnToken, RuleSetEntry } from './types.js';

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
