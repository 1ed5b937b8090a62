/**
 * The movetext of one game, read in one pass by the chess reader (`read.ts`): move numbers, moves, comments, NAGs
 * and glyphs, variations, the result and the comments after it, each added to the game's `Moves` as it is read —
 * the tokens and lenient forms the shared token grammar (`pgn/tokens.ts`, tree mode in a PGN file) reads, with
 * its warnings and its errors at the same offsets.
 */
import { SanError } from '../shared/errors.js';
import { GLYPH_NAGS, POSITION_GLYPH_NAGS } from '../move/glyphs.js';
import type { GameResult } from '../game/tree.js';
import {
  annotationNag,
  delimitedAt,
  dotsEnd,
  gluedResultLength,
  isBlank,
  isDash,
  isGlyphChar,
  isPositionGlyphStart,
  lineEnd,
  moveTokenEnd,
  nextGameAfterBlankLine,
  numberTokenEnd,
  opensEscapeLine,
  startsMove,
} from '../pgn/rules.js';
import { addComment, addMove, addNag, closeVariation, type Moves, openVariation, type Reading } from './reading.js';

function syntax(message: string, offset: number, length: number): SanError {
  return new SanError('syntax', message, offset, length);
}

/**
 * Reads the movetext from `i` into `m` (its result and the comments after it included); the offset where it
 * stopped: the end, a `[`, text after the result, or where a game without a result ends at a blank line before
 * `1.`. Throws an unlocated `SanError`.
 */
export function readMovetext(r: Reading, i: number, m: Moves): number {
  const { text, strict, warn } = r;
  const n = text.length;
  /** Whether the current line has a move (a NAG or a variation needs one). */
  let moved = false;
  let result: GameResult | undefined;
  while (i < n) {
    const c = text.charCodeAt(i);
    if (isBlank(c)) {
      if (c === 10 && moved && m.outer.length === 0) {
        const next = nextGameAfterBlankLine(text, i, n, false);
        if (next >= 0) {
          i = next;
          break;
        }
      }
      i++;
    } else if (opensEscapeLine(text.charCodeAt(i - 1), c)) i = lineEnd(text, i, n);
    else if (c === 123 || c === 59) {
      const k = commentEnd(text, i, c);
      if (k < 0) throw syntax('unterminated comment', i, n - i);
      addComment(m, commentAt(text, i, k));
      i = k;
    } else if (c === 125 || c === 93) throw syntax('unexpected character', i, 1);
    else if (c === 91) break;
    else if (c === 40) {
      if (!moved) throw syntax('variation before any move', i, 1);
      if (m.outer.length >= r.limits.maxDepth)
        throw new SanError('nesting-too-deep', 'variations nested too deeply', i, 1);
      openVariation(m, i++);
      moved = false;
    } else if (c === 41) {
      if (m.outer.length === 0) throw syntax('unmatched )', i, 1);
      closeVariation(m);
      moved = true;
      i++;
    } else if (c === 36 || isGlyphChar(c)) {
      const k = annotationEnd(text, i);
      if (!moved) throw syntax('annotation before any move', i, k - i);
      addNag(m, annotationNag(text, i, k));
      i = k;
    } else if (c === 42) {
      result = '*';
      m.resultOffset = i++;
      break;
    } else {
      const k = c === 46 || c === 0x2026 || c === 44 ? separatorEnd(r, i, c) : i;
      if (k !== i) {
        i = k;
        continue;
      }
      if (c >= 48 && c <= 57) {
        const end = resultEnd(r, i);
        if (end > 0) {
          result = (text.charCodeAt(i + 1) === 47 ? '1/2-1/2' : text[i] === '1' ? '1-0' : '0-1') as GameResult;
          m.resultOffset = i;
          i = end;
          break;
        }
        const number = numberTokenEnd(text, i, n, false);
        if (number >= 0) {
          i = number;
          continue;
        }
      }
      const end = moveTokenEnd(text, i, n, !strict);
      const glyph = isPositionGlyphStart(c) ? text.slice(i, end) : '';
      const nag = POSITION_GLYPH_NAGS.get(glyph);
      if (nag !== undefined) {
        if (strict) throw syntax(`position glyph ${glyph} (lenient mode only)`, i, end - i);
        if (!moved) throw syntax('annotation before any move', i, end - i);
        addNag(m, nag);
        warn?.('noncanonical', `position glyph ${glyph} for $${nag}`, i, end - i);
        i = end;
        continue;
      }
      const glued = strict ? 0 : gluedResultLength(text, i, end);
      addMove(r, m, i, end - glued);
      moved = true;
      i = end;
      if (glued > 0) {
        m.resultOffset = end - glued;
        result = text.slice(end - glued, end) as GameResult;
        warn?.('noncanonical', `the result ${result} glued to the move`, end - glued, glued);
        break;
      }
    }
  }
  if (m.outer.length > 0) throw syntax('unclosed variation', m.line.open, 1);
  m.result = result;
  if (result !== undefined) {
    // after the result: comments (they go to the last move) and blanks; other text is the next game's
    while (i < n) {
      const c = text.charCodeAt(i);
      if (isBlank(c)) i++;
      else {
        const k = c === 123 || c === 59 ? commentEnd(text, i, c) : -1;
        // a `{` never closed is the next stretch's error, not this finished game's
        if (k < 0) break;
        addComment(m, commentAt(text, i, k));
        i = k;
      }
    }
  }
  return i;
}

