/**
 * The SAN lexer: reads one move from `text[start, end)` with char-code scanning from the right end (tail, then
 * promotion, destination rank and file, separator, hint, piece), without regular expressions and without
 * allocating anything but the result (and a warnings array when a lenient form is used).
 * Offsets in errors and warnings are absolute positions in `text`.
 */
import { type Dialect, squareName } from './dialect.js';
import { SanError } from './errors.js';
import { asciiGlyph, GLYPH_NAGS, unicodeGlyph } from './glyphs.js';
import type { Glyph, PieceId, SAN, SanIssue } from './types.js';

/** Longest SAN text `parse` and `resolve` read; longer input is `input-too-long`. */
export const MAX_SAN_LENGTH = 256;

/** Which null-move spellings are accepted: none, only `--`, or also `Z0`, `0000`, `@@@@`. */
export const NULL_MOVE_FORMS = ['none', 'dash', 'all'] as const;

/** Which null-move spellings the lexer accepts. */
export type NullMoveForms = (typeof NULL_MOVE_FORMS)[number];

const NO_WARNINGS: readonly SanIssue[] = Object.freeze([]);

/** Letter char code of each figurine U+2654…U+265F (white K Q R B N P, black K Q R B N P). */
const FIGURINE_LETTERS = [75, 81, 82, 66, 78, 80, 75, 81, 82, 66, 78, 80];

function figurineLetter(code: number): number {
  return code >= 0x2654 && code <= 0x265f ? (FIGURINE_LETTERS[code - 0x2654] ?? 0) : 0;
}

function isDigit(code: number): boolean {
  return code >= 48 && code <= 57;
}

function isLower(code: number): boolean {
  return code >= 97 && code <= 122;
}

function isLetter(code: number): boolean {
  return (code >= 65 && code <= 90) || (code >= 97 && code <= 122);
}

/** `-`, or the en dash and em dash some files write in castling (`0–0–0`, `O—O`). */
function isCastlingDash(code: number): boolean {
  return code === 45 || code === 0x2013 || code === 0x2014;
}

function isSpace(code: number): boolean {
  return code === 32 || code === 9;
}

function syntax(message: string, offset: number, length: number): SanError {
  return new SanError('syntax', message, offset, length);
}

/** Records a lenient-only form: a warning in lenient mode, a `syntax` error in strict mode. */
function lenient(
  warnings: SanIssue[] | undefined,
  strict: boolean,
  message: string,
  offset: number,
  length: number,
): SanIssue[] {
  if (strict) throw syntax(`${message} (lenient mode only)`, offset, length);
  const issue: SanIssue = { code: 'noncanonical', message, offset, length };
  if (warnings === undefined) return [issue];
  warnings.push(issue);
  return warnings;
}

/** The piece matched by the last successful `matchPiece` call. */
let matched: PieceId = 'pawn';

/** Matches a piece letter (longest first) or figurine at `s`, not beyond `limit`; returns its length or 0. */
function matchPiece(text: string, s: number, limit: number, d: Dialect): number {
  const c = text.charCodeAt(s);
  const fig = figurineLetter(c);
  if (fig !== 0) {
    const id = d.single[fig];
    if (id === undefined) return 0;
    matched = id;
    return 1;
  }
  const multi = d.multi;
  for (let m = 0; m < multi.length; m++) {
    const entry = multi[m]!;
    const letter = entry.letter;
    if (letter.length > limit - s) continue;
    let k = 0;
    while (k < letter.length && text.charCodeAt(s + k) === letter.charCodeAt(k)) k++;
    if (k === letter.length) {
      matched = entry.id;
      return k;
    }
  }
  const id = c < 128 ? d.single[c] : undefined;
  if (id === undefined) return 0;
  matched = id;
  return 1;
}

