/**
 * The movetext of one game, read in one pass by the chess reader (`read.ts`) straight into the arrays of its
 * `MoveTape` (as the shared tree builder, `pgn/game-builder.ts`, grows them): move numbers, moves, comments, NAGs
 * and glyphs, variations, the result and the comments after it — the tokens and lenient forms the shared token
 * grammar (`pgn/tokens.ts`, tree mode in a PGN file) reads, with its warnings and its errors at the same offsets.
 * Runs are found by sticky expressions of one character class each (`scan`), which never backtrack.
 */
import { SanError } from '../shared/errors.js';
import type { SAN } from '../shared/types.js';
import { GLYPH_NAGS, POSITION_GLYPH_NAGS } from '../move/glyphs.js';
import { EMPTY, type MoveNotes } from '../game/tape.js';
import type { GameResult } from '../game/tree.js';
import { atLineStart, isBlank, lex, lineEnd, type Reading, scan, syntax } from './reading.js';

/**
 * A move token; in lenient mode ([0]) a comma ends it too, but for one a wall's square follows to the token's end
 * (`e4,d5`: `wallFollows` of `pgn/rules.ts`).
 */
const TOKENS = [
  /(?:[^\t-\r \xa0\ufeff{}();$[\],]|,(?=([a-z])\1*\d+\W*(?![^\t-\r \xa0\ufeff{}();$[\]])))*/y,
  /[^\t-\r \xa0\ufeff{}();$[\]]*/y,
];
/** Ends at a delimiter (blanks, `{}();$[]`) or the end of the text. */
const DELIMITED = /(?![^\t-\r \xa0\ufeff{}();$[\]])/y;
/** A separate `e.p.` or `ep` after a move, part of its token. */
const EN_PASSANT = /[ \t]+e(?:\.p\.|p)(?![^\t-\r \xa0\ufeff{}();$[\]])/y;
/** A move number (`12.`, `12...`, `12…`, a lone `12`), not castling written with zeros. */
const MOVE_NUMBER = /(?!0[-0])\d+(?:[.…]+|(?![^\t-\r \xa0\ufeff{}();$[\]]))/y;
const DOTS = /[.…]*/y;
/** Results, lenient ([0]: en and em dashes, `1/2` for the draw) and strict ([1]). */
const RESULTS = [
  /(?:1[-–—]0|0[-–—]1|1\/2[-–—]1\/2|1\/2)(?![^\t-\r \xa0\ufeff{}();$[\]])/y,
  /(?:1-0|0-1|1\/2-1\/2)(?![^\t-\r \xa0\ufeff{}();$[\]])/y,
];
/** What starts an annotation: a NAG's `$` or a glyph. */
const ANNOTATION = /[$!?‼⁇-⁉]/y;
const NAG = /\$\d{0,4}/y;
const GLYPH = /[!?‼⁇-⁉]{1,3}/y;
/** A move that a result is glued to (`Qd61-0`, lenient mode). */
const GLUED_RESULT = /^[A-Za-z][\s\S]+(1-0|0-1|1\/2-1\/2)$/;
/** Blanks that may stand between the line feeds of a blank line, and blanks. */
const LINE_BLANKS = /[ \t\r]*/y;
const BLANKS = /[\t-\r \xa0\ufeff]*/y;

/** A game's movetext as read: the arrays of its `MoveTape`, the comments before its first move, its result. */
export interface Movetext {
  /** Move `k`'s SAN record is `sans[k - 1]`. */
  readonly sans: SAN[];
  /** `MoveTape.cells`: offset, length, first child and next sibling of each node (node 0 the root). */
  readonly cells: number[];
  readonly notes: Map<number, MoveNotes> | undefined;
  readonly comments: string[];
  readonly result: GameResult | undefined;
  readonly resultOffset: number;
  /** Where reading stopped: the end, a `[`, text after the result, or a blank line before `1.` ending the game. */
  readonly end: number;
}

/** A line being read: where its next move goes, where a variation of its last move branches. */
interface Line {
  /** Node the next move of this line is appended to (0: the root). */
  node: number;
  /** Parent of the last move of this line (where a variation branches), or -1 before it. */
  branch: number;
  /** Last move of this line, or 0 before it. */
  last: number;
  /** Comments waiting for the first move of this line. */
  pending: string[] | undefined;
  /** Offset of the `(` that opened it (the root's: -1). */
  readonly open: number;
}

/** The notes of a move as they are read (`MoveNotes`, its lists grown in place). */
interface Notes {
  startingComments: string[];
  comments: string[];
  nags: number[];
}

