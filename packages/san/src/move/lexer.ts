/**
 * The SAN lexer: reads one move from `text[start, end)` with char-code scanning from the right end (tail, then
 * promotion, destination rank and file, separator, hint, piece). A piece move or pawn move is read without
 * regular expressions and without allocating anything but the result (and a warnings array when a lenient form
 * is used); the rarer tokens (castling, null moves, promotion letters) are compared as strings.
 * Offsets in errors and warnings are absolute positions in `text`.
 */
import { type Dialect, squareName } from './dialect.js';
import { SanError } from '../shared/errors.js';
import { asciiGlyph, GLYPH_NAGS, unicodeGlyph } from './glyphs.js';
import {
  fileLength,
  fileRun,
  isDigit,
  isLetter,
  noFile,
  rankOf,
  squareAt,
  swapSquares,
  syntax,
  wallComma,
} from './lexer-squares.js';
import type { Glyph, PieceId, SAN, SanDiagnostic } from '../shared/types.js';
import { memoized } from '../shared/memo.js';
import type { SanLexer } from '../shared/san-lexer.js';
import { noncanonical } from '../shared/noncanonical.js';

/** Longest SAN text `parse` and `resolve` read; longer input is `input-too-long`. */
export const MAX_SAN_LENGTH = 256;

/** Which null-move spellings are accepted: none, only `--`, or also `Z0`, `0000`, `@@@@`. */
export const NULL_MOVE_FORMS = ['none', 'dash', 'all'] as const;

/** Which null-move spellings the lexer accepts. */
export type NullMoveForms = (typeof NULL_MOVE_FORMS)[number];

const NO_WARNINGS: readonly SanDiagnostic[] = Object.freeze([]);

/** The letter char code of a figurine U+2654…U+265F (white K Q R B N P, then black), else 0. */
function figurineLetter(code: number): number {
  return code >= 0x2654 && code <= 0x265f ? 'KQRBNP'.charCodeAt((code - 0x2654) % 6) : 0;
}

/**
 * Castling, `O-O` or `O-O-O`, with the same `O`, `0` or `o` throughout and `-`, or the en dash and em dash some
 * files write (`0–0–0`, `O—O`).
 */
const CASTLING = /^([O0o])[-\u2013\u2014]\1(?:[-\u2013\u2014]\1)?/;

function isSpace(code: number): boolean {
  return code === 32 || code === 9;
}

/**
 * One SAN move while the rarer stages of `lexSan` read it (tail, null move, castling, promotion, drop): the
 * input, what those stages found, and the warnings. Plain moves never make one.
 */
interface Lex {
  readonly text: string;
  readonly start: number;
  readonly end: number;
  readonly d: Dialect;
  readonly strict: boolean;
  warnings: SanDiagnostic[] | undefined;
  /** End of the move proper: where the tail (glyph, check suffix, e.p. marker) begins. */
  e: number;
  glyph: Glyph | undefined;
  check: boolean;
  checkmate: boolean;
  /** Where the check suffix starts, or -1. */
  suffixAt: number;
  /** Where the e.p. marker starts (blanks before it included), or -1. */
  epAt: number;
  promotion: PieceId | undefined;
  /** Where the promotion starts (`=` included), or -1. */
  promoAt: number;
}

function lexState(text: string, start: number, end: number, d: Dialect, strict: boolean): Lex {
  return {
    text,
    start,
    end,
    d,
    strict,
    warnings: undefined,
    e: end,
    glyph: undefined,
    check: false,
    checkmate: false,
    suffixAt: -1,
    epAt: -1,
    promotion: undefined,
    promoAt: -1,
  };
}

/** Records a lenient-only form of `lx` at `offset`. */
function allow(lx: Lex, message: string, offset: number, length: number): void {
  lx.warnings = noncanonical(lx.warnings, lx.strict, message, offset, length);
}

/**
 * Matches a piece letter (longest first) or figurine at `s`, not beyond `limit`: 0 when none, 1 for a figurine
 * or single letter, `m + 2` for the letter `d.multi[m]` (see `pieceLength`, `pieceOf`).
 */
