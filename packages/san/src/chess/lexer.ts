/**
 * `chessLexer`: the SAN of one move of standard chess, as `@x/san/chess` reads PGN. It reads the forms `resolve` of
 * `@x/san/chess` reads — a piece letter `N B R Q K`, file and rank hints, `x`, the square, the promotion (`=Q`, or
 * lenient `Q`), `O-O`/`O-O-O` (lenient `0-0`), a pawn's file without `x` or its rank (lenient), then `+` or `#`
 * and one glyph — and gives for each the record `lexSan` of `@x/san` gives in chess's dialect, its warnings
 * and the errors of strict mode included. Anything else (a figurine, a null move, `e.p.`, a coordinate move, a
 * drop) is `syntax`: no variant dialect, no table of letters beyond chess's.
 */
import { onLine } from '@x/core/notation';
import { SanError } from '../shared/errors.js';
import { GLYPH_NAGS } from '../move/glyphs.js';
import type { SanLexer } from '../shared/san-lexer.js';
import type { Glyph, PieceId, SAN, SanDiagnostic } from '../shared/types.js';

/** Chess's pieces by the char code of their SAN letter (`P` names the pawn, which is written without it). */
const PIECE_OF: Readonly<Record<number, PieceId>> = {
  66: 'bishop',
  75: 'king',
  78: 'knight',
  80: 'pawn',
  81: 'queen',
  82: 'rook',
};

/** `O-O` or `O-O-O`, or the same with `0` throughout. */
const CASTLING = /^([O0])-\1(?:-\1)?$/;

const NO_WARNINGS: readonly SanDiagnostic[] = Object.freeze([]);

/** A file `a`–`h` as 0–7, else -1. */
function fileAt(text: string, i: number): number {
  const f = text.charCodeAt(i) - 97;
  return f >= 0 && f < 8 ? f : -1;
}

/** A rank `1`–`8` as 0–7, else -1. */
function rankAt(text: string, i: number): number {
  const r = text.charCodeAt(i) - 49;
  return r >= 0 && r < 8 ? r : -1;
}

/** One move being lexed: where it is, the mode, and the warnings of the lenient forms read so far. */
interface Lexing {
  readonly text: string;
  readonly start: number;
  readonly end: number;
  readonly strict: boolean;
  warnings: SanDiagnostic[] | undefined;
}

/** A lenient form at `offset`: a warning, or in strict mode a `syntax` error (as `lexSan` reports it). */
function allow(lx: Lexing, message: string, offset: number, length: number): void {
  if (lx.strict) throw new SanError('syntax', `${message} (lenient mode only)`, offset, length);
  const issue: SanDiagnostic = {
    code: 'noncanonical',
    severity: 'warning',
    message,
    offset,
    length,
    ...onLine(offset),
  };
  (lx.warnings ??= []).push(issue);
}

/** The token is not SAN of standard chess. */
function notChess(lx: Lexing): never {
  const { text, start, end } = lx;
  const token = text.slice(start, end);
  throw new SanError('syntax', `${token} is not SAN of standard chess`, start, end - start);
}

/** Reads the SAN of standard chess in `text[start, end)` (see the module comment); throws `SanError`. */
export const chessLexer: SanLexer = (text, start, end, strict) => {
  const lx: Lexing = { text, start, end, strict, warnings: undefined };
  // The tail, from the right: a glyph of one or two `!`/`?`, before it a check or mate sign.
  let e = end;
  let glyph: Glyph | undefined;
  let c = text.charCodeAt(e - 1);
  if (c === 33 || c === 63) {
    const d = text.charCodeAt(e - 2);
    const two = e - 2 > start && (d === 33 || d === 63);
    glyph = text.slice(two ? e - 2 : e - 1, e) as Glyph;
    e -= two ? 2 : 1;
    c = text.charCodeAt(e - 1);
  }
  const check = c === 43;
  const checkmate = c === 35;
  if (check || checkmate) e--;
  if (e - start < 2) notChess(lx);
  let castle = 0;
  const c0 = text.charCodeAt(start);
  if (c0 === 79 || c0 === 48) {
    // `O-O`, `O-O-O` (lenient `0-0`, `0-0-0`): one character throughout
    const n = e - start;
    if (!CASTLING.test(text.slice(start, e))) notChess(lx);
    if (c0 === 48) allow(lx, 'castling not written with capital O', start, n);
    castle = n === 5 ? 2 : 1;
  }
  return castle > 0
    ? record(lx, 'king', -1, -1, -1, -1, false, undefined, castle, check, checkmate, glyph)
    : boardMove(lx, e, check, checkmate, glyph);
};

