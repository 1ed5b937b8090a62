/**
 * Character-level scanner shared by the ICN parsers: charCode scanning, no regular expressions,
 * canonical-integer checks, bounded bigint reading and the lenient/strict diagnostic policy.
 */
import { IcnError, type IcnErrorCode, type IcnFinding } from './errors.js';
import { pieceFromCode, pieceFromLetters } from './pieces.js';
import type { PieceRef, IcnSquare } from './types.js';

/** Character codes used by the scanner. */
export const C = {
  tab: 9,
  lf: 10,
  cr: 13,
  space: 32,
  bang: 33,
  quote: 34,
  hash: 35,
  percent: 37,
  lparen: 40,
  rparen: 41,
  plus: 43,
  comma: 44,
  minus: 45,
  dot: 46,
  slash: 47,
  d0: 48,
  d9: 57,
  colon: 58,
  semi: 59,
  eq: 61,
  gt: 62,
  question: 63,
  lbracket: 91,
  rbracket: 93,
  underscore: 95,
  x: 120,
  lbrace: 123,
  pipe: 124,
  rbrace: 125,
} as const;

/** Whether `c` is an ASCII digit. */
export function isDigit(c: number): boolean {
  return c >= 48 && c <= 57;
}

/** Whether `c` is an ASCII letter. */
export function isLetter(c: number): boolean {
  return (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
}

/** Whether `c` is white space (space, tab, CR, LF, FF, VT). */
export function isSpace(c: number): boolean {
  return c === 32 || (c >= 9 && c <= 13);
}

/**
 * End of the run of digits at `from`, looking at most `max + 1` digits: a result past `from + max` means
 * the run is longer than `max` (and was not read to its end).
 */
export function digitsEnd(s: string, from: number, n: number, max: number): number {
  const stop = Math.min(n, from + max + 1);
  let j = from;
  while (j < stop && isDigit(s.charCodeAt(j))) j++;
  return j;
}

let smallInts: bigint[] | undefined;
const SMALL = 4096;

/** A bigint for a safe integer, cached for small values (no allocation on the hot path). */
export function toBigInt(n: number): bigint {
  if (n > -SMALL && n < SMALL) {
    if (smallInts === undefined) {
      smallInts = new Array<bigint>(2 * SMALL);
      for (let i = 0; i < 2 * SMALL; i++) smallInts[i] = BigInt(i - SMALL);
    }
    return smallInts[n + SMALL]!;
  }
  return BigInt(n);
}

/** Limits and mode of a scan. */
export interface ScanOptions {
  readonly strict: boolean;
  /** Longest integer (digits) accepted; longer ones are `number-too-large`. */
  readonly maxDigits: number;
}

/**
 * A cursor over the input with the diagnostic policy: `questionable()` is an error in strict mode
 * and a warning in lenient mode; `fail()` always throws.
 */
export class Scanner {
  readonly s: string;
  readonly n: number;
  i = 0;
  readonly strict: boolean;
  readonly maxDigits: number;
  readonly warnings: IcnFinding[] = [];
  /** The value of the last integer `readInt` read as a plain number when it has at most 15 digits, else NaN. */
  lastSmall = Number.NaN;
  /** Count of things read in a non-canonical form (leading zeros, `-0`, piece codes off the letter table). */
  inexact = 0;
  /** `lastSmall` of the x and y of the last square `readSquare` read. */
  squareX = Number.NaN;
  squareY = Number.NaN;
  private readonly seen = new Set<string>();

  constructor(s: string, options: ScanOptions, start = 0, end = s.length) {
    this.s = s;
    this.i = start;
    this.n = end;
    this.strict = options.strict;
    this.maxDigits = options.maxDigits;
  }

  /** Throws an `IcnError`. */
  fail(code: IcnErrorCode, message: string, offset = this.i, length = 1): never {
    throw new IcnError(code, message, offset, length);
  }

  /** Strict: throws; lenient: records a warning and returns. */
  questionable(code: IcnErrorCode, message: string, offset: number, length: number): void {
    if (this.strict) throw new IcnError(code, message, offset, length);
    this.warn(code, message, offset, length);
  }

  /** Records a warning (in both modes). */
  warn(code: IcnErrorCode, message: string, offset: number, length: number): void {
    const key = `${code}@${offset}`;
    if (this.seen.has(key) || this.warnings.length >= 1000) return;
    this.seen.add(key);
    this.warnings.push({ code, severity: 'warning', message, offset, length });
  }

  /** Char code at the cursor (NaN at the end). */
  peek(k = 0): number {
    const j = this.i + k;
    return j < this.n ? this.s.charCodeAt(j) : Number.NaN;
  }

  /** Skips white space; returns how many characters were skipped. */
  skipSpace(): number {
    const from = this.i;
    while (this.i < this.n && isSpace(this.s.charCodeAt(this.i))) this.i++;
    return this.i - from;
  }

  /** Index of the next white space (or the end) from `from`. */
  tokenEnd(from = this.i): number {
    let j = from;
    while (j < this.n && !isSpace(this.s.charCodeAt(j))) j++;
    return j;
  }

  /**
   * Reads an integer at the cursor (`-`? digits). Non-canonical forms (leading zeros, `-0`) are
   * questionable. Returns `undefined` (cursor unchanged) if there is no integer here.
   */
  readInt(allowMinus = true): bigint | undefined {
    const s = this.s;
    const start = this.i;
    let j = start;
    let neg = false;
    if (allowMinus && j < this.n && s.charCodeAt(j) === C.minus) {
      neg = true;
      j++;
    }
    const d0 = j;
    // stop one digit past the limit: a longer run is rejected without being read to its end
    const stop = Math.min(this.n, d0 + this.maxDigits + 1);
    let v = 0;
    while (j < stop) {
      const c = s.charCodeAt(j);
      if (c < 48 || c > 57) break;
      v = v * 10 + (c - 48);
      j++;
    }
    const nd = j - d0;
    if (nd === 0) return undefined;
    this.i = j;
    this.lastSmall = Number.NaN;
    if (nd > 1 && s.charCodeAt(d0) === C.d0) {
      this.inexact++;
      this.questionable('non-canonical-integer', 'Integer has leading zeros', start, j - start);
    }
    if (nd > this.maxDigits) this.fail('number-too-large', 'Integer has too many digits', start, j - start);
    if (nd <= 15) {
      if (neg && v === 0) this.inexact++;
      if (neg && v === 0) this.questionable('non-canonical-integer', 'Negative zero', start, j - start);
      this.lastSmall = neg ? -v : v;
      return toBigInt(this.lastSmall);
    }
    const b = BigInt(s.slice(d0, j));
    return neg ? -b : b;
  }

  /** Reads `int,int`; `undefined` (cursor unchanged) if there is none here. */
  readSquare(): IcnSquare | undefined {
    const start = this.i;
    const x = this.readInt();
    if (x === undefined) return undefined;
    const xs = this.lastSmall;
    if (this.i >= this.n || this.s.charCodeAt(this.i) !== C.comma) {
      this.i = start;
      return undefined;
    }
    this.i++;
    const y = this.readInt();
    if (y === undefined) {
      this.i = start;
      return undefined;
    }
    this.squareX = xs;
    this.squareY = this.lastSmall;
    return [x, y];
  }

  /**
   * Reads a non-negative plain number (`whole`) that must be a safe integer. Returns `undefined`
   * (cursor unchanged) if there are no digits here.
   */
  readWhole(): number | undefined {
    const s = this.s;
    const start = this.i;
    let j = start;
    const stop = Math.min(this.n, start + 17); // one digit past the 16 a safe integer can have
    while (j < stop && isDigit(s.charCodeAt(j))) j++;
    if (j === start) return undefined;
    this.i = j;
    if (j - start > 1 && s.charCodeAt(start) === C.d0) {
      this.questionable('non-canonical-integer', 'Integer has leading zeros', start, j - start);
    }
    if (j - start > 16) this.fail('number-too-large', 'Number is above 2^53', start, j - start);
    const v = Number(s.slice(start, j));
    if (!Number.isSafeInteger(v)) this.fail('number-too-large', 'Number is above 2^53', start, j - start);
    return v;
  }

  /**
   * Reads a piece code `[digits] letters` at the cursor. In strict mode at most 2 letters.
   * Returns the raw span (`undefined` if none) — resolution is left to `resolvePiece`.
   */
  readPieceCodeSpan(): { start: number; end: number } | undefined {
    const s = this.s;
    const start = this.i;
    let j = digitsEnd(s, start, this.n, this.maxDigits);
    const l0 = j;
    while (j < this.n && isLetter(s.charCodeAt(j))) j++;
    if (j === l0) return undefined;
    this.i = j;
    return { start, end: j };
  }

  /**
   * Reads a 1–2 letter piece code without a player number (`Q`, `q`, `AM`, `ob`) through a table and
   * returns its (shared) piece; `undefined`, cursor unchanged, for anything else (left to the slow path).
   */
  readLetterPiece(): PieceRef | undefined {
    const s = this.s;
    const i = this.i;
    const c1 = i < this.n ? s.charCodeAt(i) : -1;
    if (!isLetter(c1)) return undefined;
    let c2 = i + 1 < this.n ? s.charCodeAt(i + 1) : -1;
    let len = 2;
    if (!isLetter(c2)) {
      c2 = -1;
      len = 1;
    } else if (i + 2 < this.n && isLetter(s.charCodeAt(i + 2))) return undefined;
    const ref = pieceFromLetters(c1, c2);
    if (ref !== undefined) this.i = i + len;
    return ref;
  }

  /** Resolves a piece code span; unknown codes are `unknown-piece` errors. */
  resolvePiece(start: number, end: number): PieceRef {
    const code = this.s.slice(start, end);
    const p = end - start <= 12 ? pieceFromCode(code) : undefined;
    if (p === undefined)
      this.fail('unknown-piece', `Unknown piece abbreviation (${code.slice(0, 12)})`, start, end - start);
    return p;
  }
}