function matchPiece(text: string, s: number, limit: number, d: Dialect): number {
  const c = text.charCodeAt(s);
  const fig = figurineLetter(c);
  if (fig !== 0) return d.single[fig] === undefined ? 0 : 1;
  const m = d.multi.length > 0 ? matchMulti(text, s, limit, d) : 0;
  if (m > 0) return m;
  return c < 128 && d.single[c] !== undefined ? 1 : 0;
}

/** `matchPiece` over the letters of two or more characters. */
function matchMulti(text: string, s: number, limit: number, d: Dialect): number {
  const multi = d.multi;
  for (let m = 0; m < multi.length; m++) {
    const letter = multi[m]!.letter;
    if (letter.length <= limit - s && text.startsWith(letter, s)) return m + 2;
  }
  return 0;
}

/** Length of the letter a `matchPiece` result names. */
function pieceLength(match: number, d: Dialect): number {
  return match < 2 ? match : d.multi[match - 2]!.letter.length;
}

/** The piece a (non-zero) `matchPiece` result at `s` names. */
function pieceOf(text: string, s: number, match: number, d: Dialect): PieceId {
  if (match >= 2) return d.multi[match - 2]!.id;
  const c = text.charCodeAt(s);
  return d.single[figurineLetter(c) || c]!;
}

/**
 * Whether the `-` at `dash` (before the destination, of file `toFile`) is needed, so canonical: after a file
 * hint `x` (`Bx-g4`, not a capture `Bxg4`), or past 26 files after a hint of the destination's letter (`Qd-d5`,
 * not `Qdd5` on file dd).
 */
function separatorNeeded(text: string, start: number, dash: number, toFile: number, d: Dialect): boolean {
  if (dash <= start) return false;
  const before = text.charCodeAt(dash - 1);
  if (before === 120 /* x */) return true;
  return d.files > 26 && before === 97 + (toFile % 26);
}

/** Kinds of move `make` builds. */
const MOVE = 0;
const CASTLE = 1;
const CASTLE_LONG = 2;
const DROP = 3;
const NULL = 4;

/** The result; the tail (glyph, check, mate) and the promotion come from `lx` when a rare stage made one. */
function make(
  lx: Lex | undefined,
  piece: PieceId,
  from: string | undefined,
  to: string | undefined,
  capture: boolean,
  kind: 0 | 1 | 2 | 3 | 4,
  fromFile: number,
  fromRank: number,
  toFile: number,
  toRank: number,
  warnings: readonly SanDiagnostic[] | undefined,
): SAN {
  const glyph = lx?.glyph;
  return {
    piece,
    from,
    to,
    capture,
    promotion: lx?.promotion,
    castling: kind === CASTLE || kind === CASTLE_LONG,
    long: kind === CASTLE_LONG,
    check: lx?.check === true,
    checkmate: lx?.checkmate === true,
    drop: kind === DROP,
    nullMove: kind === NULL,
    enPassant: kind === MOVE && lx !== undefined && lx.epAt >= 0,
    glyph,
    nag: glyph === undefined ? undefined : GLYPH_NAGS[glyph],
    fromFile,
    fromRank,
    toFile,
    toRank,
    diagnostics: warnings ?? NO_WARNINGS,
  };
}