/** The end of the `{…}` (-1: never closed) or `;` comment (`c`) at `i`. */
function commentEnd(text: string, i: number, c: number): number {
  if (c === 59) return lineEnd(text, i + 1, text.length);
  const k = text.indexOf('}', i + 1);
  return k < 0 ? k : k + 1;
}

/** The text of the comment `[i, k)`, trimmed. */
function commentAt(text: string, i: number, k: number): string {
  return text.slice(i + 1, text.charCodeAt(i) === 123 ? k - 1 : k).trim();
}

/**
 * The end of what separates tokens at `i` (`c`: `.`, `…`, `,`) without being one: a lone run of dots; in lenient
 * mode also, warned, a comma between moves and two dots or more glued to Black's move. `i` when there is none.
 */
function separatorEnd(r: Reading, i: number, c: number): number {
  const text = r.text;
  const k = c === 44 ? i + 1 : dotsEnd(text, i, text.length, false);
  if (c !== 44 && delimitedAt(text, k, text.length)) return k;
  const glued = c === 44 || ((k - i >= 2 || c === 0x2026) && startsMove(text.charCodeAt(k)));
  if (r.strict || !glued) return i;
  r.warn?.('noncanonical', c === 44 ? 'a comma between moves' : 'dots glued to the move', i, k - i);
  return k;
}

/**
 * The end of the result at `i` (delimited), or -1; lenient mode also reads an en or em dash for the `-` and,
 * warned, `1/2` for the draw.
 */
function resultEnd(r: Reading, i: number): number {
  const { text, strict } = r;
  const c = text.charCodeAt(i);
  const lenient = !strict;
  const at = (k: number) => text.charCodeAt(i + k);
  let length = 0;
  if (isDash(at(1), lenient)) {
    if ((c === 49 && at(2) === 48) || (c === 48 && at(2) === 49)) length = 3;
  } else if (c === 49 && at(1) === 47 && at(2) === 50)
    if (isDash(at(3), lenient) && at(4) === 49 && at(5) === 47 && at(6) === 50) length = 7;
    else if (lenient) length = -3;
  const end = i + Math.abs(length);
  if (length === 0 || end > text.length || !delimitedAt(text, end, text.length)) return -1;
  if (length < 0) halfResult(r, i);
  return end;
}

/** `1/2` read for a draw at `at`: warned in lenient mode; strict throws. */
export function halfResult(r: Reading, at: number): '1/2-1/2' {
  if (r.strict) throw syntax('1/2 for the draw 1/2-1/2 (lenient mode only)', at, 3);
  r.warn?.('noncanonical', '1/2 for the draw 1/2-1/2', at, 3);
  return '1/2-1/2';
}

/** End of the `$n` NAG or the glyph (`!`, `?!`, …) at `i`; a malformed one is a `syntax` error. */
function annotationEnd(text: string, i: number): number {
  const n = text.length;
  let k = i + 1;
  if (text.charCodeAt(i) === 36) {
    while (k < n && k - i <= 4 && text.charCodeAt(k) >= 48 && text.charCodeAt(k) <= 57) k++;
    if (k === i + 1 || !delimitedAt(text, k, n) || Number(text.slice(i + 1, k)) > 255)
      throw syntax('invalid NAG', i, Math.max(1, k - i));
    return k;
  }
  while (k < n && k - i < 3 && isGlyphChar(text.charCodeAt(k))) k++;
  if (!Object.hasOwn(GLYPH_NAGS, text.slice(i, k)) || !delimitedAt(text, k, n))
    throw syntax('invalid annotation glyph', i, k - i);
  return k;
}
