/** Parser of MBN tokens (reference §5) and of standard Betza strings (mode `'betza'`). */
import {
  FbrError,
  inputTooLong,
  locateFindings,
  SyntaxFailure,
  type SyntaxDiagnostic,
  type TokenDiagnostic,
  toDiagnostic,
} from '../shared/errors.js';
import { DEFAULT_FBR_LIMITS } from '../shared/limits.js';
import { BETZA_MODIFIER_LETTERS, DIRECTION_LETTERS, mbnModifiers } from './modifiers.js';
import type { FailureSink } from './parse-rule.js';
import { pieceLetter, pieceSet, startsPieceLetter } from './piece-set.js';
import { area, boardRange } from './range.js';
import { attempt, errorNode, fit, isAlnum, isDigit, isLower, isUpper, Scanner } from './scanner.js';
import { notationOf, type ParseMbnOptions } from './options.js';
import type {
  AmalgamatedNode,
  CastlingDefNode,
  CombinedMoveNode,
  CommentNode,
  ConditionNode,
  ErrorNode,
  GroupNode,
  IdNode,
  LeaperNode,
  LegNode,
  MbnMode,
  MbnToken,
  ModifierNode,
  MoveNode,
  MoveSequenceNode,
  OptionalLegNode,
  PartialItem,
  PartialMoveNode,
  PieceLetterNode,
  PieceSetNode,
  StepsNode,
  TargetListNode,
  TargetNode,
  TransitionNode,
} from './types.js';

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

const MBN_LETTERS = { fbr: false, lower: 'allow' } as const;

/** `<…>` raw text with nested angle brackets (board identifiers, transitions, group suffixes). */
function angle(s: Scanner): string {
  const from = s.pos;
  let level = 0;
  do {
    const c = s.peek();
    if (c === '') s.fail('unclosed-board-id', "Unclosed '<…>': expected '>'", ["'>'"]);
    if (c === '<') level++;
    else if (c === '>') level--;
    else if (!(isAlnum(c) || '*,;+-'.includes(c))) s.unexpected(["'>'", 'digit', "'*'", "','", "';'"]);
    s.pos++;
  } while (level > 0);
  return s.text.slice(from, s.pos);
}

function isAmalgamated(s: Scanner): boolean {
  if (s.peek() !== '(') return false;
  let i = 1;
  while (DIRECTION_LETTERS.includes(s.peek(i)) && s.peek(i) !== '') i++;
  return i > 1 && s.peek(i) === ')';
}

function amalgamated(s: Scanner): AmalgamatedNode {
  const from = s.pos;
  s.pos++;
  const start = s.pos;
  while (s.peek() !== ')') s.pos++;
  const directions = s.text.slice(start, s.pos);
  s.pos++;
  const set = new Set(directions);
  if (set.size < directions.length || (set.has('l') && set.has('r')) || (set.has('f') && set.has('b'))) {
    s.warn(
      'amalgamated-collapse',
      `The pair (${directions}) collapses to a simpler direction`,
      from,
      s.pos - from,
    );
  }
  return { kind: 'amalgamated', offset: from, length: s.pos - from, directions };
}

function steps(s: Scanner): StepsNode | undefined {
  const from = s.pos;
  const c = s.peek();
  let form: StepsNode['form'];
  let value: number | undefined;
  if (c === '0') {
    s.pos++;
    if (s.eat('*')) form = 'maximal';
    else if (isDigit(s.peek())) {
      form = 'exact';
      value = s.number().value;
    } else form = 'unlimited';
  } else if (isDigit(c)) {
    form = 'count';
    value = s.number().value;
  } else if (c === '*' && s.peek(1) === '*') {
    s.pos += 2;
    form = 'edge';
  } else if (c === '#') {
    s.pos++;
    form = 'hash';
  } else return undefined;
  const text = s.text.slice(from, s.pos);
  return {
    kind: 'steps',
    offset: from,
    length: text.length,
    text,
    form,
    ...(value !== undefined ? { value } : {}),
  };
}