/** Stage 1, the tail: glyph, check or mate suffix, e.p. marker (lenient: any order, each once), read from the right. */
function readTail(lx: Lex): void {
  const { text, start } = lx;
  let e = lx.end;
  let consumedTail = false;
  while (e > start) {
    const c = text.charCodeAt(e - 1);
    if (c === 33 || c === 63) {
      if (lx.glyph !== undefined) throw syntax('more than one glyph', e - 1, 1);
      const prev = e - 2 >= start ? text.charCodeAt(e - 2) : 0;
      const two = prev === 33 || prev === 63;
      lx.glyph = asciiGlyph(two ? prev : 0, c);
      const len = two ? 2 : 1;
      if (consumedTail) allow(lx, 'glyph before the suffix', e - len, len);
      e -= len;
    } else if (c >= 0x2000 && unicodeGlyph(c) !== undefined) {
      if (lx.glyph !== undefined) throw syntax('more than one glyph', e - 1, 1);
      lx.glyph = unicodeGlyph(c);
      allow(lx, 'Unicode glyph', e - 1, 1);
      e -= 1;
    } else if (c === 43 || c === 35 || c === 0x2021) {
      if (lx.suffixAt >= 0) throw syntax('more than one check suffix', e - 1, 1);
      if (c === 43 && e - 2 >= start && text.charCodeAt(e - 2) === 43) {
        lx.checkmate = true;
        allow(lx, "'++' as a mate sign", e - 2, 2);
        e--;
      } else if (c === 43) {
        lx.check = true;
      } else {
        lx.checkmate = true;
        if (c === 0x2021) allow(lx, "'‡' as a mate sign", e - 1, 1);
      }
      e--;
      lx.suffixAt = e;
    } else {
      // An e.p. marker: `e.p.` or `ep`.
      const epLen =
        c === 46 && e - 4 >= start && text.startsWith('e.p.', e - 4)
          ? 4
          : c === 112 && e - 2 > start && text.charCodeAt(e - 2) === 101
            ? 2
            : 0;
      if (epLen === 0) break;
      if (lx.epAt >= 0) throw syntax('more than one e.p. marker', e - epLen, epLen);
      let s = e - epLen;
      while (s > start && isSpace(text.charCodeAt(s - 1))) s--;
      allow(lx, 'e.p. marker', s, e - s);
      e = s;
      lx.epAt = s;
    }
    consumedTail = true;
  }
  lx.e = e;
}

/** Stage 2, null moves: `--` (lenient: `Z0`, `0000`, `@@@@`), as `nulls` allows; `undefined` when not one. */
function readNullMove(lx: Lex, nulls: NullMoveForms): SAN | undefined {
  const { text, start } = lx;
  const n = lx.e - start;
  if (n !== 2 && n !== 4) return undefined;
  const token = text.slice(start, lx.e);
  // 1: `--`, 2: other spellings.
  const form = token === '--' ? 1 : token === 'Z0' || token === '0000' || token === '@@@@' ? 2 : 0;
  if (form === 0) return undefined;
  if (nulls === 'none' || (nulls === 'dash' && form === 2)) {
    throw syntax('null move not accepted here', start, n);
  }
  if (form === 2) allow(lx, 'null move spelling', start, n);
  if (lx.suffixAt >= 0) throw syntax('check suffix after a null move', lx.suffixAt, 1);
  if (lx.epAt >= 0) throw syntax('e.p. marker after a null move', lx.epAt, lx.end - lx.epAt);
  return make(lx, lx.d.king, undefined, undefined, false, NULL, -1, -1, -1, -1, lx.warnings);
}

/** Stage 3, castling: an exact token, never a prefix; `undefined` when not castling. */
function readCastling(lx: Lex): SAN | undefined {
  const { text, start } = lx;
  const n = lx.e - start;
  const m = CASTLING.exec(text.slice(start, lx.e));
  if (m === null) return undefined;
  const used = m[0].length;
  if (used !== n) throw syntax('unexpected characters after castling', start + used, n - used);
  if (m[1] !== 'O') allow(lx, 'castling not written with capital O', start, used);
  if (/[\u2013\u2014]/.test(m[0])) allow(lx, 'castling with an en or em dash', start, used);
  if (lx.epAt >= 0) throw syntax('e.p. marker after castling', lx.epAt, lx.end - lx.epAt);
  return make(
    lx,
    lx.d.king,
    undefined,
    undefined,
    false,
    used === 5 ? CASTLE_LONG : CASTLE,
    -1,
    -1,
    -1,
    -1,
    lx.warnings,
  );
}