/** Reads the movetext from `i`, its result and the comments after it included. Throws an unlocated `SanError`. */
export function readMovetext(r: Reading, i: number): Movetext {
  const { text, strict, warn } = r;
  const n = text.length;
  const sans: SAN[] = [];
  const cells = [0, 0, 0, 0];
  /** The last child of each node so far (where its next child is linked). */
  const lastChild = [0];
  let notes: Map<number, Notes> | undefined;
  const comments: string[] = [];
  /** The lines the open variations branched from, outermost first. */
  const outer: Line[] = [];
  let line: Line = { node: 0, branch: -1, last: 0, pending: undefined, open: -1 };
  /** Whether the current line has a move (a NAG or a variation needs one). */
  let moved = false;
  let result: GameResult | undefined;
  let resultOffset = -1;
  const notesOf = (k: number): Notes => {
    let note = (notes ??= new Map()).get(k);
    if (note === undefined) {
      const glyph = sans[k - 1]!.nag;
      note = { startingComments: EMPTY, comments: EMPTY, nags: glyph === undefined ? EMPTY : [glyph] };
      notes.set(k, note);
    }
    return note;
  };
  /** A comment: after the line's last move, before the game's first, or waiting for the variation's first. */
  const comment = (value: string): void => {
    if (line.last !== 0) {
      const note = notesOf(line.last);
      (note.comments === EMPTY ? (note.comments = []) : note.comments).push(value);
    } else if (outer.length === 0) comments.push(value);
    else (line.pending ??= []).push(value);
  };
  const nag = (value: number): void => {
    const note = notesOf(line.last);
    (note.nags === EMPTY ? (note.nags = []) : note.nags).push(value);
  };
  /** The move `[i, end)`: the next child of the line's node (`game-too-long` past `limits.maxMoves`). */
  const move = (end: number): void => {
    const max = r.limits.maxMoves;
    if (sans.length >= max)
      throw new SanError('game-too-long', `a game of more than ${max} moves (limits.maxMoves)`, i, end - i);
    const m = sans.push(lex(r, i, end));
    cells.push(i, end - i, 0, 0);
    lastChild[m] = 0;
    if (line.pending !== undefined) {
      notesOf(m).startingComments = line.pending;
      line.pending = undefined;
    }
    const parent = line.node;
    const previous = lastChild[parent]!;
    cells[previous === 0 ? parent * 4 + 2 : previous * 4 + 3] = m;
    lastChild[parent] = m;
    line.branch = parent;
    line.node = line.last = m;
    moved = true;
  };
  while (i < n) {
    const c = text.charCodeAt(i);
    if ((c | 32) >= 97 && (c | 32) <= 122) {
      // a move starting with a letter (most tokens): lenient mode reads a result glued to it
      const k = tokenEnd(text, i, strict);
      const d = text.charCodeAt(k - 2);
      const glued =
        strict || (d !== 45 && d !== 47) ? 0 : (GLUED_RESULT.exec(text.slice(i, k))?.[1]?.length ?? 0);
      move(k - glued);
      i = k;
      if (glued > 0) {
        resultOffset = k - glued;
        result = text.slice(resultOffset, k) as GameResult;
        warn?.('noncanonical', `the result ${result} glued to the move`, resultOffset, glued);
        break;
      }
    } else if (isBlank(c)) {
      i++;
      // In a PGN file, a game without a result ends at a blank line followed by `1.`; the blanks up to there
      // are skipped at once (each line feed's look ahead would reach the same place).
      const k = c === 10 && moved && outer.length === 0 ? scan(LINE_BLANKS, text, i) : -1;
      if (text.charCodeAt(k) === 10) {
        i = scan(BLANKS, text, k);
        if (text.startsWith('1.', i)) break;
      }
    } else if (c === 37 && atLineStart(text, i)) i = lineEnd(text, i);
    else if (c === 123 || c === 59) {
      const k = commentEnd(text, i);
      if (k < 0) throw syntax('unterminated comment', i, n - i);
      comment(commentAt(text, i, k));
      i = k;
    } else if (c === 125 || c === 93) throw syntax('unexpected character', i, 1);
    else if (c === 91) break;
    else if (c === 40) {
      if (!moved) throw syntax('variation before any move', i, 1);
      if (outer.length >= r.limits.maxDepth)
        throw new SanError('nesting-too-deep', 'variations nested too deeply', i, 1);
      outer.push(line);
      line = { node: line.branch, branch: -1, last: 0, pending: undefined, open: i++ };
      moved = false;
    } else if (c === 41) {
      if (outer.length === 0) throw syntax('unmatched )', i, 1);
      // the variation's comments after no move go to the line it branched from
      const leftover = line.pending;
      line = outer.pop()!;
      leftover?.forEach(comment);
      moved = true;
      i++;
    } else if (scan(ANNOTATION, text, i) > 0) {
      const [k, value] = annotation(text, i);
      if (!moved) throw syntax('annotation before any move', i, k - i);
      nag(value);
      i = k;
    } else if (c === 42) {
      result = '*';
      resultOffset = i++;
      break;
    } else {
      let k = separatorEnd(r, i, c);
      if (k !== i) {
        i = k;
        continue;
      }
      k = c >= 48 && c <= 57 ? scan(RESULTS[strict ? 1 : 0]!, text, i) : -1;
      if (k > 0) {
        result = text[i + 1] === '/' ? '1/2-1/2' : text[i] === '1' ? '1-0' : '0-1';
        if (k - i === 3 && result === '1/2-1/2') halfResult(r, i);
        resultOffset = i;
        i = k;
        break;
      }
      k = c >= 48 && c <= 57 ? scan(MOVE_NUMBER, text, i) : -1;
      if (k > 0) {
        i = k;
        continue;
      }
      k = tokenEnd(text, i, strict);
      const token = text.slice(i, k);
      const value = POSITION_GLYPH_NAGS.get(token);
      if (value === undefined) move(k);
      else {
        if (strict) throw syntax(`position glyph ${token} (lenient mode only)`, i, k - i);
        if (!moved) throw syntax('annotation before any move', i, k - i);
        nag(value);
        warn?.('noncanonical', `position glyph ${token} for $${value}`, i, k - i);
      }
      i = k;
    }
  }
  if (outer.length > 0) throw syntax('unclosed variation', line.open, 1);
  const end = result === undefined ? i : afterResult(text, i, comment);
  return { sans, cells, notes, comments, result, resultOffset, end };
}

