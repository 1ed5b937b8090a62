/**
 * The movetext of one game, read in one pass by the chess reader (`read.ts`): move numbers, moves, comments, NAGs
 * and glyphs, variations, the result and the comments after it, each added to the game's `Moves` as it is read —
 * the tokens and lenient forms the shared token grammar (`pgn/tokens.ts`, tree mode in a PGN file) reads, with
 * its warnings and its errors at the same offsets. Runs are found by sticky expressions of one character class
 * each (`scan`), which never backtrack.
 */
import { SanError } from '../shared/errors.js';
import { GLYPH_NAGS, POSITION_GLYPH_NAGS } from '../move/glyphs.js';
import type { GameResult } from '../game/tree.js';
import {
  addComment,
  addMove,
  addNag,
  atLineStart,
  closeVariation,
  isBlank,
  lineEnd,
  type Moves,
  openVariation,
  type Reading,
  scan,
  syntax,
} from './reading.js';

/** Ends at a delimiter (blanks, `{}();$[]`) or the end of the text. */
const DELIMITED = /(?![^\t-\r \xa0\ufeff{}();$[\]])/y;
/** A move token; in lenient mode a comma ends it too (`9. Bxe7, Qxe7`). */
const TOKEN = /[^\t-\r \xa0\ufeff{}();$[\]]*/y;
const LENIENT_TOKEN = /[^\t-\r \xa0\ufeff{}();$[\],]*/y;
/** A separate `e.p.` or `ep` after a move, part of its token. */
const EN_PASSANT = /[ \t]+e(?:\.p\.|p)(?![^\t-\r \xa0\ufeff{}();$[\]])/y;
/** A move number (`12.`, `12...`, `12…`, a lone `12`), not castling written with zeros. */
const MOVE_NUMBER = /(?!0[-0])\d+(?:[.…]+|(?![^\t-\r \xa0\ufeff{}();$[\]]))/y;
const DOTS = /[.…]*/y;
/** Results, strict ([1]) and lenient ([0]: en and em dashes, `1/2` for the draw). */
const RESULTS = [
  /(?:1[-–—]0|0[-–—]1|1\/2[-–—]1\/2|1\/2)(?![^\t-\r \xa0\ufeff{}();$[\]])/y,
  /(?:1-0|0-1|1\/2-1\/2)(?![^\t-\r \xa0\ufeff{}();$[\]])/y,
];
const NAG = /\$\d{0,4}/y;
const GLYPH = /[!?‼⁇-⁉]{1,3}/y;
/** A move that a result is glued to (`Qd61-0`, lenient mode). */
const GLUED_RESULT = /^[A-Za-z][^]+(1-0|0-1|1\/2-1\/2)$/;
/** Blanks that may stand between the line feeds of a blank line, and blanks. */
const LINE_BLANKS = /[ \t\r]*/y;
const BLANKS = /[\t-\r \xa0\ufeff]*/y;

/**
 * Reads the movetext from `i` into `m` (its result and the comments after it included); the offset where it
 * stopped: the end, a `[`, text after the result, or where a game without a result ends at a blank line before
 * `1.`. Throws an unlocated `SanError`.
 */