/** The promotion letters ending at `i` (exact, or lenient lower case); returns where they start. */
function letterPromotion(lx: Lex, i: number): number {
  const { text, start } = lx;
  let ps = i - 1;
  while (ps > start && isLetter(text.charCodeAt(ps - 1))) ps--;
  if (ps === start) throw syntax('no destination square', start, lx.e - start);
  // A promoted-piece letter such as shogi's `+P`.
  if (ps - 1 > start && text.charCodeAt(ps - 1) === 43) ps--;
  const len = i - ps;
  const written = text.slice(ps, i);
  let lower = false;
  // The first promotion letter written as it is, or in lower case (piece letters are ASCII).
  for (const { letter, id } of lx.d.promotions) {
    if (letter === written || letter.toLowerCase() === written) {
      lx.promotion = id;
      lower = letter !== written;
      break;
    }
  }
  if (lx.promotion === undefined) {
    if (pieceLength(matchPiece(text, ps, i, lx.d), lx.d) === len)
      throw new SanError('illegal-move', 'not a promotion piece', ps, len);
    throw syntax(len === 1 ? 'unexpected character' : 'unknown promotion piece', ps, len);
  }
  if (lower) allow(lx, 'lower-case promotion letter', ps, len);
  return ps;
}

/** Whether `c` may end a move or a part of one: a letter, a digit or a figurine. */
function canEndMove(c: number): boolean {
  return isLetter(c) || isDigit(c) || figurineLetter(c) !== 0;
}

/** Stage 4, the promotion (the move does not end in a digit), scanning from the right; returns where the destination square ends. */
function readPromotion(lx: Lex): number {
  const { text, start } = lx;
  const i = lx.e;
  const c = text.charCodeAt(i - 1);
  let ps: number;
  const fig = figurineLetter(c);
  if (fig !== 0) {
    ps = i - 1;
    for (const entry of lx.d.promotions) {
      if (entry.letter.length === 1 && entry.letter.charCodeAt(0) === fig) lx.promotion = entry.id;
    }
    if (lx.promotion === undefined) {
      if (lx.d.single[fig] !== undefined) throw new SanError('illegal-move', 'not a promotion piece', ps, 1);
      throw syntax('unknown promotion piece', ps, 1);
    }
    allow(lx, 'figurine', ps, 1);
  } else if (isLetter(c)) {
    ps = letterPromotion(lx, i);
  } else {
    // the run of characters that cannot end a move, from its first (`@@@` is located at its first `@`)
    let from = i - 1;
    while (from > start && !canEndMove(text.charCodeAt(from - 1))) from--;
    throw syntax('unexpected character', from, i - from);
  }
  lx.promoAt = ps;
  if (ps - 1 > start && text.charCodeAt(ps - 1) === 61) {
    lx.promoAt = ps - 1;
    return ps - 1;
  }
  allow(lx, "promotion without '='", ps, i - ps);
  return ps;
}

/** Stage 6 for a drop `N@e4` (or lenient `@e4`, a pawn) whose `@` is at `at`. */
function readDrop(lx: Lex, at: number, to: string, toFile: number, toRank: number): SAN {
  const { text, d, start } = lx;
  if (!d.drops) throw new SanError('illegal-move', 'drops are not allowed in this variant', at, 1);
  let dropped = d.pawn;
  if (at === start) {
    allow(lx, 'drop without a piece letter', at, lx.e - at);
  } else {
    const match = matchPiece(text, start, at, d);
    if (match === 0 || pieceLength(match, d) !== at - start)
      throw syntax('expected a piece letter before @', start, at - start);
    if (figurineLetter(text.charCodeAt(start)) !== 0) allow(lx, 'figurine', start, 1);
    dropped = pieceOf(text, start, match, d);
  }
  if (lx.promoAt >= 0) throw syntax('a drop cannot promote', lx.promoAt, lx.e - lx.promoAt);
  if (lx.epAt >= 0) throw syntax('e.p. marker after a drop', lx.epAt, lx.end - lx.epAt);
  return make(lx, dropped, undefined, to, false, DROP, -1, -1, toFile, toRank, lx.warnings);
}

/** Stage 6 for a pickup `N^e4` (the piece on e4 goes into the hand; a pawn `P^e4`) whose `^` is at `at`. */
function readPickup(lx: Lex, at: number, to: string, toFile: number, toRank: number): SAN {
  const { text, d, start } = lx;
  if (!d.drops) throw new SanError('illegal-move', 'pickups need hands, which this variant has not', at, 1);
  const match = at > start ? matchPiece(text, start, at, d) : 0;
  if (match === 0 || pieceLength(match, d) !== at - start)
    throw syntax('expected a piece letter before ^', start, at - start);
  if (figurineLetter(text.charCodeAt(start)) !== 0) allow(lx, 'figurine', start, 1);
  if (lx.promoAt >= 0) throw syntax('a pickup cannot promote', lx.promoAt, lx.e - lx.promoAt);
  if (lx.epAt >= 0) throw syntax('e.p. marker after a pickup', lx.epAt, lx.end - lx.epAt);
  const piece = pieceOf(text, start, match, d);
  return {
    ...make(lx, piece, undefined, to, false, MOVE, -1, -1, toFile, toRank, lx.warnings),
    pickup: true,
  };
}

