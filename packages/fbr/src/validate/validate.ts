/** Semantic validation of a parsed rule set against the data in `rule-table.ts`. */
import type { CodedDiagnostic } from '@x/core/notation';
import type { RuleSet } from '../parse/parse.js';
import { type Need, PREFIX_LINKED_RULES, ruleTable } from './rule-table.js';
import { locateIn } from '../parse/source.js';
import type { AttributeNode, FbrRuleNode, MbnToken, MoveSequenceNode, FbrSpan } from '../parse/types.js';

/** Semantic diagnostic codes. */
export const SEMANTIC_ERROR_CODES = [
  'unknown-rule',
  'unknown-attribute',
  'prefix-not-allowed',
  'prefix-required',
  'seq-not-allowed',
  'seq-required',
  'cardinal-required',
  'cardinal-not-allowed',
  'set-not-allowed',
  'set-required',
  'range-not-allowed',
  'range-required',
  'announcement-not-allowed',
  'announcement-required',
  'attribute-required',
  'anonymous-not-allowed',
  'amount-not-allowed',
  'amount-required',
  'attribute-set-not-allowed',
  'attribute-set-required',
  'values-not-allowed',
  'attribute-range-not-allowed',
  'attribute-range-required',
  'attribute-prefix-not-allowed',
  'negation-not-allowed',
  'duplicate-attribute',
  'exclusive-attributes',
  'missing-attribute',
  'missing-companion',
  'dangling-prefix',
  'repeated-atom',
] as const;
/** A semantic diagnostic code. */
export type SemanticCode = (typeof SEMANTIC_ERROR_CODES)[number];

/**
 * One semantic finding, in the `Diagnostic` shape of `@x/core` (code, severity, message, `offset`/`length`
 * into the rule-set text, 1-based `line`/`column`) plus the token index. Unknown names and cross-token
 * hints are warnings; the rest are errors.
 */
export interface SemanticDiagnostic extends CodedDiagnostic<SemanticCode, 'error' | 'warning'> {
  /** Index of the token in the list. */
  readonly token: number;
}

/** Options of `validate`. */
export interface ValidateOptions {
  /**
   * Also run the checks that need the whole rule set (companion rules such as `drop` needing
   * `holding`, prefixes of `freezer#`-style rules naming MBN pieces). Default `true`.
   */
  readonly crossToken?: boolean;
}

const WARNINGS: ReadonlySet<SemanticCode> = new Set([
  'unknown-rule',
  'unknown-attribute',
  'dangling-prefix',
  'repeated-atom',
]);

type Push = (code: SemanticCode, message: string, at: FbrSpan, token: number) => void;

function headSpan(r: FbrRuleNode): FbrSpan {
  return { offset: r.offset, length: r.name.length + (r.negated ? 1 : 0) };
}

function checkPart(
  push: Push,
  r: FbrRuleNode,
  need: Need,
  node: FbrSpan | undefined,
  what: 'prefix' | 'seq' | 'set' | 'range' | 'announcement',
): void {
  if (need === 'none' && node)
    push(`${what}-not-allowed`, `Rule '${r.name}' takes no ${what}`, node, r.index);
  if (need === 'req' && !node && !r.negated)
    push(`${what}-required`, `Rule '${r.name}' needs a ${what}`, headSpan(r), r.index);
}

function attrName(a: AttributeNode): string {
  return a.name ?? '';
}