function leaper(s: Scanner): LeaperNode {
  const from = s.pos;
  let form: LeaperNode['form'] = 'letter';
  let coords: { x: number; y: number } | undefined;
  if (s.peek() === ':') {
    if (isDigit(s.peek(1))) {
      s.pos++;
      const fail = () =>
        s.fail('invalid-leaper', "An extended leaper is written ':x,y:'", ['digit', "','", "':'"]);
      if (!isDigit(s.peek())) fail();
      const x = s.number();
      if (!s.eat(',') || !isDigit(s.peek())) fail();
      const y = s.number();
      if (!s.eat(':')) fail();
      form = 'coords';
      coords = { x: x.value, y: y.value };
    } else {
      pieceLetter(s, { fbr: false, lower: 'allow' });
      form = 'reference';
    }
  } else {
    s.pos++;
  }
  const atom = s.text.slice(from, s.pos);
  let circular: AmalgamatedNode | undefined;
  if (isAmalgamated(s)) {
    let i = 1;
    while (s.peek(i) !== ')') i++;
    const after = s.peek(i + 1);
    if (isDigit(after) || after === '*' || after === '#') circular = amalgamated(s);
  }
  const st = steps(s);
  const length = s.pos - from;
  // NODES (scanner.ts): the common shapes as plain literals.
  return coords || circular
    ? {
        kind: 'leaper',
        offset: from,
        length,
        form,
        atom,
        doubled: false,
        ...coords,
        ...(circular && { circular }),
        ...(st && { steps: st }),
      }
    : st
      ? { kind: 'leaper', offset: from, length, form, atom, doubled: false, steps: st }
      : { kind: 'leaper', offset: from, length, form, atom, doubled: false };
}

function group(s: Scanner): GroupNode {
  const from = s.pos;
  s.pos++;
  s.enter();
  const body = sequence(s);
  s.expect(')', 'unclosed-group');
  s.leave();
  const st = steps(s);
  return { kind: 'group', offset: from, length: s.pos - from, body, ...(st ? { steps: st } : {}) };
}

function transition(s: Scanner): TransitionNode {
  const from = s.pos;
  const text = angle(s);
  return { kind: 'transition', offset: from, length: text.length, text };
}

function condition(s: Scanner): ConditionNode {
  const from = s.pos;
  s.pos++;
  const subject: PieceSetNode | PieceLetterNode =
    s.peek() === '{' ? (pieceSet(s, false) as PieceSetNode) : pieceLetter(s, MBN_LETTERS);
  const where = s.peek() === '[' ? boardRange(s) : area(s, true);
  s.expect('/', 'unclosed-condition');
  return { kind: 'condition', offset: from, length: s.pos - from, subject, where };
}

function modifier(s: Scanner): ModifierNode {
  const from = s.pos;
  const letter = s.peek();
  const spec = mbnModifiers[letter];
  if (!spec) s.fail('invalid-modifier', `'${letter}' is not an MBN modifier`);
  s.pos++;
  const doubled = spec.doubled !== undefined && s.peek() === letter;
  if (doubled) s.pos++;
  const any = spec.any === true && s.peek() === 'y';
  if (any) s.pos++;
  const optional = spec.optional === true && s.peek() === '?';
  if (optional) s.pos++;
  const set = s.peek() === '{' ? (pieceSet(s, false) as PieceSetNode) : undefined;
  const range = s.peek() === '[' ? attempt(s, () => boardRange(s)) : undefined;
  return {
    kind: 'modifier',
    offset: from,
    length: s.pos - from,
    letter,
    doubled,
    any,
    optional,
    ...(set ? { set } : {}),
    ...(range ? { range } : {}),
  };
}

/** Fails with `modifier-without-atom` (spanning the modifiers) when modifiers were read but no atom follows. */
function noOrphanModifiers(s: Scanner, modifiers: readonly { readonly offset: number }[]): void {
  const first = modifiers[0];
  if (first) {
    s.fail(
      'modifier-without-atom',
      'Modifiers must be followed by an atom',
      ['atom'],
      first.offset,
      s.pos - first.offset,
    );
  }
}

function startsPartial(c: string): boolean {
  return c !== '' && (isLower(c) || isUpper(c) || '!</[{(:'.includes(c));
}