/** Stage 9 for a pawn (the hint is `text[p, i)`): the rules that need no position; returns the warnings. */
function checkPawn(
  lx: Lex | undefined,
  strict: boolean,
  p: number,
  i: number,
  fromFile: number,
  fromRank: number,
  captureAt: number,
  separator: boolean,
  sideways: boolean,
  warnings: SanDiagnostic[] | undefined,
): SanDiagnostic[] | undefined {
  if (captureAt >= 0 && fromFile < 0) throw syntax('a pawn capture must name its file', captureAt, 1);
  if (fromFile < 0 && fromRank >= 0) {
    // `2e4` (chessops 'overspecified pawn move'): the rank of a pawn that keeps to its file.
    warnings = noncanonical(warnings, strict, 'pawn with its departure rank', p, i - p);
  } else if (fromRank >= 0) {
    // `e2e4`, `g1f3`: a coordinate move; resolution reads the piece on the departure square.
    warnings = noncanonical(warnings, strict, 'coordinate move', p, i - p);
  } else if (fromFile >= 0 && captureAt < 0 && !separator && !sideways) {
    // a dialect whose pawn steps sideways writes that step so (xiangqi's `fg6`)
    warnings = noncanonical(warnings, strict, "pawn capture without 'x'", p, i - p);
  }
  if (lx !== undefined && lx.epAt >= 0 && fromFile < 0) {
    throw syntax('e.p. marker after a pawn push', lx.epAt, lx.end - lx.epAt);
  }
  return warnings;
}

/**
 * Lexes one SAN move in `text[start, end)` (nothing else may be there: no surrounding whitespace).
 * Throws `SanError` (`syntax`, or `illegal-move` for a promotion to a non-promotable piece or a drop where the
 * dialect has none). Stages: tail, null move, castling, promotion (each only when the move's first or last
 * character calls for it, so plain moves stay on a short path), destination, drop or capture, piece, hint,
 * position-free rules.
 */
