/**
 * The character classes and square readers of the SAN lexer (`lexer.ts`): digits and letters, file names (`a`, and
 * `aa`, `aaa` past 26 files), ranks, whole squares, and the squares of a swap chain and a wall (issue #90).
 */
import { type Dialect, squareName } from './dialect.js';
import { SanError } from '../shared/errors.js';

/** Whether a char code is an ASCII digit. */
export function isDigit(code: number): boolean {
  return code >= 48 && code <= 57;
}

/** Whether a char code is an ASCII lower-case letter. */
export function isLower(code: number): boolean {
  return code >= 97 && code <= 122;
}

/** Whether a char code is an ASCII letter. */
export function isLetter(code: number): boolean {
  return (code >= 65 && code <= 90) || (code >= 97 && code <= 122);
}

/** A `syntax` error at `offset`. */
export function syntax(message: string, offset: number, length: number): SanError {
  return new SanError('syntax', message, offset, length);
}

/**
 * A `syntax` error at `offset` where a file's name was due, naming the board's files: `expected a file letter
 * (a–h)` on 8 files, `(a–j)` on 10, `(a–dd)` on 30.
 */
export function noFile(d: Dialect, offset: number, length: number): SanError {
  return syntax(`expected a file letter (a–${d.fileNames[d.files - 1]})`, offset, length);
}

/**
 * The 0-based file whose name (`a`, or `aa`, `aaa` on boards wider than 26 files) has its last (`dir` -1) or
 * first (`dir` 1) letter at `at`, repeating at most `room` letters toward `dir`; -1 when there is none. Its
 * name is `fileLength(file)` letters long.
 */
export function fileRun(text: string, at: number, dir: 1 | -1, room: number, d: Dialect): number {
  const c = text.charCodeAt(at);
  if (!isLower(c)) return -1;
  const base = c - 97;
  if (d.files <= 26) return base < d.files ? base : -1;
  return wideFile(text, at, dir, room, d, c);
}

/** `fileRun` on boards wider than 26 files: the letter `c` repeated up to three times. */
function wideFile(text: string, at: number, dir: 1 | -1, room: number, d: Dialect, c: number): number {
  let run = 1;
  while (run < 3 && run < room && text.charCodeAt(at + dir * run) === c) run++;
  for (; run >= 1; run--) {
    const index = (run - 1) * 26 + c - 97;
    if (index < d.files) return index;
  }
  return -1;
}

/** Letters in the name of a file (`a` … `z`, then `aa` … `zz`, `aaa` …). */
export function fileLength(file: number): number {
  return ((file / 26) | 0) + 1;
}

/** Parses the rank digits `text[s, e)`; returns the 0-based rank or throws. */
export function rankOf(text: string, s: number, e: number, d: Dialect): number {
  if (text.charCodeAt(s) === 48 || e - s > 3) throw syntax('invalid rank', s, e - s);
  let value = 0;
  for (let k = s; k < e; k++) value = value * 10 + (text.charCodeAt(k) - 48);
  if (value > d.ranks) throw syntax('rank outside the board', s, e - s);
  return value - 1;
}

/** The squares `~a4~g2` of a swap chain in `text[t, i)` (each after a `~`), in order. */
export function swapSquares(text: string, t: number, i: number, d: Dialect): string[] {
  const squares: string[] = [];
  while (t < i) {
    let k = text.indexOf('~', t + 1);
    if (k < 0 || k > i) k = i;
    squares.push(squareAt(text, t + 1, k, d));
    t = k;
  }
  return squares;
}

/** The square written exactly in `text[s, e)` (file letters, then rank digits), or a `syntax` error. */
export function squareAt(text: string, s: number, e: number, d: Dialect): string {
  const file = s < e ? fileRun(text, s, 1, e - s, d) : -1;
  if (file < 0) throw syntax('expected a square', s, Math.max(0, e - s));
  const r = s + fileLength(file);
  if (r >= e || !isDigit(text.charCodeAt(r))) throw syntax('expected a rank', r, Math.max(0, e - r));
  for (let k = r; k < e; k++) if (!isDigit(text.charCodeAt(k))) throw syntax('unexpected character', k, 1);
  return squareName(d, file, rankOf(text, r, e, d));
}

/** Where the comma of a wall square (`,b1` at the end of `text[start, e)`) is, or -1. */
export function wallComma(text: string, start: number, e: number): number {
  let k = e;
  while (k > start && isDigit(text.charCodeAt(k - 1))) k--;
  if (k === e) return -1;
  const digits = k;
  while (k > start && isLower(text.charCodeAt(k - 1))) k--;
  return k < digits && k > start && text.charCodeAt(k - 1) === 44 ? k - 1 : -1;
}
