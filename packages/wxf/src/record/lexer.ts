/**
 * The tokens of a move record: PGN tags (`[Name "value"]`), comments (`{…}`, `;…` to the end of the line),
 * variations (`(…)`, skipped whole), move numbers (`12.`, `12...`), results and move words, each with its offset.
 * A Thai LAN move is two words (`ร ก๑-ก๒`): a lone Thai piece glyph is joined to the next word.
 */
import { WxfError } from '../errors.js';
import type { WxfLimits } from '../limits.js';
import { THAI_PIECES } from '../thai/glyphs.js';

/** One token of a record. */
export type RecordToken =
  | {
      readonly kind: 'tag';
      readonly name: string;
      readonly value: string;
      readonly offset: number;
      readonly length: number;
    }
  | {
      readonly kind: 'variation' | 'number' | 'result' | 'move';
      readonly text: string;
      readonly offset: number;
      readonly length: number;
    };

const RESULTS = new Set(['1-0', '0-1', '1/2-1/2', '*']);
const THAI_GLYPHS = new Set([...THAI_PIECES.values(), 'ง']);
const SPACE = /\s/;

function closing(
  text: string,
  open: number,
  close: string,
  code: 'unterminated-comment' | 'unterminated-tag',
): number {
  const end = text.indexOf(close, open + 1);
  if (end < 0) throw new WxfError(code, `'${text[open]}' is never closed`, open, 1, text);
  return end;
}

/** A whole tag from its `[`: a `]` inside the quoted value is the value's (`[Event "a]b"]`). */
const TAG = /\[\s*([A-Za-z0-9_]+)\s+"((?:[^"\\]|\\[\s\S])*)"\s*\]/y;

function tag(text: string, at: number): { token: RecordToken; end: number } {
  TAG.lastIndex = at;
  const match = TAG.exec(text);
  if (match === null) {
    const end = closing(text, at, ']', 'unterminated-tag');
    throw new WxfError('unexpected-token', 'a tag is [Name "value"]', at, end + 1 - at, text);
  }
  const end = TAG.lastIndex;
  const value = match[2]!.replace(/\\([\s\S])/g, '$1');
  return { token: { kind: 'tag', name: match[1]!, value, offset: at, length: end - at }, end };
}

function variation(text: string, at: number, limits: WxfLimits): number {
  let depth = 0;
  for (let i = at; i < text.length; i++) {
    const c = text[i];
    if (c === '{') i = closing(text, i, '}', 'unterminated-comment');
    else if (c === '(') {
      if (++depth > limits.maxDepth)
        throw new WxfError('nesting-too-deep', `variations nest at most ${limits.maxDepth} deep`, i, 1, text);
    } else if (c === ')' && --depth === 0) return i + 1;
  }
  throw new WxfError('unexpected-token', "'(' is never closed", at, 1, text);
}

/** Where the line holding `at` ends: its `\n` or `\r` (a lone `\r` ends a line too: old Mac files), or the text's end. */
function lineEnd(text: string, at: number): number {
  let i = at;
  while (i < text.length && text[i] !== '\n' && text[i] !== '\r') i++;
  return i;
}

function word(text: string, at: number): number {
  let i = at;
  while (i < text.length && !SPACE.test(text[i]!) && !'{}()[];'.includes(text[i]!)) i++;
  return i;
}

/** The tokens of `text` (throws `WxfError` for an unterminated comment, tag or variation). */
export function* recordTokens(text: string, limits: WxfLimits): Generator<RecordToken> {
  let i = 0;
  while (i < text.length) {
    const c = text[i]!;
    if (SPACE.test(c)) i++;
    else if (c === '{') i = closing(text, i, '}', 'unterminated-comment') + 1;
    else if (c === ';') i = lineEnd(text, i);
    else if (c === '[') {
      const t = tag(text, i);
      yield t.token;
      i = t.end;
    } else if (c === '(') {
      const end = variation(text, i, limits);
      yield { kind: 'variation', text: text.slice(i, Math.min(end, i + 40)), offset: i, length: end - i };
      i = end;
    } else if (c === ')' || c === ']' || c === '}') {
      throw new WxfError('unexpected-token', `unexpected '${c}'`, i, 1, text);
    } else {
      let end = word(text, i);
      let w = text.slice(i, end);
      if (THAI_GLYPHS.has(w)) {
        let next = end;
        while (next < text.length && (text[next] === ' ' || text[next] === '\t')) next++;
        const after = word(text, next);
        if (after > next) {
          w = `${w} ${text.slice(next, after)}`;
          end = after;
        }
      }
      if (end - i > limits.maxTokenLength)
        throw new WxfError(
          'token-too-long',
          `a token is at most ${limits.maxTokenLength} characters`,
          i,
          end - i,
          text,
        );
      const kind = RESULTS.has(w) ? 'result' : /^\d+\.+$/.test(w) ? 'number' : 'move';
      yield { kind, text: w, offset: i, length: end - i };
      i = end;
    }
  }
}
