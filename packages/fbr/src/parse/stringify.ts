/** Printers: byte-exact from the tree, or canonical (single spaces, grammar order). */
import type { RuleSet } from './parse.js';
import type {
  AreaNode,
  AttributeNode,
  AttributePart,
  BoardRangeNode,
  ConditionNode,
  ErrorNode,
  FbrRuleNode,
  IntervalNode,
  LeaperNode,
  MbnToken,
  MoveSequenceNode,
  PartialItem,
  PartialMoveNode,
  PieceLetterNode,
  PieceSetNode,
  PieceValuesNode,
  RulePart,
  TargetListNode,
  TokenNode,
} from './types.js';

/** Options of `stringify`. */
export interface StringifyOptions {
  /**
   * Canonical form: tokens separated by single spaces with no leading or trailing whitespace
   * (page `<br/>` artefacts dropped), and the components of every error-free FBR rule and attribute
   * printed in grammar order (prefix, `<seq>`, `{set}`, `[range]`, `/Name/`; attribute: prefix,
   * `(n)`, set, range). Everything else (letters, numbers, defaults, MBN moves) is kept as written,
   * and tokens with syntax errors are kept verbatim, so `parse` of the canonical text is stable.
   */
  readonly canonical?: boolean;
}

function interval(i: IntervalNode | undefined): string {
  if (!i) return '';
  return i.to ? `${i.from.text}-${i.to.text}` : i.from.text;
}

function areaText(a: AreaNode): string {
  return interval(a.files) + interval(a.ranks) + interval(a.levels);
}

/** Prints a board range. */
export function rangeText(r: BoardRangeNode): string {
  const parts = r.parts.map((p) => (p.kind === 'special' ? p.char : areaText(p)));
  return `[${r.complement ? '^' : ''}${parts.join(',')}]`;
}

function letterText(p: PieceLetterNode): string {
  return p.prefixes + p.letter;
}

/** Prints a piece set or a piece-value list. */
export function setText(s: PieceSetNode | PieceValuesNode): string {
  if (s.kind === 'values')
    return `{${s.entries.map((e) => `${letterText(e.piece)}=${e.value.text}`).join(',')}}`;
  return `{${s.colour ? '!' : ''}${s.complement ? '^' : ''}${s.members.map(letterText).join('')}}`;
}

function errorText(e: ErrorNode | undefined): string {
  return e ? e.text : '';
}

function rulePartText(p: RulePart | AttributePart): string {
  switch (p.kind) {
    case 'prefix':
      return p.char;
    case 'seq':
      return `<${p.text}>`;
    case 'set':
    case 'values':
      return setText(p);
    case 'range':
      return rangeText(p);
    case 'announcement':
      return `/${p.name}/`;
    case 'amount':
      return `(${p.value.text})`;
  }
}

const RULE_RANK: Record<string, number> = { prefix: 0, seq: 1, set: 2, values: 2, range: 3, announcement: 4 };
const ATTR_RANK: Record<string, number> = { prefix: 0, amount: 1, set: 2, values: 2, range: 3 };

function ordered<T extends { readonly kind: string }>(
  parts: readonly T[],
  rank: Record<string, number>,
): T[] {
  return [...parts].sort((a, b) => (rank[a.kind] ?? 0) - (rank[b.kind] ?? 0));
}

function attributeText(a: AttributeNode, canonical: boolean): string {
  const parts = canonical && !a.error ? ordered(a.parts, ATTR_RANK) : a.parts;
  return (a.negated ? '!' : '') + (a.name ?? '') + parts.map(rulePartText).join('') + errorText(a.error);
}

function hasError(r: FbrRuleNode): boolean {
  return r.error !== undefined || r.attributes.some((a) => a.error !== undefined);
}

/** Prints one FBR rule token. */
export function ruleText(r: FbrRuleNode, canonical = false): string {
  const c = canonical && !hasError(r);
  const parts = c ? ordered(r.parts, RULE_RANK) : r.parts;
  let out = (r.negated ? '!' : '') + r.name + parts.map(rulePartText).join('');
  if (r.hasAttributes) out += `=${r.attributes.map((a) => attributeText(a, c)).join(',')}`;
  return out + errorText(r.error);
}

