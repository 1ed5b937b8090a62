/**
 * The moves section: `[N. ]move{(|| N. )move}` with optional piece letters, `x`, `=Q`, `+`/`#`,
 * `!?` glyphs and `{comments}` carrying `[%clk H:MM:SS.D]`. Strict mode follows the live grammar;
 * lenient mode also reads the original dialect (`...`, `.` and white space as separators, promotions
 * without `=`, spaced moves).
 */
import { C, digitsEnd, isDigit, isLetter, isSpace, type Scanner } from './lexer.js';
import { pieceFromCode } from './pieces.js';
import { rememberSource } from './source-text.js';
import type { CheckMark, IcnMove, PieceRef, Span, IcnSquare } from './types.js';

type MutableMove = {
  start: IcnSquare;
  end: IcnSquare;
  promotion?: PieceRef;
  piece?: PieceRef;
  capture?: true;
  check?: CheckMark;
  nag?: string;
  comment?: string;
  clockStamp?: number;
  span?: { offset: number; length: number };
};

/**
 * Whether a move starts at `at`: an optional `N.` move number, or `[[n]code] int,int [ws] (>|x)`.
 * Used by the header reader to tell moves from a piece list or an en passant square.
 */
export function looksLikeMove(sc: Scanner, at: number): boolean {
  const s = sc.s;
  const n = sc.n;
  const max = sc.maxDigits;
  let j = digitsEnd(s, at, n, max);
  if (j > at + max) return true; // an integer too long: the move reader rejects it where it stops
  if (j > at && j < n && s.charCodeAt(j) === C.dot) return true;
  if (!sc.strict && s.startsWith('...', at)) return true;
  if (j < n && isLetter(s.charCodeAt(j))) {
    while (j < n && isLetter(s.charCodeAt(j))) j++;
  } else j = at;
  // int , int (a run of digits longer than the limit counts as a move: its reader reports it)
  let tooLong = false;
  const int = () => {
    if (j < n && s.charCodeAt(j) === C.minus) j++;
    const d = j;
    j = digitsEnd(s, j, n, max);
    if (j > d + max) tooLong = true;
    return j > d;
  };
  if (!int()) return false;
  if (tooLong) return true;
  if (j >= n || s.charCodeAt(j) !== C.comma) return false;
  j++;
  if (!int()) return false;
  if (tooLong) return true;
  if (sc.strict) {
    if (j < n && s.charCodeAt(j) === C.space) j++;
  } else while (j < n && isSpace(s.charCodeAt(j))) j++;
  const c = s.charCodeAt(j);
  return c === C.gt || c === C.x;
}

/** Parses moves from the cursor to the end of the scanner's range and appends them to `out`. */
export function parseMoves(sc: Scanner, out: IcnMove[]): void {
  const s = sc.s;
  const strict = sc.strict;
  // optional leading move number
  skipLeadingNumber(sc);
  const from = sc.i;
  const inexact = sc.inexact;
  let exact = out.length === 0;
  for (;;) {
    const endedWithComment = parseMove(sc, out);
    const last = out[out.length - 1]!;
    if (last.comment !== undefined || last.clockStamp !== undefined || endedWithComment) exact = false;
    const d = liveDelimiter(sc);
    if (d >= 0) {
      if (d !== sc.i + 1) exact = false;
      sc.i = d;
      continue;
    }
    if (exact && sc.inexact === inexact && !hasSpace(s, from, sc.i)) rememberSource(out, s, from, sc.i);
    if (strict) {
      sc.skipSpace();
      if (sc.i < sc.n) sc.fail('syntax', 'Unexpected characters after a move', sc.i, 1);
      return;
    }
    exact = false;
    // lenient separators: white space, '|', '.', move numbers, '...'
    const sepFrom = sc.i;
    for (;;) {
      const c = s.charCodeAt(sc.i);
      if (sc.i >= sc.n) break;
      if (c === C.pipe || c === C.dot || isSpace(c)) sc.i++;
      else if (isDigit(c)) {
        const j = digitsEnd(s, sc.i, sc.n, sc.maxDigits);
        if (s.charCodeAt(j) !== C.dot) break;
        sc.i = j + 1;
      } else break;
    }
    if (sc.i >= sc.n) {
      for (let j = sepFrom; j < sc.n; j++) {
        if (!isSpace(s.charCodeAt(j))) {
          sc.warn('lenient-move-syntax', 'Separator after the last move ignored', sepFrom, sc.n - sepFrom);
          break;
        }
      }
      return;
    }
    if (sc.i === sepFrom) {
      if (!endedWithComment) sc.warn('lenient-move-syntax', 'Moves not separated', sc.i, 1);
    } else sc.warn('lenient-move-syntax', 'Non-standard move separator', sepFrom, sc.i - sepFrom);
  }
}