function partial(s: Scanner, joiner: '+' | ''): PartialMoveNode {
  const from = s.pos;
  const setup = s.eat('!');
  const items: PartialItem[] = [];
  const p: Mutable<PartialMoveNode> = {
    kind: 'partial',
    offset: from,
    length: 0,
    joiner,
    setup,
    attackers: [],
    modifiers: [],
    moves: [],
    items,
  };
  if (s.peek() === '<') items.push((p.transition = transition(s)));
  if (s.peek() === '/') items.push((p.condition = condition(s)));
  if (s.peek() === '[') items.push((p.origin = boardRange(s)));
  const attackers: PieceSetNode[] = [];
  while (s.peek() === '{') {
    const set = pieceSet(s, false) as PieceSetNode;
    attackers.push(set);
    items.push(set);
  }
  const modifiers: (ModifierNode | AmalgamatedNode)[] = [];
  for (;;) {
    const c = s.peek();
    let m: ModifierNode | AmalgamatedNode;
    if (c === '(' && isAmalgamated(s)) m = amalgamated(s);
    else if (isLower(c)) m = modifier(s);
    else break;
    modifiers.push(m);
    items.push(m);
  }
  const moves: MoveNode[] = [];
  for (;;) {
    const c = s.peek();
    let m: MoveNode;
    if (isUpper(c) || c === ':') m = leaper(s);
    else if (c === '(') m = group(s);
    else break;
    moves.push(m);
    items.push(m);
  }
  if (moves.length === 0) {
    noOrphanModifiers(s, modifiers);
    if (s.atEnd()) s.fail('missing-move', 'Expected a move', ['atom', "'('"]);
    s.fail('missing-move', `Expected a move, found '${s.peek()}'`, ['atom', "'('"]);
  }
  if (s.peek() === '[') {
    const range = attempt(s, () => boardRange(s));
    if (range) items.push((p.destination = range));
  }
  if (isLower(s.peek())) {
    s.fail(
      'modifier-after-atom',
      "In MBN a modifier applies to all following atoms and cannot follow one; join alternatives with '+' (this looks like standard Betza: parse it with { notation: 'betza' })",
      ["'+'", "'-'", 'end of token'],
    );
  }
  p.attackers = fit(attackers);
  p.modifiers = fit(modifiers);
  p.moves = fit(moves);
  p.items = fit(items);
  p.length = s.pos - from;
  return p;
}

function combined(s: Scanner): CombinedMoveNode {
  const from = s.pos;
  const parts = [partial(s, '')];
  while (s.peek() === '+') {
    s.pos++;
    if (!startsPartial(s.peek())) {
      s.fail(
        'empty-partial-move',
        "Expected a partial move after '+'",
        ['partial move'],
        s.pos,
        s.atEnd() ? 0 : 1,
      );
    }
    parts.push(partial(s, '+'));
  }
  return { kind: 'combined', offset: from, length: s.pos - from, parts: fit(parts) };
}

function optionalLeg(s: Scanner): OptionalLegNode {
  const from = s.pos;
  const bracket = s.peek() as '[' | '{';
  s.pos++;
  s.enter();
  const body = sequence(s);
  s.expect(bracket === '[' ? ']' : '}', 'unclosed-group');
  s.leave();
  return { kind: 'optional', offset: from, length: s.pos - from, bracket, body };
}

function optionalMove(s: Scanner): CombinedMoveNode | OptionalLegNode {
  const c = s.peek();
  if (c === '[') {
    const save = s.pos;
    const isRange = attempt(s, () => boardRange(s)) !== undefined;
    s.pos = save;
    return isRange ? combined(s) : optionalLeg(s);
  }
  if (c === '{') {
    const save = s.pos;
    const set = attempt(s, () => pieceSet(s, false));
    const next = s.peek();
    s.pos = save;
    return set && startsPartial(next) && next !== '[' && next !== '!' ? combined(s) : optionalLeg(s);
  }
  return combined(s);
}

