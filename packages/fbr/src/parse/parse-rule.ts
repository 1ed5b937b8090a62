/** Parser of one FBR rule token (corrected grammar, reference §3.2) (internal). */
import { SyntaxFailure } from '../shared/errors.js';
import { pieceSet } from './piece-set.js';
import { boardRange } from './range.js';
import { errorNode, fit, isAlnum, isDigit, isLower, isPrefix, type Scanner } from './scanner.js';
import {
  CARDINALS,
  type AmountNode,
  type AnnouncementNode,
  type AttributeNode,
  type AttributePart,
  type Cardinal,
  type ErrorNode,
  type FbrDialect,
  type FbrRuleNode,
  type PrefixNode,
  type RulePart,
  type SeqNode,
} from './types.js';

/** Callback receiving each syntax failure. */
export type FailureSink = (failure: SyntaxFailure) => void;

function prefixNode(s: Scanner): PrefixNode {
  const char = s.peek() as PrefixNode['char'];
  s.pos++;
  return { kind: 'prefix', offset: s.pos - 1, length: 1, char };
}

function seqNode(s: Scanner): SeqNode {
  const from = s.pos;
  s.pos++;
  let node: SeqNode;
  if (isDigit(s.peek())) {
    const n = s.number();
    node = { kind: 'seq', offset: from, length: 0, text: n.text, value: n.value };
  } else if (isLower(s.peek())) {
    const start = s.pos;
    while (isLower(s.peek())) s.pos++;
    const text = s.text.slice(start, s.pos);
    if (!(CARDINALS as readonly string[]).includes(text)) {
      s.fail(
        'invalid-sequence-number',
        `'${text}' is neither a number nor a cardinal direction`,
        [...CARDINALS],
        start,
        text.length,
      );
    }
    node = { kind: 'seq', offset: from, length: 0, text, cardinal: text as Cardinal };
  } else {
    s.unexpected(['number', 'cardinal'], 'unclosed-sequence-number');
  }
  s.expect('>', 'unclosed-sequence-number');
  return { ...node, length: s.pos - from };
}

function amountNode(s: Scanner): AmountNode {
  const from = s.pos;
  s.pos++;
  if (s.atEnd()) s.fail('unclosed-amount', "Unclosed amount: expected a number and ')'", ['digit']);
  const value = s.number();
  s.expect(')', 'unclosed-amount');
  return { kind: 'amount', offset: from, length: s.pos - from, value };
}

function announcementNode(s: Scanner): AnnouncementNode {
  const from = s.pos;
  s.pos++;
  const start = s.pos;
  while (isAlnum(s.peek())) s.pos++;
  if (s.pos === start) s.unexpected(['name'], 'unclosed-announcement');
  const name = s.text.slice(start, s.pos);
  s.expect('/', 'unclosed-announcement');
  return { kind: 'announcement', offset: from, length: s.pos - from, name };
}

const RULE_ORDER: Record<string, number> = {
  prefix: 0,
  seq: 1,
  set: 2,
  values: 2,
  range: 3,
  announcement: 4,
};
const ATTRIBUTE_ORDER: Record<AttributePart['kind'], number> = {
  prefix: 0,
  amount: 1,
  set: 2,
  values: 2,
  range: 3,
};

/** Checks component order: strict mode fails, lenient mode warns; a repeated component always fails. */
function checkOrder(
  s: Scanner,
  dialect: FbrDialect,
  rank: number,
  last: number,
  seen: Set<number>,
  at: number,
): void {
  if (seen.has(rank)) s.fail('duplicate-component', 'This component was already given', undefined, at);
  seen.add(rank);
  if (rank < last) {
    if (dialect !== 'lenient') {
      s.fail(
        'component-order',
        'Components must come in the order prefix, <seq>, {set}, [range]',
        undefined,
        at,
      );
    }
    s.warn('component-order', 'Component out of the grammar order (accepted in lenient mode)', at, 1);
  }
}

/**
 * The components of one rule or attribute read so far: the ranks seen, the highest, the nodes in order, and
 * where the last complete one ends (an error node starts there).
 */
interface Components<P> {
  readonly seen: Set<number>;
  last: number;
  readonly parts: P[];
  end: number;
}

/** No components read yet; the text read so far ends at `end`. */
function components<P>(end: number): Components<P> {
  return { seen: new Set<number>(), last: -1, parts: [], end };
}

/**
 * Reads components until the end of the token or `stop`: `read` reads the one starting with `c` (or fails);
 * each is checked for its place in the grammar order (`order` ranks each kind), added to `comps` and set on
 * `node` under its kind (`prefix`, `set`, …).
 */
function readComponents<P extends { readonly kind: string }>(
  s: Scanner,
  dialect: FbrDialect,
  stop: string,
  order: Readonly<Record<string, number>>,
  comps: Components<P>,
  node: { [K in P['kind']]?: P },
  read: (c: string) => P,
): void {
  for (;;) {
    const c = s.peek();
    if (c === '' || c === stop) break;
    const at = s.pos;
    const part = read(c);
    const rank = order[part.kind] ?? 0;
    checkOrder(s, dialect, rank, comps.last, comps.seen, at);
    comps.last = Math.max(comps.last, rank);
    comps.parts.push(part);
    node[part.kind as P['kind']] = part;
    comps.end = s.pos;
  }
}

