/** Piece letters, piece sets `{…}` and piece-value lists `{M=1,K=1000}` (internal). */
import { fit, isAlnum, isLower, isPrefix, isUpper, type Scanner } from './scanner.js';
import type { PieceLetterNode, PieceSetNode, PieceValueNode, PieceValuesNode } from './types.js';

/** How piece letters are read. */
export interface LetterRules {
  /** FBR: at most one of `+ - # *`; MBN: any number of the seven prefix characters. */
  readonly fbr: boolean;
  /** Lower-case letters: allowed, allowed with a warning (lenient), or an error. */
  readonly lower: 'allow' | 'warn' | 'error';
}

/** Reads a compound letter `:Be:` starting at `:` (returns its text). */
function compound(s: Scanner, fbr: boolean): string {
  const from = s.pos;
  s.pos++;
  const runStart = s.pos;
  while (isAlnum(s.peek())) s.pos++;
  const run = s.text.slice(runStart, s.pos);
  const first = run[0] ?? '';
  if (!(isUpper(first) || (!fbr && isLower(first)))) {
    s.fail('invalid-piece-letter', 'A compound letter starts with a letter', ['letter'], runStart);
  }
  if (run.length > 3) {
    s.fail(
      'compound-too-long',
      'A compound letter has at most 3 characters',
      undefined,
      from,
      run.length + 2,
    );
  }
  if (s.peek() !== ':') {
    if (s.atEnd()) s.fail('invalid-piece-letter', 'Unclosed compound letter', ["':'"]);
    s.fail('invalid-piece-letter', "Expected ':' closing the compound letter", ["':'"]);
  }
  s.pos++;
  return s.text.slice(from, s.pos);
}

/** Reads `{prefix} Letter` (one letter or a compound). */
export function pieceLetter(s: Scanner, rules: LetterRules): PieceLetterNode {
  const from = s.pos;
  let prefixes = '';
  while (isPrefix(s.peek())) {
    const c = s.peek();
    if (rules.fbr && (prefixes.length > 0 || c === '$' || c === '%' || c === '&')) {
      s.fail('invalid-set-prefix', `'${c}' cannot prefix a piece here`, ['+', '-', '#', '*', 'letter']);
    }
    prefixes += c;
    s.pos++;
  }
  const c = s.peek();
  let letter: string;
  if (c === ':') {
    letter = compound(s, rules.fbr);
  } else if (isUpper(c)) {
    letter = c;
    s.pos++;
  } else if (isLower(c)) {
    if (rules.lower === 'error') {
      s.fail('lowercase-letter', 'Lower-case piece letters need a colour-sensitive set {!…}', ['A-Z']);
    }
    if (rules.lower === 'warn')
      s.warn('lowercase-letter', 'Lower-case piece letter outside a {!…} set', s.pos, 1);
    letter = c;
    s.pos++;
  } else {
    s.unexpected(['piece letter']);
  }
  const compoundLetter = letter.length > 1;
  return {
    kind: 'piece',
    offset: from,
    length: s.pos - from,
    prefixes,
    letter,
    key: compoundLetter ? letter.toUpperCase() : letter,
    compound: compoundLetter,
  };
}

/** Whether a piece letter (with prefixes) can start at the cursor. */
export function startsPieceLetter(s: Scanner): boolean {
  const c = s.peek();
  return isUpper(c) || isLower(c) || c === ':' || isPrefix(c);
}

/**
 * Reads `{ [!] [^] members }`, or (when `values` is set) a piece-value list `{M=1,K=2}`.
 * `lenientLower` lets FBR accept lower-case members outside `{!…}` with a warning.
 */
export function pieceSet(
  s: Scanner,
  fbr: boolean,
  options: { readonly values?: boolean; readonly lenientLower?: boolean } = {},
): PieceSetNode | PieceValuesNode {
  const from = s.pos;
  s.expect('{');
  const colour = s.eat('!');
  const complement = s.eat('^');
  const lower: LetterRules['lower'] = !fbr || colour ? 'allow' : options.lenientLower ? 'warn' : 'error';
  const rules: LetterRules = { fbr, lower };
  const members: PieceLetterNode[] = [];
  while (s.peek() !== '}') {
    if (s.atEnd()) s.fail('unclosed-set', "Unclosed piece set: expected '}'", ["'}'"]);
    if (!startsPieceLetter(s)) s.unexpected(['piece letter', "'}'"]);
    const member = pieceLetter(s, rules);
    if (options.values && !colour && !complement && members.length === 0 && s.peek() === '=') {
      return valueList(s, from, member);
    }
    members.push(member);
  }
  s.pos++;
  return { kind: 'set', offset: from, length: s.pos - from, colour, complement, members: fit(members) };
}

/** Continues a piece-value list after its first letter. */
function valueList(s: Scanner, from: number, first: PieceLetterNode): PieceValuesNode {
  const entries: PieceValueNode[] = [];
  let piece = first;
  for (;;) {
    s.expect('=', 'unclosed-set');
    const value = s.number();
    entries.push({ kind: 'value', offset: piece.offset, length: s.pos - piece.offset, piece, value });
    if (s.eat('}')) break;
    if (s.atEnd()) s.fail('unclosed-set', "Unclosed piece values: expected '}'", ["'}'"]);
    s.expect(',');
    piece = pieceLetter(s, { fbr: true, lower: 'error' });
  }
  return { kind: 'values', offset: from, length: s.pos - from, entries: fit(entries) };
}