function checkAttribute(push: Push, r: FbrRuleNode, a: AttributeNode): void {
  const spec = ruleTable[r.name]!;
  if (a.name === undefined) {
    const ok = (a.set && spec.anonymous?.set) || (a.amount && spec.anonymous?.amount);
    if (!ok || a.range || a.values)
      push('anonymous-not-allowed', `Rule '${r.name}' takes no anonymous attribute`, a, r.index);
    return;
  }
  const as = spec.attributes[a.name];
  if (!as) {
    push('unknown-attribute', `Attribute '${a.name}' is not known for rule '${r.name}'`, a, r.index);
    return;
  }
  const need = (n: Need | undefined): Need => n ?? 'none';
  if (a.negated && !as.negatable)
    push('negation-not-allowed', `Attribute '${a.name}' cannot be negated`, a, r.index);
  if (need(as.amount) === 'none' && a.amount)
    push('amount-not-allowed', `'${a.name}' takes no amount`, a.amount, r.index);
  if (need(as.amount) === 'req' && !a.amount)
    push('amount-required', `'${a.name}' needs an amount (n)`, a, r.index);
  if (need(as.set) === 'none' && a.set)
    push('attribute-set-not-allowed', `'${a.name}' takes no piece set`, a.set, r.index);
  if (need(as.set) === 'req' && !a.set)
    push('attribute-set-required', `'${a.name}' needs a piece set`, a, r.index);
  if (a.values && !as.values)
    push('values-not-allowed', `'${a.name}' takes no piece values`, a.values, r.index);
  if (need(as.range) === 'none' && a.range)
    push('attribute-range-not-allowed', `'${a.name}' takes no board range`, a.range, r.index);
  if (need(as.range) === 'req' && !a.range)
    push('attribute-range-required', `'${a.name}' needs a board range`, a, r.index);
  if (need(as.prefix) === 'none' && a.prefix)
    push('attribute-prefix-not-allowed', `'${a.name}' takes no prefix`, a.prefix, r.index);
  if (as.needsAttribute && !r.attributes.some((b) => b.name === as.needsAttribute)) {
    push('missing-attribute', `'${a.name}' needs attribute '${as.needsAttribute}'`, a, r.index);
  }
}

/** Token-level checks of one error-free FBR rule. */
function checkRule(push: Push, r: FbrRuleNode): void {
  const spec = ruleTable[r.name];
  if (!spec) {
    push('unknown-rule', `Unknown rule '${r.name}'`, headSpan(r), r.index);
    return;
  }
  checkPart(push, r, spec.prefix, r.prefix, 'prefix');
  if (spec.seq === 'cardinal') {
    if (!r.seq?.cardinal)
      push(
        'cardinal-required',
        `Rule '${r.name}' needs a cardinal direction <n>`,
        r.seq ?? headSpan(r),
        r.index,
      );
  } else {
    checkPart(push, r, spec.seq, r.seq, 'seq');
    if (r.seq?.cardinal)
      push('cardinal-not-allowed', 'A cardinal direction is only allowed for rule direction', r.seq, r.index);
  }
  checkPart(push, r, spec.set, r.set, 'set');
  checkPart(push, r, spec.range, r.range, 'range');
  checkPart(push, r, spec.announcement ?? 'none', r.announcement, 'announcement');
  if (spec.attributeRequired && r.attributes.length === 0 && !r.negated) {
    push('attribute-required', `Rule '${r.name}' needs at least one attribute`, headSpan(r), r.index);
  }
  const seen = new Set<string>();
  for (const a of r.attributes) {
    checkAttribute(push, r, a);
    if (a.name !== undefined) {
      const key = a.name + (a.prefix?.char ?? '');
      if (seen.has(key)) push('duplicate-attribute', `Attribute '${a.name}' is given twice`, a, r.index);
      seen.add(key);
    }
  }
  for (const group of spec.exclusive ?? []) {
    const present = r.attributes.filter((a) => group.includes(attrName(a)));
    for (const extra of present.slice(1)) {
      push(
        'exclusive-attributes',
        `'${attrName(extra)}' cannot be combined with '${attrName(present[0]!)}'`,
        extra,
        r.index,
      );
    }
  }
}

