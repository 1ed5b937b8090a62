/**
 * What the one-pass chess reader (`read.ts`) knows of the text it reads — the text, strict or lenient, the caps,
 * where warnings go — its SAN records of moves (lexed once per token), and the character rules the tag and
 * movetext readers share (PGN's, as `pgn/rules.ts` states them for every reader).
 */
import type { LineCursor } from '@x/core/notation';
import { SanError, type SanErrorCode } from '../shared/errors.js';
import type { SanLimits } from '../shared/limits.js';
import type { SAN } from '../shared/types.js';
import { chessLexer } from '../chess/lexer.js';

/** Reports a lenient form at `offset`/`length`, located by the reader's cursor. */
export type Warn = (code: SanErrorCode, message: string, offset: number, length: number) => void;

/** How a text is read (one per `parsePgn` call). */
export interface Reading {
  readonly text: string;
  readonly strict: boolean;
  readonly limits: SanLimits;
  /** A cursor over `text` for the lines and columns of warnings. */
  readonly lines: LineCursor;
  readonly warn: Warn | undefined;
  /**
   * The tag names read last at each place of a game's tag pairs: games of a file mostly list the same tags in the
   * same order, so their names are a few strings (hashed once by the maps of headers), not new ones per game.
   */
  readonly names: string[];
}

/** Warning-free SAN records by token, lenient ([0]) and strict ([1]): moves written alike share one. */
const SHARED: [Map<number | string, SAN>, Map<number | string, SAN>] = [new Map(), new Map()];

/** The SAN record of the move token `[start, end)`, its warnings located and told; throws `SanError`. */
export function lex(r: Reading, start: number, end: number): SAN {
  const { text, strict } = r;
  const shared = SHARED[strict ? 1 : 0];
  // a token of 4 ASCII characters or less (`e4`, `Nf3`, `exd5`, `O-O`) by a number (its characters' codes plus one
  // as digits of base 129: no digit is 0, so no two tokens share one; no string made and hashed), any other by its
  // text
  let token: number | string = 0;
  let high = end - start > 4 ? 128 : 0;
  for (let k = start; k < end && high < 128; k++) {
    const c = text.charCodeAt(k);
    high |= c;
    token = token * 129 + c + 1;
  }
  if (high > 127) token = text.slice(start, end);
  let san = shared.get(token);
  if (san === undefined) {
    san = chessLexer(text, start, end, strict);
    if (san.diagnostics.length > 0) {
      san = { ...san, diagnostics: san.diagnostics.map((w) => ({ ...w, ...r.lines.locate(w.offset) })) };
      for (const w of san.diagnostics) r.warn?.(w.code, w.message, w.offset, w.length);
      // at most 4096 records a mode (beyond, each token is lexed)
    } else if (shared.size < 4096) shared.set(token, san);
  }
  return san;
}

/** A `syntax` error at `offset`/`length`. */
export function syntax(message: string, offset: number, length: number): SanError {
  return new SanError('syntax', message, offset, length);
}

/**
 * Where the sticky expression `re` (a run of one class: no backtracking) matches at `i` of `text` ends, or -1.
 */
export function scan(re: RegExp, text: string, i: number): number {
  re.lastIndex = i;
  return re.test(text) ? re.lastIndex : -1;
}

/**
 * Whether `c` is a blank between tokens: space, tab, LF, VT, FF, CR, and the no-break space and byte order mark
 * that files from the wild hold (`isBlank` of `pgn/rules.ts`).
 */
export function isBlank(c: number): boolean {
  return c === 32 || (c >= 9 && c <= 13) || c === 0xa0 || c === 0xfeff;
}

/** Skips tag spaces (space, tab, no-break space) from `i`. */
export function tagSpaces(text: string, i: number): number {
  for (let c = text.charCodeAt(i); c === 32 || c === 9 || c === 0xa0; c = text.charCodeAt(++i));
  return i;
}

/** The rest of a line. */
const REST_OF_LINE = /[^\n\r]*/y;

/** Where the line holding `i` ends (its `\n` or `\r`, else the end). */
export function lineEnd(text: string, i: number): number {
  return scan(REST_OF_LINE, text, i);
}

/** Whether `i` is the start of a line (where a `%` escapes the rest of it). */
export function atLineStart(text: string, i: number): boolean {
  return i === 0 || text[i - 1] === '\n' || text[i - 1] === '\r';
}

/** Skips blanks and `%` escape lines (a `%` first on its line escapes the rest of it) from `i`. */
export function skipBlank(text: string, i: number): number {
  for (;;) {
    const c = text.charCodeAt(i);
    if (isBlank(c)) i++;
    else if (c === 37 && atLineStart(text, i)) i = lineEnd(text, i);
    else return i;
  }
}