/** MoveSequence = OptionalMove { ('-' | '--') OptionalMove } (MBN mode). */
function sequence(s: Scanner): MoveSequenceNode {
  const from = s.pos;
  const legs: LegNode[] = [];
  let separator: LegNode['separator'] = '';
  let legFrom = s.pos;
  for (;;) {
    const move = optionalMove(s);
    legs.push({ offset: legFrom, length: s.pos - legFrom, separator, move });
    if (s.peek() !== '-') break;
    if (legs.length >= DEFAULT_FBR_LIMITS.maxLegs)
      s.fail(
        'too-many-legs',
        `More than ${DEFAULT_FBR_LIMITS.maxLegs} legs in one move`,
        undefined,
        s.pos,
        1,
      );
    legFrom = s.pos;
    separator = s.eat('--') ? '--' : '-';
    if (separator === '-') s.pos++;
    if (!startsPartial(s.peek())) {
      s.fail('missing-move', `Expected a move after '${separator}'`, ['move'], s.pos, s.atEnd() ? 0 : 1);
    }
  }
  return { kind: 'sequence', offset: from, length: s.pos - from, legs: fit(legs) };
}

/** Betza body: groups of lower-case modifiers, an atom, an optional doubled atom and a range. */
function betzaSequence(s: Scanner): MoveSequenceNode {
  const from = s.pos;
  const parts: PartialMoveNode[] = [];
  while (!s.atEnd()) {
    const start = s.pos;
    const modifiers: ModifierNode[] = [];
    while (isLower(s.peek())) {
      const letter = s.peek();
      if (!BETZA_MODIFIER_LETTERS.includes(letter))
        s.fail('invalid-modifier', `'${letter}' is not a Betza modifier`);
      modifiers.push({
        kind: 'modifier',
        offset: s.pos,
        length: 1,
        letter,
        doubled: false,
        any: false,
        optional: false,
      });
      s.pos++;
    }
    if (!isUpper(s.peek())) {
      noOrphanModifiers(s, modifiers);
      s.unexpected(['atom']);
    }
    const atFrom = s.pos;
    const atom = s.peek();
    s.pos++;
    const doubled = s.peek() === atom;
    if (doubled) s.pos++;
    const st = isDigit(s.peek()) ? steps(s) : undefined;
    const move: LeaperNode = {
      kind: 'leaper',
      offset: atFrom,
      length: s.pos - atFrom,
      form: 'letter',
      atom,
      doubled,
      ...(st ? { steps: st } : {}),
    };
    parts.push({
      kind: 'partial',
      offset: start,
      length: s.pos - start,
      joiner: '',
      setup: false,
      attackers: fit([]),
      modifiers: fit(modifiers),
      moves: [move],
      items: [...modifiers, move],
    });
  }
  if (parts.length === 0) s.fail('missing-move', 'Expected a Betza move', ['atom']);
  const length = s.pos - from;
  const move: CombinedMoveNode = { kind: 'combined', offset: from, length, parts: fit(parts) };
  return { kind: 'sequence', offset: from, length, legs: [{ offset: from, length, separator: '', move }] };
}

/**
 * For a body that fails in MBN mode but reads as standard Betza, its MBN spelling: one alternative
 * per Betza group joined with `+`, a doubled atom written as an unlimited rider (`NN` → `N0`).
 * Only the syntax is translated; letters such as `g`, `n`, `j` keep their Betza meaning.
 */
function betzaHint(s: Scanner, from: number): string | undefined {
  const b = new Scanner(s.text, from, s.end, s.token, []);
  const seq = attempt(b, () => betzaSequence(b));
  const move = seq?.legs[0]?.move;
  if (move?.kind !== 'combined') return undefined;
  const parts = move.parts.map((p) =>
    p.items
      .map((i) => {
        if (i.kind === 'modifier') return i.letter;
        if (i.kind === 'leaper') return i.atom + (i.doubled ? '0' : (i.steps?.text ?? ''));
        return '';
      })
      .join(''),
  );
  return `Betza reading: ${parts.join('+')}`;
}

function body(
  s: Scanner,
  mode: MbnMode,
  report: FailureSink,
  stopAtEquals = false,
): MoveSequenceNode | ErrorNode {
  const from = s.pos;
  try {
    const seq = mode === 'betza' ? betzaSequence(s) : sequence(s);
    if (!s.atEnd() && !(stopAtEquals && s.peek() === '=')) s.unexpected(["'+'", "'-'", 'end of token']);
    return seq;
  } catch (e) {
    if (!(e instanceof SyntaxFailure)) throw e;
    if (e.code === 'modifier-after-atom') e.hint = betzaHint(s, from);
    report(e);
    s.depth = 0;
    return errorNode(s, from);
  }
}

