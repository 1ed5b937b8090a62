/**
 * `chessLexer`: the SAN of one move of standard chess, as `@x/san/chess` reads PGN. It reads the forms `resolve` of
 * `@x/san/chess` reads — a piece letter `N B R Q K`, file and rank hints, `x`, the square, the promotion (`=Q`, or
 * lenient `Q`), `O-O`/`O-O-O` (lenient `0-0`), a pawn's file without `x` or its rank (lenient), then `+` or `#`
 * and one glyph — and gives for each the record `lexSan` of `@x/san` gives in chess's dialect, its warnings
 * and the errors of strict mode included. Anything else (a figurine, a null move, `e.p.`, a coordinate move, a
 * drop) is `syntax`: no variant dialect, no table of letters beyond chess's.
 */
import { SanError } from '../shared/errors.js';
import { noncanonical } from '../shared/noncanonical.js';
import { GLYPH_NAGS } from '../move/glyphs.js';
import type { SanLexer } from '../shared/san-lexer.js';
import type { Glyph, PieceId, SanDiagnostic } from '../shared/types.js';

/** Chess's pieces by their SAN letter (`P` names the pawn, which is written without it). */
const PIECE_OF: Readonly<Record<string, PieceId>> = {
  B: 'bishop',
  K: 'king',
  N: 'knight',
  P: 'pawn',
  Q: 'queen',
  R: 'rook',
};

/**
 * The forms read: piece letter, file and rank hints, `x`, the square, `=` and the promotion letter; or castling
 * (`O` or `0` throughout); then `+` or `#` and one glyph. `P` and the king as a promotion are read to be refused
 * as `lexSan` refuses them.
 */
const CHESS_SAN =
  /^(?:([NBRQKP])?([a-h])?([1-8])?(x)?([a-h])([1-8])(=)?([NBRQKP])?|([O0])-\9(-\9)?)([+#])?([!?][!?]?)?$/;

const NO_WARNINGS: readonly SanDiagnostic[] = Object.freeze([]);

/** Reads the SAN of standard chess in `text[start, end)` (see the module comment); throws `SanError`. */
export const chessLexer: SanLexer = (text, start, end, strict) => {
  const token = text.slice(start, end);
  const parts = CHESS_SAN.exec(token);
  if (parts === null)
    throw new SanError('syntax', `${token} is not SAN of standard chess`, start, end - start);
  const [, letter, file, rank, x, toFile, toRank, eq, promo, castle, long, suffix, glyph] = parts;
  let warnings: SanDiagnostic[] | undefined;
  /** A lenient form at `offset`: a warning, or in strict mode a `syntax` error (as `lexSan` reports it). */
  const allow = (message: string, offset: number, length: number): void => {
    warnings = noncanonical(warnings, strict, message, offset, length);
  };
  const fromFile = file ? file.charCodeAt(0) - 97 : -1;
  const fromRank = rank ? rank.charCodeAt(0) - 49 : -1;
  let piece: PieceId = 'king';
  let promotion: PieceId | undefined;
  if (castle) {
    if (castle === '0') allow('castling not written with capital O', start, long ? 5 : 3);
  } else {
    // where each part starts: the hint after the letter, `x` after the hint, the promotion after the square
    const hint = start + (letter ? 1 : 0);
    const capture = hint + (file ? 1 : 0) + (rank ? 1 : 0);
    const promoAt = capture + (x ? 3 : 2);
    if (promo) {
      promotion = PIECE_OF[promo];
      const at = promoAt + (eq ? 1 : 0);
      if (promo === 'K' || promo === 'P') throw new SanError('illegal-move', 'not a promotion piece', at, 1);
      if (!eq) allow("promotion without '='", at, 1);
    } else if (eq) throw new SanError('syntax', `${token} is not SAN of standard chess`, start, end - start);
    piece = letter ? PIECE_OF[letter]! : 'pawn';
    if (letter === 'P') throw new SanError('syntax', 'a pawn move has no piece letter', start, 1);
    if (!letter) {
      if (x && !file) throw new SanError('syntax', 'a pawn capture must name its file', capture, 1);
      // a coordinate move (`e2e4`) is not SAN
      if (file && rank)
        throw new SanError('syntax', `${token} is not SAN of standard chess`, start, end - start);
      if (rank) allow('pawn with its departure rank', hint, 1);
      else if (file && !x) allow("pawn capture without 'x'", hint, 1);
    } else if (promo) {
      const e = end - (suffix ? 1 : 0) - (glyph?.length ?? 0);
      throw new SanError('syntax', 'only pawns promote', promoAt, e - promoAt);
    }
  }
  return {
    piece,
    from: (file ?? '') + (rank ?? '') || undefined,
    to: toFile && toFile + toRank,
    capture: x !== undefined,
    promotion,
    castling: castle !== undefined,
    long: long !== undefined,
    check: suffix === '+',
    checkmate: suffix === '#',
    drop: false,
    nullMove: false,
    enPassant: false,
    glyph: glyph as Glyph | undefined,
    nag: glyph === undefined ? undefined : GLYPH_NAGS[glyph as Glyph],
    fromFile,
    fromRank,
    toFile: toFile ? toFile.charCodeAt(0) - 97 : -1,
    toRank: toRank ? toRank.charCodeAt(0) - 49 : -1,
    diagnostics: warnings ?? NO_WARNINGS,
  };
};
