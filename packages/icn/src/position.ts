/**
 * The piece list `[n]code x,y[+]|…` and the preset sections `Squares:` and `Rays:`.
 */
import { C, digitsEnd, isDigit, isLetter, type Scanner } from './lexer.js';
import { squareText } from './errors.js';
import { rememberSource } from './source-text.js';
import type { IcnPiece, PieceRef, PresetRay, IcnSquare } from './types.js';

/**
 * Parses a piece list at the cursor up to the end of the token (white space or end of range).
 * Duplicate squares: the last entry wins (in the place of the first), with a `duplicate-square` warning.
 */
export function parsePosition(sc: Scanner): IcnPiece[] {
  const from = sc.i;
  const inexact = sc.inexact;
  // First pass: small squares are only collected, then checked for repeats by sorting (much cheaper than a
  // Map of 10^4+ entries). Only a list that repeats a square is read again with the exact index.
  const quick = readPieces(sc, new SquareIndex(false));
  if (quick !== undefined) {
    if (sc.inexact === inexact) rememberSource(quick, sc.s, from, sc.i);
    return quick;
  }
  sc.i = from;
  return readPieces(sc, new SquareIndex(true))!;
}

/** Reads the entries; `undefined` when a repeated square is found after the fact (`index` not exact). */
function readPieces(sc: Scanner, index: SquareIndex): IcnPiece[] | undefined {
  const s = sc.s;
  const pieces: IcnPiece[] = [];
  for (;;) {
    const entryAt = sc.i;
    const ref = sc.readLetterPiece() ?? readPieceCode(sc);
    const squareAt = sc.i;
    const exactBefore = sc.inexact;
    const square = sc.readSquare();
    if (square === undefined) sc.fail('bad-position', 'Expected a square after the piece code', sc.i, 1);
    const squareEnd = sc.i;
    let specialRight = false;
    if (s.charCodeAt(sc.i) === C.plus && sc.i < sc.n) {
      specialRight = true;
      sc.i++;
    }
    const piece: IcnPiece = { type: ref.type, player: ref.player, square, specialRight };
    const prev = SquareIndex.isSmall(sc.squareX, sc.squareY)
      ? index.addSmall(sc.squareX, sc.squareY, pieces.length)
      : index.addBig(
          // the text itself when canonical: huge coordinates are not converted back to decimal
          sc.inexact === exactBefore ? s.slice(squareAt, squareEnd) : `${square[0]},${square[1]}`,
          pieces.length,
        );
    if (prev < 0) pieces.push(piece);
    else {
      if (!index.exact) return undefined;
      sc.warn(
        'duplicate-square',
        `Square ${squareText(square)} is listed twice; the last entry wins`,
        entryAt,
        sc.i - entryAt,
      );
      pieces[prev] = piece;
    }
    if (sc.i >= sc.n) break;
    const c = s.charCodeAt(sc.i);
    if (c === C.pipe) {
      sc.i++;
      continue;
    }
    if (c === 32 || (c >= 9 && c <= 13)) break;
    sc.fail('bad-position', 'Position must be followed by white space or the end', sc.i, 1);
  }
  return index.repeats() ? undefined : pieces;
}

/** The slow path of a piece code: a player-number prefix, or an error for a bad or unknown code. */
function readPieceCode(sc: Scanner): PieceRef {
  sc.inexact++;
  const span = sc.readPieceCodeSpan();
  if (span === undefined) sc.fail('bad-position', 'Expected a piece entry', sc.i, 1);
  let letters = 0;
  for (let j = span.end - 1; j >= span.start && isLetter(sc.s.charCodeAt(j)); j--) letters++;
  if (letters > 2) sc.fail('unknown-piece', 'Piece code too long', span.start, span.end - span.start);
  return sc.resolvePiece(span.start, span.end);
}

const SMALL_COORD = 2 ** 25;

/**
 * Index of the squares of a piece list: number keys for coordinates below 2^25, canonical text beyond.
 * Exact: small keys in a `Map` (each repeat found where it is). Not exact: small keys only collected, and
 * `repeats()` tells afterwards whether any square came twice.
 */
class SquareIndex {
  private small: Map<number, number> | undefined;
  private keys = new Float64Array(64);
  private count = 0;
  private big: Map<string, number> | undefined;

  constructor(readonly exact: boolean) {}

  /** Whether `x`, `y` (NaN when long) take a number key. */
  static isSmall(x: number, y: number): boolean {
    return Math.abs(x) < SMALL_COORD && Math.abs(y) < SMALL_COORD;
  }

  /** Records a small square at `at`; returns the earlier index of the square (exact index only), or -1. */
  addSmall(x: number, y: number, at: number): number {
    const key = (x + SMALL_COORD) * 2 * SMALL_COORD + (y + SMALL_COORD);
    if (!this.exact) {
      if (this.count === this.keys.length) {
        const grown = new Float64Array(this.keys.length * 2);
        grown.set(this.keys);
        this.keys = grown;
      }
      this.keys[this.count++] = key;
      return -1;
    }
    this.small ??= new Map();
    const prev = this.small.get(key);
    if (prev !== undefined) return prev;
    this.small.set(key, at);
    return -1;
  }

  /** Records a square by its canonical text `x,y` at `at` unless it is known; returns the earlier index, or -1. */
  addBig(key: string, at: number): number {
    this.big ??= new Map();
    const prev = this.big.get(key);
    if (prev !== undefined) return prev;
    this.big.set(key, at);
    return -1;
  }

  /** Whether a collected small square came twice (always false for the exact index). */
  repeats(): boolean {
    if (this.exact || this.count < 2) return false;
    const sorted = this.keys.subarray(0, this.count).sort();
    for (let k = 1; k < sorted.length; k++) if (sorted[k] === sorted[k - 1]) return true;
    return false;
  }
}

/** Whether a piece entry `[digits]letters int,int` starts at `at`. */
export function looksLikePieceEntry(sc: Scanner, at: number): boolean {
  const s = sc.s;
  let j = digitsEnd(s, at, sc.n, sc.maxDigits);
  const l = j;
  while (j < sc.n && isLetter(s.charCodeAt(j))) j++;
  if (j === l) return false;
  if (s.charCodeAt(j) === C.minus) j++;
  return isDigit(s.charCodeAt(j));
}

/** Parses `coord{|coord}` after `Squares:`. */
export function parseSquares(sc: Scanner): IcnSquare[] {
  const out: IcnSquare[] = [];
  for (;;) {
    const q = sc.readSquare();
    if (q === undefined) sc.fail('bad-preset', 'Expected a square', sc.i, 1);
    out.push(q);
    if (sc.i < sc.n && sc.s.charCodeAt(sc.i) === C.pipe) {
      sc.i++;
      continue;
    }
    return out;
  }
}

/** Parses `coord>coord{|coord>coord}` after `Rays:`. */
export function parseRays(sc: Scanner): PresetRay[] {
  const out: PresetRay[] = [];
  for (;;) {
    const start = sc.readSquare();
    if (start === undefined || sc.s.charCodeAt(sc.i) !== C.gt)
      sc.fail('bad-preset', 'Expected start>vector', sc.i, 1);
    sc.i++;
    const vector = sc.readSquare();
    if (vector === undefined) sc.fail('bad-preset', 'Expected a ray vector', sc.i, 1);
    if (vector[0] === 0n && vector[1] === 0n) sc.questionable('bad-preset', 'Zero ray vector', sc.i - 3, 3);
    out.push({ start, vector });
    if (sc.i < sc.n && sc.s.charCodeAt(sc.i) === C.pipe) {
      sc.i++;
      continue;
    }
    return out;
  }
}