/** Reads a file name ending at `e` (exclusive, scanning left); returns its start or -1. Sets `fileIndex`. */
let fileIndex = -1;
function fileEndingAt(text: string, start: number, e: number, d: Dialect): number {
  const c = text.charCodeAt(e - 1);
  if (!isLower(c)) return -1;
  const base = c - 97;
  if (d.files <= 26) {
    if (base >= d.files) return -1;
    fileIndex = base;
    return e - 1;
  }
  let run = 1;
  while (run < 3 && e - run - 1 >= start && text.charCodeAt(e - run - 1) === c) run++;
  for (; run >= 1; run--) {
    const index = (run - 1) * 26 + base;
    if (index < d.files) {
      fileIndex = index;
      return e - run;
    }
  }
  return -1;
}

/** Reads a file name starting at `s` (scanning right, before `limit`); returns its end or -1. Sets `fileIndex`. */
function fileStartingAt(text: string, s: number, limit: number, d: Dialect): number {
  const c = text.charCodeAt(s);
  if (!isLower(c)) return -1;
  const base = c - 97;
  if (d.files <= 26) {
    if (base >= d.files) return -1;
    fileIndex = base;
    return s + 1;
  }
  let run = 1;
  while (run < 3 && s + run < limit && text.charCodeAt(s + run) === c) run++;
  for (; run >= 1; run--) {
    const index = (run - 1) * 26 + base;
    if (index < d.files) {
      fileIndex = index;
      return s + run;
    }
  }
  return -1;
}

/** Parses the rank digits `text[s, e)`; returns the 0-based rank or throws. */
function rankOf(text: string, s: number, e: number, d: Dialect): number {
  if (text.charCodeAt(s) === 48 || e - s > 3) throw syntax('invalid rank', s, e - s);
  let value = 0;
  for (let k = s; k < e; k++) value = value * 10 + (text.charCodeAt(k) - 48);
  if (value > d.ranks) throw syntax('rank outside the board', s, e - s);
  return value - 1;
}

function make(
  piece: PieceId,
  from: string | undefined,
  to: string | undefined,
  capture: boolean,
  promotion: PieceId | undefined,
  castling: boolean,
  long: boolean,
  check: boolean,
  checkmate: boolean,
  drop: boolean,
  nullMove: boolean,
  enPassant: boolean,
  glyph: Glyph | undefined,
  fromFile: number,
  fromRank: number,
  toFile: number,
  toRank: number,
  warnings: readonly SanIssue[] | undefined,
): SAN {
  return {
    piece,
    from,
    to,
    capture,
    promotion,
    castling,
    long,
    check,
    checkmate,
    drop,
    nullMove,
    enPassant,
    glyph,
    nag: glyph === undefined ? undefined : GLYPH_NAGS[glyph],
    fromFile,
    fromRank,
    toFile,
    toRank,
    warnings: warnings ?? NO_WARNINGS,
  };
}

