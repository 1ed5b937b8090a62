/** A parsed rule set seen without its broken tokens: what every compile-stage reader reads. */
import type { RuleSet } from './rule-set.js';
import type { FbrRuleNode, MbnToken, PieceDefNode, PromotionDefNode } from './types.js';

/**
 * A rule set together with the indices of its tokens that are not compiled (syntax errors), so a reader
 * takes one value and sees only the sound tokens. A rewrite of the rule set keeps the broken indices
 * (`with`).
 */
export class SoundRuleSet {
  /** The rule set read, broken tokens included. */
  readonly ruleSet: RuleSet;
  readonly #broken: ReadonlySet<number>;

  /** `ruleSet` with the tokens at the indices in `broken` left out of every view. */
  constructor(ruleSet: RuleSet, broken: ReadonlySet<number>) {
    this.ruleSet = ruleSet;
    this.#broken = broken;
  }

  /** `ruleSet` without its tokens with syntax errors (diagnostics of severity `error`). */
  static of(ruleSet: RuleSet): SoundRuleSet {
    const errors = ruleSet.diagnostics.filter((d) => d.severity === 'error');
    return new SoundRuleSet(ruleSet, new Set(errors.map((d) => d.token)));
  }

  /** The same broken tokens over a rewritten rule set (an expansion taken out, say). */
  with(ruleSet: RuleSet): SoundRuleSet {
    return new SoundRuleSet(ruleSet, this.#broken);
  }

  /** Without the given rule and MBN tokens (a compiled feature that stands for them, say). */
  without(tokens: readonly unknown[]): SoundRuleSet {
    const dropped = new Set(tokens);
    const { rules, pieces } = this.ruleSet;
    return this.with({
      ...this.ruleSet,
      rules: rules.filter((r) => !dropped.has(r)),
      pieces: pieces.filter((t) => !dropped.has(t)),
    });
  }

  /** Whether the token at `index` is broken (not compiled). */
  isBroken(index: number): boolean {
    return this.#broken.has(index);
  }

  /** The rule tokens that read without a syntax error and are not broken. */
  rules(): FbrRuleNode[] {
    return this.ruleSet.rules.filter((r) => !r.error && !this.#broken.has(r.index));
  }

  /** The MBN tokens that are not broken. */
  pieces(): MbnToken[] {
    return this.ruleSet.pieces.filter((t) => !this.#broken.has(t.index));
  }

  /** The sound piece and promotion definitions whose letter carries the prefix `prefix`. */
  prefixed(prefix: string): (PieceDefNode | PromotionDefNode)[] {
    return this.pieces().filter(
      (t): t is PieceDefNode | PromotionDefNode =>
        (t.kind === 'piece-def' || t.kind === 'promotion-def') && t.id.piece.prefixes.includes(prefix),
    );
  }
}