export function lexSan(
  text: string,
  start: number,
  end: number,
  d: Dialect,
  strict: boolean,
  nulls: NullMoveForms,
): SAN {
  if (end <= start) throw syntax('empty SAN', start, 0);
  let lx: Lex | undefined;
  const last = text.charCodeAt(end - 1);
  if (!isDigit(last) && (!isLetter(last) || last === 112)) {
    lx = lexState(text, start, end, d, strict);
    readTail(lx);
  }
  const e = lx === undefined ? end : lx.e;
  if (e <= start) throw syntax('no move before the annotation', start, end - start);
  // A wall placed with the move (`Nc3,b1`, `Ra1,a3`, Fairy-Stockfish's form): a square after a comma at the end.
  const comma = wallComma(text, start, e);
  if (comma > start) return readTwoParts(text, start, comma, e, lx, d, strict, nulls, 'wall');
  if (d.drops) {
    // Gating (`Qxd2/H`, `O-O/Ed1`): only where hands exist, so chess moves never scan for it.
    for (let g = e - 1; g > start; g--)
      if (text.charCodeAt(g) === 47) return readTwoParts(text, start, g, e, lx, d, strict, nulls, 'gating');
  }
  const c0 = text.charCodeAt(start);
  // Null moves start with `-`, `Z`, `0` or `@`; castling with `O`, `0` or `o`.
  if (c0 === 45 || c0 === 90 || c0 === 48 || c0 === 64 || c0 === 79 || c0 === 111) {
    lx ??= lexState(text, start, end, d, strict);
    const special = readNullMove(lx, nulls) ?? readCastling(lx);
    if (special !== undefined) return special;
  }
  let i = e;
  if (!isDigit(text.charCodeAt(e - 1))) {
    lx ??= lexState(text, start, end, d, strict);
    i = readPromotion(lx);
  }
  let warnings = lx?.warnings;

  // 5. Destination rank, then file.
  if (i === start) throw syntax('no destination square', start, e - start);
  const rankEnd = i;
  while (i > start && isDigit(text.charCodeAt(i - 1))) i--;
  if (i === rankEnd) throw syntax('expected a rank', i - 1, 1);
  const toRank = rankOf(text, i, rankEnd, d);
  if (i === start) throw noFile(d, start, rankEnd - start);
  const toFile = fileRun(text, i - 1, -1, i - start, d);
  if (toFile < 0) throw noFile(d, i - 1, 1);
  const to = squareName(d, toFile, toRank);
  i -= fileLength(toFile);

  // 6. Drop, capture or separator.
  let captureAt = -1;
  let swapAt = -1;
  let separator = false;
  if (i > start) {
    const c = text.charCodeAt(i - 1);
    if (c === 64) return readDrop(lx ?? lexState(text, start, end, d, strict), i - 1, to, toFile, toRank);
    if (c === 94) return readPickup(lx ?? lexState(text, start, end, d, strict), i - 1, to, toFile, toRank);
    if (c === 120) {
      i--;
      captureAt = i;
    } else if (c === 126) {
      i--;
      swapAt = i;
    } else if (c === 45) {
      separator = true;
      i--;
      if (!separatorNeeded(text, start, i, toFile, d))
        warnings = noncanonical(warnings, strict, "'-' between origin and destination", i, 1);
    }
  }

  // 7. Piece, from the left.
  let p = start;
  let piece: PieceId = d.pawn;
  let pawnLetter = false;
  if (i > start && (figurineLetter(c0) !== 0 || (c0 >= 65 && c0 <= 90) || c0 === 43)) {
    const match = matchPiece(text, start, i, d);
    if (match === 0) throw syntax('unknown piece letter', start, 1);
    const len = pieceLength(match, d);
    piece = match === 1 && c0 < 128 ? d.single[c0]! : pieceOf(text, start, match, d);
    if (piece === d.pawn) {
      if (!d.pawnLetter) throw syntax('a pawn move has no piece letter', start, len);
      pawnLetter = true;
    }
    if (figurineLetter(c0) !== 0) warnings = noncanonical(warnings, strict, 'figurine', start, 1);
    p = start + len;
  }

  // A swap chain (`Q~g4~g2`): the squares swapped on before the destination end the hint.
  let path: string[] | undefined;
  if (swapAt >= 0) {
    const t = text.indexOf('~', p);
    if (t < i) {
      path = swapSquares(text, t, i, d);
      path.push(to);
      i = t;
    }
  }

  // 8. Hint: file letters, then rank digits.
  let fromFile = -1;
  let fromRank = -1;
  let from: string | undefined;
  if (p < i) {
    let q = p;
    fromFile = fileRun(text, q, 1, i - q, d);
    if (fromFile >= 0) q += fileLength(fromFile);
    if (q < i && isDigit(text.charCodeAt(q))) {
      const rs = q;
      while (q < i && isDigit(text.charCodeAt(q))) q++;
      fromRank = rankOf(text, rs, q, d);
    }
    if (q !== i) throw syntax('unexpected character', q, 1);
    from =
      fromFile >= 0
        ? fromRank >= 0
          ? squareName(d, fromFile, fromRank)
          : d.fileNames[fromFile]
        : d.rankNames[fromRank];
  }

  // 9. Rules that need no position.
  if (p === start) {
    // A plain push (`e4`) with no tail has nothing to check.
    if (p < i || captureAt >= 0 || swapAt >= 0 || lx !== undefined) {
      const takes = captureAt >= 0 ? captureAt : swapAt; // a pawn's swap names its file, as a capture does
      warnings = checkPawn(lx, strict, p, i, fromFile, fromRank, takes, separator, d.sidewaysPawns, warnings);
    }
  } else if (lx !== undefined) {
    if (lx.promoAt >= 0 && !d.piecesPromote && !pawnLetter)
      throw syntax('only pawns promote', lx.promoAt, e - lx.promoAt);
    if (lx.epAt >= 0) throw syntax('e.p. marker after a piece move', lx.epAt, end - lx.epAt);
  }
  const san = make(lx, piece, from, to, captureAt >= 0, MOVE, fromFile, fromRank, toFile, toRank, warnings);
  if (swapAt >= 0) {
    if (lx !== undefined && lx.epAt >= 0) throw syntax('e.p. marker after a swap', lx.epAt, end - lx.epAt);
    return {
      ...san,
      swap: true,
      ...(path === undefined ? {} : { path }),
      ...(pawnLetter ? { pawnLetter } : {}),
    };
  }
  return pawnLetter ? { ...san, pawnLetter } : san;
}

