/**
 * The tag pairs of a game, read in one pass by the chess reader (`read.ts`): `[Name "value"]` with its escapes,
 * and in lenient mode the broken values of the old databases (warned), as the shared token grammar reads them
 * (`pgn/tokens.ts`), with its errors at the same offsets.
 */
import { halfResult } from './movetext.js';
import { lineEnd, type Reading, scan, skipBlank, syntax, tagSpaces } from './reading.js';

/** Tag names: strict, PGN symbols ([1]); lenient, visible ASCII but `"[]` ([0]: chess.js writes `[Name? "…"]`). */
const NAMES = [/[!#-Z\\^-~]*/y, /[\w+#=:-]*/y];

/**
 * Reads the tag pairs from `i` into `headers` (a repeated tag keeps its last value) and the blanks and `%` lines
 * after them; the offset after them. Throws an unlocated `SanError` for a malformed pair.
 */
export function readTags(r: Reading, i: number, headers: Map<string, string>): number {
  const text = r.text;
  const n = text.length;
  for (let count = 0; text[i] === '['; count++) {
    const open = i;
    const nameStart = tagSpaces(text, i + 1);
    i = scan(NAMES[r.strict ? 1 : 0]!, text, nameStart);
    if (i === nameStart) throw syntax('tag pair without a name', open, i - open);
    let name = r.names[count];
    if (name?.length !== i - nameStart || !text.startsWith(name, nameStart)) {
      name = text.slice(nameStart, i);
      if (count < 64) r.names[count] = name;
    }
    i = tagSpaces(text, i);
    if (text[i] !== '"') throw syntax('tag value must be quoted', i, 1);
    let value = '';
    let chunk = ++i;
    for (; i < n; i++) {
      const c = text[i];
      if (c === '"' || c === '\n' || c === '\r') break;
      // an escape: the next character is the value's, whatever it is
      if (c === '\\' && i + 1 < n) {
        value += text.slice(chunk, i);
        chunk = ++i;
      }
    }
    let close = i;
    if (text[i] !== '"') {
      // a value without its closing quote, up to the `]` ending the line (lenient)
      i = r.strict ? -1 : closingBracket(text, chunk);
      if (i < 0) throw syntax('unterminated tag value', open, close - open);
      r.warn?.('noncanonical', 'a tag value without its closing quote', chunk, i - chunk);
      close = i;
      while (close > chunk && /[ \t\xa0]/.test(text[close - 1]!)) close--;
      if (close > chunk && text[close - 1] === '\ufffd') close--;
    } else if (text[tagSpaces(text, i + 1)] !== ']') {
      // quotes inside a value, unescaped: up to the last `"` before the `]` ending the line (lenient)
      const q = r.strict ? -1 : lastQuote(text, i + 1);
      if (q < 0) throw syntax('expected ] after the tag value', tagSpaces(text, i + 1), 1);
      r.warn?.('noncanonical', 'quotes inside a tag value, unescaped', i, q - i);
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

/** The `]` that ends the line holding `i` (only tag spaces after it, then a line end), or -1. */
function closingBracket(text: string, i: number): number {
  const end = lineEnd(text, i);
  // a line end read: a section of a file may end inside a line
  if (end >= text.length) return -1;
  let k = end - 1;
  while (k >= i && /[ \t\xa0]/.test(text[k]!)) k--;
  return k >= i && text[k] === ']' ? k : -1;
}

/**
 * The last `"` before the `]` that ends the line holding `from` (as python-chess's `TAG_REGEX` reads a value
 * holding quotes), or -1 when the line does not end so, or another `"]` is before that quote (more tag pairs).
 */
function lastQuote(text: string, from: number): number {
  let q = closingBracket(text, from);
  if (q < 0) return -1;
  while (--q >= from && /[ \t\xa0]/.test(text[q]!));
  return q < from || text[q] !== '"' || /"[ \t\xa0]*\]/.test(text.slice(from, q)) ? -1 : q;
}