export function readMovetext(r: Reading, i: number, m: Moves): number {
  const { text, strict, warn } = r;
  const n = text.length;
  const delimited = (k: number) => scan(DELIMITED, text, k) >= 0;
  /** Whether the current line has a move (a NAG or a variation needs one). */
  let moved = false;
  let result: GameResult | undefined;
  while (i < n) {
    const c = text.charCodeAt(i);
    if (isBlank(c)) {
      i++;
      // In a PGN file, a game without a result ends at a blank line followed by `1.`; the blanks up to there
      // are skipped at once (each line feed's look ahead would reach the same place).
      const k = c === 10 && moved && m.outer.length === 0 ? scan(LINE_BLANKS, text, i) : -1;
      if (text[k] === '\n') {
        i = scan(BLANKS, text, k);
        if (text.startsWith('1.', i)) break;
      }
    } else if (c === 37 && atLineStart(text, i)) i = lineEnd(text, i);
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
    } else if (c === 36 || c === 33 || c === 63 || c === 0x203c || (c >= 0x2047 && c <= 0x2049)) {
      const nag = c === 36;
      const k = scan(nag ? NAG : GLYPH, text, i);
      const value = nag ? Number(text.slice(i + 1, k)) : GLYPH_NAGS[text.slice(i, k) as keyof typeof GLYPH_NAGS];
      if (!delimited(k) || (nag ? k === i + 1 || value > 255 : value === undefined))
        throw syntax(nag ? 'invalid NAG' : 'invalid annotation glyph', i, k - i);
      if (!moved) throw syntax('annotation before any move', i, k - i);
      addNag(m, value);
      i = k;
    } else if (c === 42) {
      result = '*';
      m.resultOffset = i++;
      break;
    } else {
      // a lone run of dots; in lenient mode, warned, a comma between moves and dots glued to Black's move
      const dots = c === 44 ? i + 1 : c === 46 || c === 0x2026 ? scan(DOTS, text, i) : -1;
      if (dots > 0 && c !== 44 && delimited(dots)) {
        i = dots;
        continue;
      }
      if (
        dots > 0 &&
        !strict &&
        (c === 44 || ((dots - i >= 2 || c === 0x2026) && /[A-Za-z0]/.test(text[dots] ?? '')))
      ) {
        warn?.('noncanonical', c === 44 ? 'a comma between moves' : 'dots glued to the move', i, dots - i);
        i = dots;
        continue;
      }
      let k = scan(RESULTS[strict ? 1 : 0]!, text, i);
      if (k > 0) {
        result = text[i + 1] === '/' ? '1/2-1/2' : text[i] === '1' ? '1-0' : '0-1';
        if (k - i === 3 && result === '1/2-1/2') halfResult(r, i);
        m.resultOffset = i;
        i = k;
        break;
      }
      k = scan(MOVE_NUMBER, text, i);
      if (k > 0) {
        i = k;
        continue;
      }
      k = scan(strict ? TOKEN : LENIENT_TOKEN, text, i);
      k = Math.max(k, scan(EN_PASSANT, text, k));
      const token = text.slice(i, k);
      const value = POSITION_GLYPH_NAGS.get(token);
      if (value !== undefined) {
        if (strict) throw syntax(`position glyph ${token} (lenient mode only)`, i, k - i);
        if (!moved) throw syntax('annotation before any move', i, k - i);
        addNag(m, value);
        warn?.('noncanonical', `position glyph ${token} for $${value}`, i, k - i);
        i = k;
        continue;
      }
      const glued = strict ? 0 : (GLUED_RESULT.exec(token)?.[1]?.length ?? 0);
      addMove(r, m, i, k - glued);
      moved = true;
      i = k;
      if (glued > 0) {
        m.resultOffset = k - glued;
        result = text.slice(k - glued, k) as GameResult;
        warn?.('noncanonical', `the result ${result} glued to the move`, k - glued, glued);
        break;
      }
    }
  }
  if (m.outer.length > 0) throw syntax('unclosed variation', m.line.open, 1);
  m.result = result;
  // after the result: comments (they go to the last move) and blanks; other text is the next game's, and a `{`
  // never closed the next stretch's error, not this finished game's
  while (result !== undefined && i < n) {
    const c = text.charCodeAt(i);
    if (isBlank(c)) {
      i++;
      continue;
    }
    const k = c === 123 || c === 59 ? commentEnd(text, i, c) : -1;
    if (k < 0) break;
    addComment(m, commentAt(text, i, k));
    i = k;
  }
  return i;
}

/** The end of the `{…}` (-1: never closed) or `;` comment (`c`) at `i`. */
function commentEnd(text: string, i: number, c: number): number {
  if (c === 59) return lineEnd(text, i + 1);
  const k = text.indexOf('}', i + 1);
  return k < 0 ? k : k + 1;
}

/** The text of the comment `[i, k)`, trimmed. */
function commentAt(text: string, i: number, k: number): string {
  return text.slice(i + 1, text[i] === '{' ? k - 1 : k).trim();
}

/** `1/2` read for a draw at `at`: warned in lenient mode; strict throws. */
export function halfResult(r: Reading, at: number): '1/2-1/2' {
  if (r.strict) throw syntax('1/2 for the draw 1/2-1/2 (lenient mode only)', at, 3);
  r.warn?.('noncanonical', '1/2 for the draw 1/2-1/2', at, 3);
  return '1/2-1/2';
}