/**
 * Reads what follows a game's result from `i`: comments (told to `comment`: they go to the last move) and blanks;
 * other text is the next game's, and a `{` never closed the next stretch's error, not this finished game's.
 * Returns where reading stopped.
 */
function afterResult(text: string, i: number, comment: (value: string) => void): number {
  while (i < text.length) {
    if (isBlank(text.charCodeAt(i))) {
      i++;
      continue;
    }
    const k = commentEnd(text, i);
    if (k < 0) break;
    comment(commentAt(text, i, k));
    i = k;
  }
  return i;
}

/**
 * The end of the move token at `i` (at a delimiter; in lenient mode a comma too: `9. Bxe7, Qxe7`), a separate
 * `e.p.` or `ep` after it included.
 */
function tokenEnd(text: string, i: number, strict: boolean): number {
  const k = scan(TOKENS[strict ? 1 : 0]!, text, i);
  return Math.max(k, scan(EN_PASSANT, text, k));
}

/** The end of the `{…}` or `;` comment at `i`; -1 where none is (or a `{` is never closed). */
function commentEnd(text: string, i: number): number {
  if (text[i] === ';') return lineEnd(text, i + 1);
  const k = text[i] === '{' ? text.indexOf('}', i + 1) : -1;
  return k < 0 ? k : k + 1;
}

/** The text of the comment `[i, k)`, trimmed. */
function commentAt(text: string, i: number, k: number): string {
  return text.slice(i + 1, text[i] === '{' ? k - 1 : k).trim();
}

/** Whether a token ending at `k` is delimited: a delimiter follows it, or the end. */
function delimitedAt(text: string, k: number): boolean {
  return scan(DELIMITED, text, k) >= 0;
}

/** The end of the NAG (`$n`) or glyph (`!`, `?!`, …) at `i` and its value; a malformed one is a `syntax` error. */
function annotation(text: string, i: number): [number, number] {
  const nag = text[i] === '$';
  const k = scan(nag ? NAG : GLYPH, text, i);
  const value = nag ? Number(text.slice(i + 1, k)) : GLYPH_NAGS[text.slice(i, k) as keyof typeof GLYPH_NAGS];
  if (!delimitedAt(text, k) || (nag ? k === i + 1 || value > 255 : value === undefined))
    throw syntax(nag ? 'invalid NAG' : 'invalid annotation glyph', i, k - i);
  return [k, value];
}

/**
 * The end of what separates tokens at `i` (`c`: `.`, `…`, `,`) without being one: a lone run of dots; in lenient
 * mode also, warned, a comma between moves and two dots or more glued to Black's move. `i` where there is none.
 */
function separatorEnd(r: Reading, i: number, c: number): number {
  const text = r.text;
  if (c !== 44 && c !== 46 && c !== 0x2026) return i;
  const k = c === 44 ? i + 1 : scan(DOTS, text, i);
  if (c !== 44 && delimitedAt(text, k)) return k;
  if (r.strict || (c !== 44 && !((k - i >= 2 || c === 0x2026) && /[A-Za-z0]/.test(text[k] ?? '')))) return i;
  r.warn?.('noncanonical', c === 44 ? 'a comma between moves' : 'dots glued to the move', i, k - i);
  return k;
}

/** `1/2` read for a draw at `at`: warned in lenient mode; strict throws. */
export function halfResult(r: Reading, at: number): '1/2-1/2' {
  if (r.strict) throw syntax('1/2 for the draw 1/2-1/2 (lenient mode only)', at, 3);
  r.warn?.('noncanonical', '1/2 for the draw 1/2-1/2', at, 3);
  return '1/2-1/2';
}