/** The lexer of each dialect (one function per dialect: the tree builder shares records by lexer). */
const dialectLexers = /* @__PURE__ */ new WeakMap<Dialect, SanLexer>();

/**
 * The `SanLexer` of movetext in dialect `d`: `lexSan`, with `--` for a null move (strict) or every null-move
 * spelling (lenient).
 */
export function lexerOf(d: Dialect): SanLexer {
  return memoized(
    dialectLexers,
    d,
    d,
    (dialect) => (text, start, end, strict) =>
      lexSan(text, start, end, dialect, strict, strict ? 'dash' : 'all'),
  );
}

/**
 * A move of two parts (a move and its wall, `Nc3,b1`; a move and its gate, `O-O/Ed1`) as one: the inner move in
 * `text[start, at)`, which has no tail of its own (nor, for a wall, en passant; for a gate, a drop), then the separator
 * at `at` and the wall's square or the gate (`readGate`) up to `e`, the tail's start. A wall may stand instead of a
 * move (`Ra1,a3`: the piece that stays, then the wall). The tail read into `lx` (check, mate, glyph and their
 * warnings) belongs to the whole move.
 */
function readTwoParts(
  text: string,
  start: number,
  at: number,
  e: number,
  lx: Lex | undefined,
  d: Dialect,
  strict: boolean,
  nulls: NullMoveForms,
  kind: 'wall' | 'gating',
): SAN {
  const inner = lexSan(text, start, at, d, strict, nulls);
  const refused = kind === 'wall' ? inner.enPassant : inner.drop;
  if (inner.nullMove || inner.check || inner.checkmate || inner.glyph !== undefined || refused) {
    throw syntax(`no ${kind} after this move`, at, e - at);
  }
  const added = kind === 'wall' ? { wall: squareAt(text, at + 1, e, d) } : readGate(text, inner, at, e, d);
  const glyph = lx?.glyph;
  return {
    ...inner,
    ...added,
    check: lx?.check === true,
    checkmate: lx?.checkmate === true,
    glyph,
    nag: glyph === undefined ? undefined : GLYPH_NAGS[glyph],
    diagnostics: lx?.warnings === undefined ? inner.diagnostics : [...inner.diagnostics, ...lx.warnings],
  };
}

/**
 * The gate of the move `inner` in `text[slash, e)`: `/` and the letter of the hand piece that enters the vacated
 * square, with that square after castling (`O-O/Ed1`; optional, and never after other moves).
 */
function readGate(text: string, inner: SAN, slash: number, e: number, d: Dialect): Partial<SAN> {
  const match = slash + 1 < e ? matchPiece(text, slash + 1, e, d) : 0;
  if (match === 0) throw syntax('expected the gated piece letter', slash + 1, Math.max(0, e - slash - 1));
  const gate = pieceOf(text, slash + 1, match, d);
  let i = slash + 1 + pieceLength(match, d);
  if (i >= e) return { gate };
  if (!inner.castling) throw syntax('a gate square only after castling', i, e - i);
  const file = fileRun(text, i, 1, e - i, d);
  if (file < 0) throw noFile(d, i, 1);
  i += fileLength(file);
  if (i >= e || !isDigit(text.charCodeAt(i))) throw syntax('expected a rank', i, Math.max(0, e - i));
  return { gate, gateSquare: squareName(d, file, rankOf(text, i, e, d)) };
}