/** Whether `s[from, to)` holds white space. */
function hasSpace(s: string, from: number, to: number): boolean {
  for (let j = from; j < to; j++) if (isSpace(s.charCodeAt(j))) return true;
  return false;
}

/**
 * The live delimiter after a move: spaces then `|` then one optional space, or spaces / one white-space
 * character then `N. `. Returns the index after it, or -1.
 */
function liveDelimiter(sc: Scanner): number {
  const s = sc.s;
  const n = sc.n;
  let j = sc.i;
  while (j < n && j - sc.i < 5 && s.charCodeAt(j) === C.space) j++;
  if (j < n && s.charCodeAt(j) === C.pipe) {
    j++;
    if (j < n && s.charCodeAt(j) === C.space) j++;
    return j < n ? j : -1;
  }
  if (j < n && s.charCodeAt(j) !== C.space && isSpace(s.charCodeAt(j))) j++;
  if (j === sc.i) return -1;
  const d0 = j;
  j = digitsEnd(s, j, n, sc.maxDigits);
  if (j > d0 && s.charCodeAt(d0) !== C.d0 && s.charCodeAt(j) === C.dot && s.charCodeAt(j + 1) === C.space) {
    return j + 2 < n ? j + 2 : -1;
  }
  return -1;
}

function skipLeadingNumber(sc: Scanner): void {
  const s = sc.s;
  const j = digitsEnd(s, sc.i, sc.n, sc.maxDigits);
  if (j === sc.i || s.charCodeAt(j) !== C.dot) {
    if (!sc.strict && s.startsWith('...', sc.i)) {
      sc.warn('lenient-move-syntax', '"..." placeholder', sc.i, 3);
      sc.i += 3;
      sc.skipSpace();
    }
    return;
  }
  if (sc.strict) {
    if (s.charCodeAt(sc.i) === C.d0 || s.charCodeAt(j + 1) !== C.space) {
      sc.fail('syntax', 'Move number must be "N. "', sc.i, j - sc.i + 1);
    }
    sc.i = j + 2;
    return;
  }
  sc.i = j;
  while (sc.i < sc.n) {
    const c = s.charCodeAt(sc.i);
    if (c === C.dot || isSpace(c)) sc.i++;
    else break;
  }
  if (sc.i - j > 2) sc.warn('lenient-move-syntax', '"..." placeholder', j, sc.i - j);
}

/** Skips the allowed white space inside a move: one space (strict) or any run (lenient). */
function sp(sc: Scanner): void {
  if (sc.strict) {
    if (sc.i < sc.n && sc.s.charCodeAt(sc.i) === C.space) sc.i++;
  } else {
    while (sc.i < sc.n && isSpace(sc.s.charCodeAt(sc.i))) sc.i++;
  }
}

