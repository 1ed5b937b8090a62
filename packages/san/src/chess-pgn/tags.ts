/**
 * The tag pairs of a game, read in one pass by the chess reader (`read.ts`): `[Name "value"]` with its escapes,
 * and in lenient mode the broken values of the old databases (warned), as the shared token grammar reads them
 * (`pgn/tokens.ts`), with its errors at the same offsets.
 */
import { SanError } from '../shared/errors.js';
import {
  closingBracketOfLine,
  isTagSpace,
  lastQuoteOfLine,
  STRICT_NAME,
  TAG_NAME_BYTE,
  unquotedValueTrim,
} from '../pgn/rules.js';
import { halfResult } from './movetext.js';
import { type Reading, skipBlank } from './reading.js';

function tagError(message: string, offset: number, length: number): SanError {
  return new SanError('syntax', message, offset, length);
}

function tagSpaces(text: string, i: number): number {
  while (isTagSpace(text.charCodeAt(i))) i++;
  return i;
}

/**
 * Reads the tag pairs from `i` into `headers` (a repeated tag keeps its last value) and the blanks and `%` lines
 * after them; the offset after them. Throws an unlocated `SanError` for a malformed pair.
 */
export function readTags(r: Reading, i: number, headers: Map<string, string>): number {
  const text = r.text;
  const n = text.length;
  const names = r.strict ? STRICT_NAME : TAG_NAME_BYTE;
  while (text.charCodeAt(i) === 91) {
    const open = i;
    i = tagSpaces(text, i + 1);
    const nameStart = i;
    while (names[text.charCodeAt(i)] === 1) i++;
    if (i === nameStart) throw tagError('tag pair without a name', open, Math.max(1, i - open));
    const name = text.slice(nameStart, i);
    i = tagSpaces(text, i);
    if (text.charCodeAt(i) !== 34) throw tagError('tag value must be quoted', i, 1);
    let value = '';
    let chunk = ++i;
    for (; i < n; i++) {
      const c = text.charCodeAt(i);
      if (c === 34 || c === 10 || c === 13) break;
      // an escape: the next character is the value's, whatever it is
      if (c === 92 && i + 1 < n) {
        value += text.slice(chunk, i);
        chunk = ++i;
      }
    }
    let close = i;
    if (text.charCodeAt(i) !== 34) {
      i = lenientValue(r, chunk, false);
      if (i < 0) throw tagError('unterminated tag value', open, close - open);
      close = unquotedValueTrim(text, chunk, i);
    } else if (text.charCodeAt(tagSpaces(text, i + 1)) !== 93) {
      const q = lenientValue(r, i + 1, true);
      if (q < 0) throw tagError('expected ] after the tag value', tagSpaces(text, i + 1), 1);
      close = q;
      i = q + 1;
    } else i++;
    value += text.slice(chunk, close);
    i = tagSpaces(text, i);
    headers.set(name, name === 'Result' && value === '1/2' ? halfResult(r, close - 3) : value);
    i = skipBlank(text, i + 1);
  }
  return i;
}

/**
 * A tag value of the old databases (lenient mode; else -1): from `from`, whose closing quote is missing (the `]`
 * ending the line, answered) or, `quoted`, followed by more than its `]` (the last `"` before the `]` ending the
 * line, answered). Warned.
 */
function lenientValue(r: Reading, from: number, quoted: boolean): number {
  const text = r.text;
  if (r.strict) return -1;
  const end = quoted ? lastQuoteOfLine(text, from, text.length) : closingBracketOfLine(text, from, text.length);
  if (end < 0) return -1;
  const what = quoted ? 'quotes inside a tag value, unescaped' : 'a tag value without its closing quote';
  r.warn?.('noncanonical', what, quoted ? from - 1 : from, end - from + (quoted ? 1 : 0));
  return end;
}