/** Reads the attribute component starting with `c` (or fails). */
function attributePart(
  s: Scanner,
  dialect: FbrDialect,
  a: { readonly negated: boolean; readonly name?: string },
  comps: Components<AttributePart>,
  c: string,
) {
  if (isPrefix(c) && a.name !== undefined) return prefixNode(s);
  if (c === '(') return amountNode(s);
  if (c === '{') return pieceSet(s, true, { values: true, lenientLower: dialect === 'lenient' });
  if (c === '[') return boardRange(s, { warnSpecial: dialect === 'strict', page: dialect === 'page' });
  if (a.name === undefined && comps.parts.length === 0 && !a.negated) {
    s.fail('empty-attribute', 'Expected an attribute', ['attribute name', "'{'", "'('"]);
  }
  return s.unexpected(["','", "'('", "'{'", "'['", 'end of token']);
}

/** The components read, by kind (`prefix`, `set`, …), in source order. */
type Named<P extends { readonly kind: string }> = { [K in P['kind']]?: Extract<P, { readonly kind: K }> };

function attribute(s: Scanner, dialect: FbrDialect, report: FailureSink): AttributeNode {
  const from = s.pos;
  const a: { negated: boolean; name?: string } = { negated: false };
  const named: Named<AttributePart> = {};
  const comps = components<AttributePart>(from);
  let error: ErrorNode | undefined;
  try {
    a.negated = s.eat('!');
    const nameStart = s.pos;
    while (isAlnum(s.peek())) s.pos++;
    if (s.pos > nameStart) a.name = s.text.slice(nameStart, s.pos);
    comps.end = s.pos;
    readComponents(s, dialect, ',', ATTRIBUTE_ORDER, comps, named, (c) =>
      attributePart(s, dialect, a, comps, c),
    );
    if (a.name === undefined && comps.parts.length === 0) {
      s.fail('empty-attribute', 'Expected an attribute', ['attribute name', "'{'", "'('"]);
    }
  } catch (e) {
    if (!(e instanceof SyntaxFailure)) throw e;
    report(e);
    error = errorNode(s, comps.end);
  }
  // NODES (scanner.ts): one literal, the components read spread at its end.
  return {
    kind: 'attribute',
    offset: from,
    length: s.pos - from,
    negated: a.negated,
    parts: fit(comps.parts),
    ...(a.name !== undefined && { name: a.name }),
    ...named,
    ...(error && { error }),
  };
}

/** Reads the rule component starting with `c` (or fails). */
function rulePart(s: Scanner, dialect: FbrDialect, c: string): RulePart {
  if (isPrefix(c)) return prefixNode(s);
  if (c === '<') {
    const part = seqNode(s);
    if (dialect === 'page' && part.cardinal) {
      s.fail(
        'invalid-sequence-number',
        'The page grammar has numbers only in <…>',
        ['number'],
        part.offset + 1,
      );
    }
    return part;
  }
  if (c === '{') return pieceSet(s, true, { lenientLower: dialect === 'lenient' }) as RulePart;
  if (c === '[') return boardRange(s, { warnSpecial: dialect === 'strict', page: dialect === 'page' });
  if (c === '/' && dialect !== 'page') return announcementNode(s);
  return s.unexpected(["'='", 'prefix', "'<'", "'{'", "'['", "'/'", 'end of token']);
}

/** Parses one FBR token occupying `s.pos … s.end`. Syntax errors are reported and kept as error nodes. */
export function parseRule(s: Scanner, index: number, dialect: FbrDialect, report: FailureSink): FbrRuleNode {
  const from = s.pos;
  const named: Named<RulePart> = {};
  const comps = components<RulePart>(from);
  const attributes: AttributeNode[] = [];
  let negated = false;
  let name = '';
  let error: ErrorNode | undefined;
  try {
    if (dialect === 'page' && s.peek() === '!')
      s.fail('unexpected-character', "The page grammar has no '!' negation", ['rule name']);
    negated = s.eat('!');
    comps.end = s.pos;
    const nameStart = s.pos;
    if (!isLower(s.peek())) s.unexpected(['rule name']);
    while (isLower(s.peek()) || isDigit(s.peek())) s.pos++;
    name = s.text.slice(nameStart, s.pos);
    comps.end = s.pos;
    readComponents(s, dialect, '=', RULE_ORDER, comps, named, (c) => rulePart(s, dialect, c));
  } catch (e) {
    if (!(e instanceof SyntaxFailure)) throw e;
    report(e);
    error = errorNode(s, comps.end);
  }
  const hasAttributes = !error && s.eat('=');
  if (hasAttributes) {
    for (;;) {
      const attr = attribute(s, dialect, report);
      attributes.push(attr);
      if (attr.error || !s.eat(',')) break;
    }
  }
  // NODES (scanner.ts): one literal, the components read spread at its end.
  return {
    kind: 'rule',
    offset: from,
    length: s.pos - from,
    index,
    negated,
    name,
    hasAttributes,
    attributes: fit(attributes),
    parts: fit(comps.parts),
    ...named,
    ...(error && { error }),
  };
}