function sequenceAtoms(push: Push, seq: MoveSequenceNode, token: number): void {
  for (const leg of seq.legs) {
    const m = leg.move;
    if (m.kind === 'optional') {
      sequenceAtoms(push, m.body, token);
      continue;
    }
    for (const p of m.parts) {
      const seen = new Set<string>();
      for (const mv of p.moves) {
        if (mv.kind === 'group') sequenceAtoms(push, mv.body, token);
        else if (mv.form === 'letter' && !mv.doubled) {
          if (seen.has(mv.atom)) {
            push(
              'repeated-atom',
              `In MBN '${mv.atom}${mv.atom}' is the union of two ${mv.atom} (not a rider: write ${mv.atom}0)`,
              mv,
              token,
            );
          }
          seen.add(mv.atom);
        }
      }
    }
  }
}

function hasSyntaxError(t: MbnToken): boolean {
  if (t.kind === 'invalid') return true;
  if (t.kind === 'castling-def')
    return t.king.kind === 'error' || t.partner === undefined || t.partner.kind === 'error';
  return t.body?.kind === 'error';
}

/** The findings of `validate`, before their line and column. */
function findings(ruleSet: RuleSet, options: ValidateOptions): Omit<SemanticDiagnostic, 'line' | 'column'>[] {
  const out: Omit<SemanticDiagnostic, 'line' | 'column'>[] = [];
  const push: Push = (code, message, at, token) =>
    out.push({
      code,
      severity: WARNINGS.has(code) ? 'warning' : 'error',
      message,
      offset: at.offset,
      length: at.length,
      token,
    });
  const clean = ruleSet.rules.filter((r) => !r.error && !r.attributes.some((a) => a.error));
  for (const r of clean) checkRule(push, r);
  for (const t of ruleSet.pieces) {
    if (hasSyntaxError(t) || t.dialect !== 'mbn') continue;
    if (t.kind === 'piece-def' && t.body?.kind === 'sequence') sequenceAtoms(push, t.body, t.index);
  }
  if (options.crossToken === false) return out;
  const names = new Set(ruleSet.rules.filter((r) => !r.negated).map((r) => r.name));
  const prefixes = new Set<string>();
  for (const t of ruleSet.pieces) {
    if (t.kind === 'piece-def' || t.kind === 'promotion-def') {
      for (const c of t.id.piece.prefixes) prefixes.add(c);
    }
    if (t.kind === 'promotion-def' && t.body.kind === 'targets') {
      for (const target of t.body.targets) for (const c of target.piece.prefixes) prefixes.add(c);
    }
  }
  for (const r of clean) {
    const spec = ruleTable[r.name];
    if (!spec || r.negated) continue;
    if (spec.needsOneOf && !spec.needsOneOf.some((n) => names.has(n))) {
      push(
        'missing-companion',
        `Rule '${r.name}' needs rule ${spec.needsOneOf.map((n) => `'${n}'`).join(' or ')}`,
        headSpan(r),
        r.index,
      );
    }
    for (const a of r.attributes) {
      const need = a.name !== undefined ? spec.attributes[a.name]?.needsRule : undefined;
      if (need && !names.has(need))
        push('missing-companion', `Attribute '${a.name}' needs rule '${need}'`, a, r.index);
    }
    const linked = (PREFIX_LINKED_RULES as readonly string[]).includes(r.name);
    if (linked && r.prefix && r.prefix.char !== spec.defaultPrefix && !prefixes.has(r.prefix.char)) {
      push(
        'dangling-prefix',
        `No piece carries the prefix '${r.prefix.char}' of rule '${r.name}'`,
        r.prefix,
        r.index,
      );
    }
  }
  return out;
}

/**
 * Checks a parsed rule set against the rule table: parts each rule takes, attributes and their
 * arguments, exclusive attributes, and (unless `crossToken: false`) companion rules and prefix
 * links to MBN pieces. Tokens with syntax errors are skipped. Returns `[]` when all is well.
 */
export function validate(ruleSet: RuleSet, options: ValidateOptions = {}): SemanticDiagnostic[] {
  return locateIn(ruleSet, findings(ruleSet, options));
}