/** A move on the board in `text[start, e)` (the tail before `e` read). */
function boardMove(lx: Lexing, e: number, check: boolean, checkmate: boolean, glyph: Glyph | undefined): SAN {
  const { text, start } = lx;
  let i = e;
  let promotion: PieceId | undefined;
  let promoAt = -1;
  const last = text.charCodeAt(i - 1);
  if (last >= 65 && last <= 90) {
    // the promotion: `=Q`, or lenient `Q`
    const piece = PIECE_OF[last];
    if (piece === undefined) notChess(lx);
    i--;
    if (piece === 'king' || piece === 'pawn')
      throw new SanError('illegal-move', 'not a promotion piece', i, 1);
    promotion = piece;
    promoAt = i;
    if (text.charCodeAt(i - 1) === 61) promoAt = --i;
    else allow(lx, "promotion without '='", i, 1);
  }
  if (i - start < 2) notChess(lx);
  const toFile = fileAt(text, i - 2);
  const toRank = rankAt(text, i - 1);
  if (toFile < 0 || toRank < 0) notChess(lx);
  i -= 2;
  let captureAt = -1;
  if (i > start && text.charCodeAt(i - 1) === 120) captureAt = --i;
  let p = start;
  let piece: PieceId = 'pawn';
  const c0 = text.charCodeAt(start);
  if (c0 >= 65 && c0 <= 90 && p < i) {
    const letter = PIECE_OF[c0];
    if (letter === undefined) notChess(lx);
    if (letter === 'pawn') throw new SanError('syntax', 'a pawn move has no piece letter', start, 1);
    piece = letter;
    p++;
  }
  // The hint: a file, a rank, or both.
  let q = p;
  const fromFile = q < i ? fileAt(text, q) : -1;
  if (fromFile >= 0) q++;
  const fromRank = q < i ? rankAt(text, q) : -1;
  if (fromRank >= 0) q++;
  if (q !== i) notChess(lx);
  if (piece === 'pawn') {
    if (captureAt >= 0 && fromFile < 0)
      throw new SanError('syntax', 'a pawn capture must name its file', captureAt, 1);
    if (fromFile >= 0 && fromRank >= 0) notChess(lx); // a coordinate move (`e2e4`): not SAN
    if (fromRank >= 0) allow(lx, 'pawn with its departure rank', p, i - p);
    else if (fromFile >= 0 && captureAt < 0) allow(lx, "pawn capture without 'x'", p, i - p);
  } else if (promoAt >= 0) {
    throw new SanError('syntax', 'only pawns promote', promoAt, e - promoAt);
  }
  const capture = captureAt >= 0;
  return record(
    lx,
    piece,
    fromFile,
    fromRank,
    toFile,
    toRank,
    capture,
    promotion,
    0,
    check,
    checkmate,
    glyph,
  );
}

const FILES = 'abcdefgh';

/** The SAN record, field for field as `lexSan` makes it (`castle`: 0 none, 1 short, 2 long). */
function record(
  lx: Lexing,
  piece: PieceId,
  fromFile: number,
  fromRank: number,
  toFile: number,
  toRank: number,
  capture: boolean,
  promotion: PieceId | undefined,
  castle: number,
  check: boolean,
  checkmate: boolean,
  glyph: Glyph | undefined,
): SAN {
  const file = fromFile < 0 ? '' : FILES[fromFile]!;
  const rank = fromRank < 0 ? '' : String(fromRank + 1);
  return {
    piece,
    from: file + rank || undefined,
    to: toFile < 0 ? undefined : FILES[toFile]! + (toRank + 1),
    capture,
    promotion,
    castling: castle > 0,
    long: castle === 2,
    check,
    checkmate,
    drop: false,
    nullMove: false,
    enPassant: false,
    glyph,
    nag: glyph === undefined ? undefined : GLYPH_NAGS[glyph],
    fromFile,
    fromRank,
    toFile,
    toRank,
    diagnostics: lx.warnings ?? NO_WARNINGS,
  };
}