function id(s: Scanner): IdNode {
  const from = s.pos;
  const setup = s.eat('!');
  const macro = s.eat('@');
  if (!macro && s.peek() === '=')
    s.fail('missing-identifier', 'A definition starts with a piece identifier', ['piece letter']);
  if (!startsPieceLetter(s)) s.unexpected(['piece letter']);
  const piece = pieceLetter(s, MBN_LETTERS);
  let board: string | undefined;
  if (s.peek() === '<') board = angle(s).slice(1, -1);
  let name: string | undefined;
  if (s.peek() === '/') {
    s.pos++;
    const start = s.pos;
    while (isAlnum(s.peek())) s.pos++;
    if (s.pos === start) s.unexpected(['name'], 'unclosed-name');
    name = s.text.slice(start, s.pos);
    s.expect('/', 'unclosed-name');
  }
  const node: IdNode = { kind: 'id', offset: from, length: s.pos - from, setup, macro, piece };
  if (board === undefined && name === undefined) return node;
  return { ...node, ...(board !== undefined && { board }), ...(name !== undefined && { name }) };
}

function comment(s: Scanner): CommentNode {
  const from = s.pos;
  s.pos++;
  const close = s.text.indexOf('|', s.pos);
  if (close < 0 || close >= s.end)
    s.fail('unclosed-comment', "Unclosed comment: expected '|'", ["'|'"], s.end, 0);
  const text = s.text.slice(s.pos, close);
  s.pos = close + 1;
  if (/\s/.test(text))
    s.warn(
      'comment-whitespace',
      'Comment contains whitespace (joined across list items)',
      from,
      s.pos - from,
    );
  return { kind: 'comment', offset: from, length: s.pos - from, text };
}

function targets(s: Scanner): TargetListNode | undefined {
  return attempt(s, () => {
    const from = s.pos;
    const list: TargetNode[] = [];
    while (!s.atEnd()) {
      const start = s.pos;
      const macro = s.eat('@');
      const piece = pieceLetter(s, MBN_LETTERS);
      list.push({ kind: 'target', offset: start, length: s.pos - start, macro, piece });
    }
    if (list.length === 0) s.fail('missing-move', 'Expected promotion targets', ['piece letter']);
    return { kind: 'targets', offset: from, length: s.pos - from, targets: fit(list) } as TargetListNode;
  });
}

function castling(s: Scanner, index: number, mode: MbnMode, report: FailureSink): MbnToken {
  const from = s.pos;
  const side = s.eat('O-O-O') ? 'O-O-O' : 'O-O';
  if (side === 'O-O') s.pos += 3;
  const board = s.peek() === '<' ? angle(s).slice(1, -1) : undefined;
  s.expect('=');
  const king = body(s, 'mbn', report, true);
  let partner: MoveSequenceNode | ErrorNode | undefined;
  if (king.kind !== 'error') {
    if (s.eat('=')) partner = body(s, 'mbn', report);
    else {
      report(
        new SyntaxFailure('unexpected-end', s.pos, 0, "Castling needs '=' and the partner's move", ["'='"]),
      );
    }
  }
  const node: CastlingDefNode = {
    kind: 'castling-def',
    offset: from,
    length: s.pos - from,
    index,
    dialect: mode,
    side,
    ...(board !== undefined ? { board } : {}),
    king,
    ...(partner ? { partner } : {}),
  };
  return node;
}

function isCastling(s: Scanner): boolean {
  for (const side of ['O-O-O', 'O-O']) {
    if (s.text.startsWith(side, s.pos) && s.pos + side.length <= s.end) {
      const c = s.peek(side.length);
      return c === '' || c === '<' || c === '=';
    }
  }
  return false;
}