/**
 * Lexes one SAN move in `text[start, end)` (nothing else may be there: no surrounding whitespace).
 * Throws `SanError` (`syntax`, or `illegal` for a promotion to a non-promotable piece or a drop where the
 * dialect has none).
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
  let warnings: SanIssue[] | undefined;

  // 1. The tail: glyph, check suffix, e.p. marker (lenient: any order, each once).
  let e = end;
  let glyph: Glyph | undefined;
  let check = false;
  let checkmate = false;
  let suffixAt = -1;
  let epAt = -1;
  let consumedTail = false;
  while (e > start) {
    const c = text.charCodeAt(e - 1);
    if (c === 33 || c === 63) {
      if (glyph !== undefined) throw syntax('more than one glyph', e - 1, 1);
      const prev = e - 2 >= start ? text.charCodeAt(e - 2) : 0;
      const two = prev === 33 || prev === 63;
      glyph = asciiGlyph(two ? prev : 0, c);
      const len = two ? 2 : 1;
      if (consumedTail) warnings = lenient(warnings, strict, 'glyph before the suffix', e - len, len);
      e -= len;
      consumedTail = true;
      continue;
    }
    const uni = c >= 0x2000 ? unicodeGlyph(c) : undefined;
    if (uni !== undefined) {
      if (glyph !== undefined) throw syntax('more than one glyph', e - 1, 1);
      glyph = uni;
      warnings = lenient(warnings, strict, 'Unicode glyph', e - 1, 1);
      e -= 1;
      consumedTail = true;
      continue;
    }
    if (c === 43 || c === 35 || c === 0x2021) {
      if (suffixAt >= 0) throw syntax('more than one check suffix', e - 1, 1);
      let len = 1;
      if (c === 43 && e - 2 >= start && text.charCodeAt(e - 2) === 43) {
        len = 2;
        checkmate = true;
        warnings = lenient(warnings, strict, "'++' as a mate sign", e - 2, 2);
      } else if (c === 43) {
        check = true;
      } else {
        checkmate = true;
        if (c === 0x2021) warnings = lenient(warnings, strict, "'‡' as a mate sign", e - 1, 1);
      }
      e -= len;
      suffixAt = e;
      consumedTail = true;
      continue;
    }
    let epLen = 0;
    if (
      c === 46 &&
      e - 4 >= start &&
      text.charCodeAt(e - 4) === 101 &&
      text.charCodeAt(e - 3) === 46 &&
      text.charCodeAt(e - 2) === 112
    ) {
      epLen = 4;
    } else if (c === 112 && e - 2 > start && text.charCodeAt(e - 2) === 101) {
      epLen = 2;
    }
    if (epLen > 0) {
      if (epAt >= 0) throw syntax('more than one e.p. marker', e - epLen, epLen);
      let s = e - epLen;
      while (s > start && isSpace(text.charCodeAt(s - 1))) s--;
      warnings = lenient(warnings, strict, 'e.p. marker', s, e - s);
      e = s;
      epAt = s;
      consumedTail = true;
      continue;
    }
    break;
  }
  if (e <= start) throw syntax('no move before the annotation', start, end - start);
  const n = e - start;
  const c0 = text.charCodeAt(start);

  // 2. Null moves.
  if (n === 2 || n === 4) {
    let form = 0; // 1: `--`, 2: other spellings
    const c1 = text.charCodeAt(start + 1);
    if (n === 2 && c0 === 45 && c1 === 45) form = 1;
    else if (n === 2 && c0 === 90 && c1 === 48) form = 2;
    else if (
      n === 4 &&
      (c0 === 48 || c0 === 64) &&
      c1 === c0 &&
      text.charCodeAt(start + 2) === c0 &&
      text.charCodeAt(start + 3) === c0
    ) {
      form = 2;
    }
    if (form !== 0) {
      if (nulls === 'none' || (nulls === 'dash' && form === 2)) {
        throw syntax('null move not accepted here', start, n);
      }
      if (form === 2) warnings = lenient(warnings, strict, 'null move spelling', start, n);
      if (suffixAt >= 0) throw syntax('check suffix after a null move', suffixAt, 1);
      if (epAt >= 0) throw syntax('e.p. marker after a null move', epAt, end - epAt);
      return make(
        d.king,
        undefined,
        undefined,
        false,
        undefined,
        false,
        false,
        false,
        false,
        false,
        true,
        false,
        glyph,
        -1,
        -1,
        -1,
        -1,
        warnings,
      );
    }
  }

  // 3. Castling: an exact token, never a prefix.
  if ((c0 === 79 || c0 === 48 || c0 === 111) && n >= 3) {
    if (isCastlingDash(text.charCodeAt(start + 1)) && text.charCodeAt(start + 2) === c0) {
      let used = 3;
      if (n >= 5 && isCastlingDash(text.charCodeAt(start + 3)) && text.charCodeAt(start + 4) === c0) used = 5;
      if (used !== n) throw syntax('unexpected characters after castling', start + used, n - used);
      if (c0 !== 79) warnings = lenient(warnings, strict, 'castling not written with capital O', start, used);
      if (text.charCodeAt(start + 1) !== 45 || (used === 5 && text.charCodeAt(start + 3) !== 45)) {
        warnings = lenient(warnings, strict, 'castling with an en or em dash', start, used);
      }
      if (epAt >= 0) throw syntax('e.p. marker after castling', epAt, end - epAt);
      return make(
        d.king,
        undefined,
        undefined,
        false,
        undefined,
        true,
        used === 5,
        check,
        checkmate,
        false,
        false,
        false,
        glyph,
        -1,
        -1,
        -1,
        -1,
        warnings,
      );
    }
  }

  // 4. Promotion, scanning from the right.
  let i = e;
  let promotion: PieceId | undefined;
  let promoAt = -1;
  let c = text.charCodeAt(i - 1);
  if (!isDigit(c)) {
    let ps: number;
    const fig = figurineLetter(c);
    if (fig !== 0) {
      ps = i - 1;
      const promos = d.promotions;
      for (let m = 0; m < promos.length; m++) {
        const entry = promos[m]!;
        if (entry.letter.length === 1 && entry.letter.charCodeAt(0) === fig) promotion = entry.id;
      }
      if (promotion === undefined) {
        if (d.single[fig] !== undefined) throw new SanError('illegal', 'not a promotion piece', ps, 1);
        throw syntax('unknown promotion piece', ps, 1);
      }
      warnings = lenient(warnings, strict, 'figurine', ps, 1);
    } else if (isLetter(c)) {
      ps = i - 1;
      while (ps > start && isLetter(text.charCodeAt(ps - 1))) ps--;
      if (ps === start) throw syntax('no destination square', start, n);
      // A promoted-piece letter such as shogi's `+P`.
      if (ps - 1 > start && text.charCodeAt(ps - 1) === 43) ps--;
      const len = i - ps;
      const promos = d.promotions;
      let lower = false;
      for (let m = 0; m < promos.length && promotion === undefined; m++) {
        const letter = promos[m]!.letter;
        if (letter.length !== len) continue;
        let exact = true;
        let folded = true;
        for (let k = 0; k < len; k++) {
          const a = text.charCodeAt(ps + k);
          const b = letter.charCodeAt(k);
          if (a !== b) exact = false;
          if (a !== (b >= 65 && b <= 90 ? b + 32 : b)) folded = false;
        }
        if (exact || folded) {
          promotion = promos[m]!.id;
          lower = !exact;
        }
      }
      if (promotion === undefined) {
        if (matchPiece(text, ps, i, d) === len)
          throw new SanError('illegal', 'not a promotion piece', ps, len);
        throw syntax(len === 1 ? 'unexpected character' : 'unknown promotion piece', ps, len);
      }
      if (lower) warnings = lenient(warnings, strict, 'lower-case promotion letter', ps, len);
    } else {
      throw syntax('unexpected character', i - 1, 1);
    }
    promoAt = ps;
    if (ps - 1 > start && text.charCodeAt(ps - 1) === 61) {
      promoAt = ps - 1;
      i = ps - 1;
    } else {
      warnings = lenient(warnings, strict, "promotion without '='", ps, i - ps);
      i = ps;
    }
    c = text.charCodeAt(i - 1);
  }

  // 5. Destination rank, then file.
  if (i === start) throw syntax('no destination square', start, n);
  const rankEnd = i;
  while (i > start && isDigit(text.charCodeAt(i - 1))) i--;
  if (i === rankEnd) throw syntax('expected a rank', i - 1, 1);
  const toRank = rankOf(text, i, rankEnd, d);
  if (i === start) throw syntax('expected a file', start, rankEnd - start);
  const fileStart = fileEndingAt(text, start, i, d);
  if (fileStart < 0) throw syntax('expected a file', i - 1, 1);
  const toFile = fileIndex;
  const to = squareName(d, toFile, toRank);
  i = fileStart;

  // 6. Drop, capture or separator.
  let capture = false;
  let captureAt = -1;
  let separator = false;
  if (i > start) {
    c = text.charCodeAt(i - 1);
    if (c === 64) {
      const at = i - 1;
      if (!d.drops) throw new SanError('illegal', 'drops are not allowed in this variant', at, 1);
      let dropped = d.pawn;
      if (at === start) {
        warnings = lenient(warnings, strict, 'drop without a piece letter', at, e - at);
      } else {
        const len = matchPiece(text, start, at, d);
        if (len === 0 || len !== at - start)
          throw syntax('expected a piece letter before @', start, at - start);
        if (figurineLetter(c0) !== 0) warnings = lenient(warnings, strict, 'figurine', start, 1);
        dropped = matched;
      }
      if (promoAt >= 0) throw syntax('a drop cannot promote', promoAt, e - promoAt);
      if (epAt >= 0) throw syntax('e.p. marker after a drop', epAt, end - epAt);
      return make(
        dropped,
        undefined,
        to,
        false,
        undefined,
        false,
        false,
        check,
        checkmate,
        true,
        false,
        false,
        glyph,
        -1,
        -1,
        toFile,
        toRank,
        warnings,
      );
    }
    if (c === 120) {
      capture = true;
      i--;
      captureAt = i;
    } else if (c === 45) {
      separator = true;
      i--;
      warnings = lenient(warnings, strict, "'-' between origin and destination", i, 1);
    }
  }

  // 7. Piece, from the left.
  let p = start;
  let piece: PieceId = d.pawn;
  let explicit = false;
  if (i > start && (figurineLetter(c0) !== 0 || (c0 >= 65 && c0 <= 90) || c0 === 43)) {
    const len = matchPiece(text, start, i, d);
    if (len === 0) throw syntax('unknown piece letter', start, 1);
    piece = matched;
    if (piece === d.pawn) throw syntax('a pawn move has no piece letter', start, len);
    if (figurineLetter(c0) !== 0) warnings = lenient(warnings, strict, 'figurine', start, 1);
    p = start + len;
    explicit = true;
  }

  // 8. Hint: file letters, then rank digits.
  let fromFile = -1;
  let fromRank = -1;
  let from: string | undefined;
  if (p < i) {
    let q = p;
    const fileEnd = fileStartingAt(text, q, i, d);
    if (fileEnd >= 0) {
      fromFile = fileIndex;
      q = fileEnd;
    }
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

  // 9. Pawn and piece rules that need no position.
  if (!explicit) {
    if (capture && fromFile < 0) throw syntax('a pawn capture must name its file', captureAt, 1);
    if (fromFile < 0 && fromRank >= 0) {
      // `2e4` (chessops 'overspecified pawn move'): the rank of a pawn that keeps to its file.
      warnings = lenient(warnings, strict, 'pawn with its departure rank', p, i - p);
    } else if (fromRank >= 0) {
      // `e2e4`, `g1f3`: a coordinate move; resolution reads the piece on the departure square.
      warnings = lenient(warnings, strict, 'coordinate move', p, i - p);
    } else if (fromFile >= 0 && !capture && !separator) {
      warnings = lenient(warnings, strict, "pawn capture without 'x'", p, i - p);
    }
    if (epAt >= 0 && fromFile < 0) throw syntax('e.p. marker after a pawn push', epAt, end - epAt);
  } else {
    if (promoAt >= 0 && !d.piecesPromote) throw syntax('only pawns promote', promoAt, e - promoAt);
    if (epAt >= 0) throw syntax('e.p. marker after a piece move', epAt, end - epAt);
  }

  return make(
    piece,
    from,
    to,
    capture,
    promotion,
    false,
    false,
    check,
    checkmate,
    false,
    false,
    epAt >= 0,
    glyph,
    fromFile,
    fromRank,
    toFile,
    toRank,
    warnings,
  );
}