/** Reads `[digits] letters` as a piece; strict allows 1–2 letters. Lenient: unknown → warning. */
function pieceAt(sc: Scanner, what: string): PieceRef | undefined {
  const quick = sc.readLetterPiece();
  if (quick !== undefined) return quick;
  sc.inexact++;
  const span = sc.readPieceCodeSpan();
  if (span === undefined) return undefined;
  let letters = 0;
  for (let j = span.end - 1; j >= span.start && isLetter(sc.s.charCodeAt(j)); j--) letters++;
  if (sc.strict) {
    if (letters > 2) sc.fail('unknown-piece', 'Piece code too long', span.start, span.end - span.start);
    return sc.resolvePiece(span.start, span.end);
  }
  const ref = letters <= 2 ? pieceFromCode(sc.s.slice(span.start, span.end)) : undefined;
  if (ref === undefined) {
    const code = sc.s.slice(span.start, Math.min(span.end, span.start + 12));
    sc.warn('unknown-piece', `Unknown ${what} (${code}) ignored`, span.start, span.end - span.start);
  }
  return ref;
}

/** Parses one move at the cursor and appends it to `out`. Returns whether it ended with a comment. */
export function parseMove(sc: Scanner, out: IcnMove[]): boolean {
  const s = sc.s;
  const start = sc.i;
  let c = s.charCodeAt(start);
  let piece: PieceRef | undefined;
  if (isLetter(c) || (isDigit(c) && hasCodeAfterDigits(sc))) piece = pieceAt(sc, 'piece');
  const a = sc.readSquare();
  if (a === undefined) sc.fail('syntax', 'Expected a move start square', sc.i, 1);
  sp(sc);
  c = s.charCodeAt(sc.i);
  let capture = false;
  if (c === C.x) capture = true;
  else if (c !== C.gt) sc.fail('syntax', 'Expected > or x in a move', sc.i, 1);
  sc.i++;
  sp(sc);
  const b = sc.readSquare();
  if (b === undefined) sc.fail('syntax', 'Expected a move end square', sc.i, 1);
  if (sc.i >= sc.n || s.charCodeAt(sc.i) === C.pipe) {
    out.push(bareMove(a, b, piece, capture, { offset: start, length: sc.i - start }));
    return false;
  }
  const m: MutableMove = { start: a, end: b };
  if (piece !== undefined) m.piece = piece;
  if (capture) m.capture = true;
  let lastEnd = sc.i;
  let comment = false;
  if (sc.i < sc.n) {
    // promotion
    const glued = sc.i;
    sp(sc);
    c = s.charCodeAt(sc.i);
    if (c === C.eq) {
      const at = sc.i;
      sc.i++;
      if (!sc.strict) sp(sc);
      const codeAt = sc.i;
      const p = pieceAt(sc, 'promotion');
      if (p !== undefined) m.promotion = p;
      else if (sc.i === codeAt) {
        sc.questionable('syntax', 'Expected a piece after =', at, 1);
        sc.inexact++;
        sc.i = at + 1;
      }
      lastEnd = sc.i;
    } else if (!sc.strict && sc.i === glued && isLetter(c)) {
      let j = sc.i;
      while (j < sc.n && isLetter(s.charCodeAt(j))) j++;
      const next = s.charCodeAt(j);
      if (!(isDigit(next) || next === C.minus)) {
        sc.warn('lenient-move-syntax', 'Promotion without =', sc.i, j - sc.i);
        sc.inexact++;
        const p = pieceAt(sc, 'promotion');
        if (p !== undefined) m.promotion = p;
        lastEnd = sc.i;
      } else sc.i = glued;
    }
    // check / mate
    if (sc.i < sc.n) {
      sp(sc);
      c = s.charCodeAt(sc.i);
      if (c === C.plus || c === C.hash) {
        m.check = c === C.plus ? 'check' : 'mate';
        sc.i++;
        lastEnd = sc.i;
      } else sc.i = lastEnd;
    }
    // glyph
    if (sc.i < sc.n) {
      sp(sc);
      let j = sc.i;
      while (j < sc.n && j - sc.i < 3 && (s.charCodeAt(j) === C.bang || s.charCodeAt(j) === C.question)) j++;
      if (j > sc.i) {
        if (j - sc.i > 2) sc.fail('syntax', 'Annotation glyph longer than 2', sc.i, j - sc.i);
        m.nag = s.slice(sc.i, j);
        sc.i = j;
        lastEnd = j;
      } else sc.i = lastEnd;
    }
    // comment
    if (sc.i < sc.n) {
      sp(sc);
      if (s.charCodeAt(sc.i) === C.lbrace) {
        readComment(sc, m);
        lastEnd = sc.i;
        comment = true;
      } else sc.i = lastEnd;
    }
  }
  sc.i = lastEnd;
  m.span = { offset: start, length: lastEnd - start };
  out.push(m as IcnMove);
  return comment;
}