/**
 * Parses one MBN token occupying `s.pos … s.end`. Syntax errors are reported and kept as error nodes.
 * `bareMoves`: in Betza mode, a token without `=` is a move string (stand-alone `parseMbn`) rather
 * than a bare piece identifier (rule sets, where `K Q R` list predefined pieces).
 */
export function parseMbnToken(
  s: Scanner,
  index: number,
  mode: MbnMode,
  report: FailureSink,
  bareMoves = false,
): MbnToken {
  const from = s.pos;
  try {
    if (bareMoves && mode === 'betza' && !s.text.slice(from, s.end).includes('=')) {
      const b = body(s, mode, report);
      return { kind: 'moves', offset: from, length: s.pos - from, index, dialect: mode, body: b };
    }
    if (isCastling(s)) return castling(s, index, mode, report);
    const ident = id(s);
    const extra: PieceLetterNode[] = [];
    while (isUpper(s.peek()) || s.peek() === ':') extra.push(pieceLetter(s, MBN_LETTERS));
    const cmt = s.peek() === '|' ? comment(s) : undefined;
    // NODES (scanner.ts): a definition without a comment (the common form) as a plain literal.
    const named = cmt && { comment: cmt };
    if (s.eat('==')) {
      let b: TargetListNode | MoveSequenceNode | ErrorNode | undefined = targets(s);
      if (!b) {
        const at = s.pos;
        b = body(s, 'mbn', report);
        if (b.kind !== 'error')
          s.warn(
            'promotion-move-expression',
            'Promotion to a move expression (meaning unsure)',
            at,
            b.length,
          );
      }
      return {
        kind: 'promotion-def',
        offset: from,
        index,
        dialect: mode,
        id: ident,
        ...named,
        length: s.pos - from,
        extra: fit(extra),
        body: b,
      };
    }
    const firstExtra = extra[0];
    if (firstExtra)
      s.fail('unexpected-character', "Several letters must be followed by '=='", ["'=='"], firstExtra.offset);
    const b = s.eat('=') ? body(s, mode, report) : undefined;
    if (!b && !s.atEnd()) s.unexpected(["'='", "'=='", "'|'", "'<'", "'/'", 'end of token']);
    const length = s.pos - from;
    if (b && !named)
      return { kind: 'piece-def', offset: from, index, dialect: mode, id: ident, length, body: b };
    return {
      kind: 'piece-def',
      offset: from,
      index,
      dialect: mode,
      id: ident,
      ...named,
      length,
      ...(b && { body: b }),
    };
  } catch (e) {
    if (!(e instanceof SyntaxFailure)) throw e;
    report(e);
    s.pos = s.end;
    return {
      kind: 'invalid',
      offset: from,
      length: s.end - from,
      index,
      dialect: mode,
      text: s.text.slice(from, s.end),
    };
  }
}

/** What `parseMbn` returns: the token, and its syntax errors and warnings in order of offset. */
export interface ParsedMbn {
  readonly tree: MbnToken;
  readonly diagnostics: readonly SyntaxDiagnostic[];
}

/**
 * Parses one MBN piece definition (`Q=R+N`, `+P==QRBN`, `@K=K`, `O-O=…=…`) or, with
 * `{ notation: 'betza' }`, a standard Betza string with or without `Id=` (`WfceFifmnD`, `P=mfWcfF`).
 * Never throws on bad input; throws `FbrError` only when `text` is not a string.
 */
export function parseMbn(text: string, options: ParseMbnOptions = {}): ParsedMbn {
  if (typeof text !== 'string') throw new FbrError('parseMbn expects a string');
  const mode = notationOf(options);
  const errors: TokenDiagnostic[] = [];
  const warnings: TokenDiagnostic[] = [];
  if (text.length > DEFAULT_FBR_LIMITS.maxInputLength) {
    errors.push(inputTooLong(text));
    return {
      tree: { kind: 'invalid', offset: 0, length: text.length, index: 0, dialect: mode, text },
      diagnostics: locateFindings(text, errors, warnings),
    };
  }
  const s = new Scanner(text, 0, text.length, 0, warnings);
  const tree = parseMbnToken(s, 0, mode, (f) => errors.push(toDiagnostic(f, 0)), true);
  return { tree, diagnostics: locateFindings(text, errors, warnings) };
}