function conditionText(c: ConditionNode): string {
  const subject = c.subject.kind === 'set' ? setText(c.subject) : letterText(c.subject);
  const where = c.where.kind === 'range' ? rangeText(c.where) : areaText(c.where);
  return `/${subject}${where}/`;
}

function leaperText(l: LeaperNode): string {
  return (
    l.atom +
    (l.doubled ? l.atom : '') +
    (l.circular ? `(${l.circular.directions})` : '') +
    (l.steps?.text ?? '')
  );
}

function itemText(item: PartialItem): string {
  switch (item.kind) {
    case 'transition':
      return item.text;
    case 'condition':
      return conditionText(item);
    case 'range':
      return rangeText(item);
    case 'set':
      return setText(item);
    case 'amalgamated':
      return `(${item.directions})`;
    case 'modifier':
      return (
        item.letter +
        (item.doubled ? item.letter : '') +
        (item.any ? 'y' : '') +
        (item.optional ? '?' : '') +
        (item.set ? setText(item.set) : '') +
        (item.range ? rangeText(item.range) : '')
      );
    case 'leaper':
      return leaperText(item);
    case 'group':
      return `(${sequenceText(item.body)})${item.steps?.text ?? ''}`;
  }
}

function partialText(p: PartialMoveNode): string {
  return p.joiner + (p.setup ? '!' : '') + p.items.map(itemText).join('');
}

/** Prints an MBN move sequence. */
export function sequenceText(seq: MoveSequenceNode): string {
  return seq.legs
    .map((leg) => {
      const m = leg.move;
      const body =
        m.kind === 'optional'
          ? `${m.bracket}${sequenceText(m.body)}${m.bracket === '[' ? ']' : '}'}`
          : m.parts.map(partialText).join('');
      return leg.separator + body;
    })
    .join('');
}

function bodyText(b: MoveSequenceNode | TargetListNode | ErrorNode | undefined): string {
  if (!b) return '';
  if (b.kind === 'error') return b.text;
  if (b.kind === 'targets') return b.targets.map((t) => (t.macro ? '@' : '') + letterText(t.piece)).join('');
  return sequenceText(b);
}

/** Prints one MBN token (`stringifyMbn`'s worker). */
export function mbnText(t: MbnToken): string {
  switch (t.kind) {
    case 'invalid':
      return t.text;
    case 'moves':
      return bodyText(t.body);
    case 'castling-def':
      return (
        t.side +
        (t.board !== undefined ? `<${t.board}>` : '') +
        `=${bodyText(t.king)}` +
        (t.partner ? `=${bodyText(t.partner)}` : '')
      );
    default: {
      const id = t.id;
      let out =
        (id.setup ? '!' : '') +
        (id.macro ? '@' : '') +
        letterText(id.piece) +
        (id.board !== undefined ? `<${id.board}>` : '') +
        (id.name !== undefined ? `/${id.name}/` : '');
      if (t.kind === 'promotion-def') out += t.extra.map(letterText).join('');
      if (t.comment) out += `|${t.comment.text}|`;
      if (t.kind === 'promotion-def') return `${out}==${bodyText(t.body)}`;
      return t.body ? `${out}=${bodyText(t.body)}` : out;
    }
  }
}

/** Prints any token. */
export function tokenText(t: TokenNode, canonical = false): string {
  return t.kind === 'rule' ? ruleText(t, canonical) : mbnText(t);
}

/**
 * Prints a rule set. By default the output is the parsed text byte for byte (also for invalid
 * input: error nodes keep the unparsed text). With `{ canonical: true }` see `StringifyOptions`.
 */
export function stringify(ruleSet: RuleSet, options: StringifyOptions = {}): string {
  if (options.canonical) {
    if (ruleSet.entries.length === 0) return ruleSet.trailing.trim() === '' ? '' : ruleSet.trailing;
    return ruleSet.entries.map((e) => tokenText(e.token, true)).join(' ');
  }
  // One array joined once: a flat string, not a rope of one node per token.
  const out = new Array<string>(ruleSet.entries.length * 2 + 1);
  let k = 0;
  for (const e of ruleSet.entries) {
    out[k++] = e.trivia;
    out[k++] = tokenText(e.token);
  }
  out[k] = ruleSet.trailing;
  return out.join('');
}

/** Prints an MBN tree from `parseMbn` back to text (byte for byte). */
export function stringifyMbn(tree: MbnToken): string {
  return mbnText(tree);
}