/** A move with nothing after its end square, built in one literal per shape (fields in the usual order). */
function bareMove(
  start: IcnSquare,
  end: IcnSquare,
  piece: PieceRef | undefined,
  capture: boolean,
  span: Span,
): IcnMove {
  if (piece === undefined) return capture ? { start, end, capture: true, span } : { start, end, span };
  return capture ? { start, end, piece, capture: true, span } : { start, end, piece, span };
}

function hasCodeAfterDigits(sc: Scanner): boolean {
  const j = digitsEnd(sc.s, sc.i, sc.n, sc.maxDigits);
  return j < sc.n && isLetter(sc.s.charCodeAt(j));
}

/** Reads `{comment}` at the cursor into the move (comment text and clock stamp). */
function readComment(sc: Scanner, m: MutableMove): void {
  const s = sc.s;
  const open = sc.i;
  const close = s.indexOf('}', open + 1);
  if (close < 0 || close >= sc.n) sc.fail('syntax', 'Unclosed comment', open, sc.n - open);
  let text = s.slice(open + 1, close);
  // stringify cannot write a brace inside a comment: refused here, at the brace.
  const brace = text.indexOf('{');
  if (brace >= 0) sc.fail('syntax', 'A comment cannot contain braces', open + 1 + brace, 1);
  sc.i = close + 1;
  if (text.length === 0) {
    sc.questionable('syntax', 'Empty comment', open, 2);
    return;
  }
  const k = text.indexOf('[%clk ');
  if (k >= 0) {
    const e = text.indexOf(']', k);
    const ms = e < 0 ? undefined : clockToMs(text.slice(k + 6, e));
    if (ms === undefined) {
      sc.questionable(
        'bad-clock',
        'Clock not in H:MM:SS.D format',
        open + 1 + k,
        (e < 0 ? text.length : e + 1) - k,
      );
    } else {
      m.clockStamp = ms;
      text = text.slice(0, k) + text.slice(e + 1);
    }
  }
  const trimmed = text.trim();
  if (trimmed.length > 0) m.comment = trimmed;
}

/** Parses `H:MM:SS.D` into milliseconds, or `undefined`. */
export function clockToMs(t: string): number | undefined {
  const c1 = t.indexOf(':');
  if (c1 < 1 || c1 > 6 || t.length !== c1 + 8) return undefined;
  for (let j = 0; j < t.length; j++) {
    const ch = t.charCodeAt(j);
    const want = j === c1 || j === c1 + 3 ? C.colon : j === c1 + 6 ? C.dot : -1;
    if (want >= 0 ? ch !== want : !isDigit(ch)) return undefined;
  }
  const h = Number(t.slice(0, c1));
  const mm = Number(t.slice(c1 + 1, c1 + 3));
  const ss = Number(t.slice(c1 + 4, c1 + 6));
  const d = Number(t.slice(c1 + 7));
  if (mm > 59 || ss > 59) return undefined;
  return ((h * 60 + mm) * 60 + ss) * 1000 + d * 100;
}

/** Formats milliseconds as `H:MM:SS.D` (tenths, rounded down). */
export function msToClock(ms: number): string {
  const tenths = Math.floor(ms / 100);
  const d = tenths % 10;
  const totalS = Math.floor(tenths / 10);
  const ss = totalS % 60;
  const mm = Math.floor(totalS / 60) % 60;
  const h = Math.floor(totalS / 3600);
  return `${h}:${String(mm).padStart(2, '0')}:${String(ss).padStart(2, '0')}.${d}`;
}
