/**
 * What both FEN readers of `@x/core` share — the generic one (`fen.ts`, every variant's dialect) and its chess
 * specialisation (`chess.ts`, for `@x/core/chess`): the error thrown, the checks of the text as a whole, the
 * rank count at the end of the board field, the end of that field (holdings in brackets), the fields after it, and a
 * move counter.
 */
import { FenError, type FenErrorCode } from '../errors/errors.js';
import { type Diagnostic, isStrictMode, type ParseMode } from '../errors/notation-error.js';

/** Longest FEN accepted (a 64 × 64 board with three-letter symbols fits). */
export const MAX_FEN_LENGTH = 65_536;

/** Throws the `FenError` of `code` over `length` characters at `offset`. */
export const fail = (code: FenErrorCode, message: string, offset: number, length = 1): never => {
  throw new FenError(code, message, offset, Math.max(0, length));
};

/** Options of `parseFen` and `fromFen`: what to do with a castling right the board cannot have. */
export interface FenOptions {
  /** `strict` refuses a castling right without its king or rook (`FenError` `castling`); `lenient` (default) drops it with a warning. */
  readonly mode?: ParseMode;
  /** Receives each warning of a lenient read (a dropped castling right, an SFEN's `b -`), located in the FEN. */
  readonly onWarning?: (warning: Diagnostic) => void;
}

/**
 * A fault a lenient read reads past, over `length` characters at `offset`: the `FenError` of `code` in strict mode; in
 * lenient mode a warning of `code` to `onWarning` (a castling right the board cannot have, which is dropped; an SFEN's
 * `b -`, read as a FEN).
 */
export function refuseOrWarn(
  options: FenOptions,
  code: FenErrorCode,
  message: string,
  offset: number,
  length = 1,
): void {
  if (isStrictMode(options)) fail(code, message, offset, length);
  options.onWarning?.({ severity: 'warning', code, message, offset, length, line: 1, column: offset + 1 });
}

/** Throws unless `fen` is a string of at most `MAX_FEN_LENGTH` characters that is not blank. */
export function checkFenText(fen: string): void {
  if (typeof fen !== 'string') throw new TypeError('parseFen expects a string');
  if (fen.length > MAX_FEN_LENGTH)
    fail('input-too-long', `FEN longer than ${MAX_FEN_LENGTH} characters`, MAX_FEN_LENGTH, 0);
  if (fen.trim() === '') fail('empty', 'empty FEN', 0, fen.length);
}

/**
 * Throws `rank-count` unless the board field, read from `boardStart` to `end`, stopped after the last square of
 * its last rank (`rank` 0, `file` = `files`; `rankStart` is where that rank began).
 */
export function checkRankCount(
  rank: number,
  file: number,
  board: { readonly files: number; readonly ranks: number },
  rankStart: number,
  boardStart: number,
  end: number,
): void {
  const { files, ranks } = board;
  if (rank === 0 && file !== files)
    fail('rank-count', `rank 1 has ${file} squares, expected ${files}`, rankStart, end - rankStart);
  if (rank > 0) {
    const given = ranks - rank - (file > 0 ? 0 : 1);
    fail(
      'rank-count',
      `${given} ranks, expected ${ranks} ranks of ${files} squares`,
      boardStart,
      end - boardStart,
    );
  }
}

/**
 * The end of the board field at `i`, after its last rank: holdings in brackets (`[..]`, read by `holdings` from
 * after the `[` up to `]`, returning where it stopped), then a space or the end of the text. Returns where the
 * field ends.
 */
export function boardFieldEnd(
  fen: string,
  i: number,
  holdings: (from: number, end: string) => number,
): number {
  if (fen[i] === '[') {
    i = holdings(i + 1, ']');
    if (fen[i] !== ']') fail('holdings', 'unclosed holdings', i, 0);
    i++;
  }
  if (i < fen.length && fen[i] !== ' ') fail('board', 'unexpected character after the board', i);
  return i;
}

/** Whether the char code `c` is a decimal digit. */
export function isDigit(c: number): boolean {
  return c >= 48 && c <= 57;
}

/** One space-separated field of a FEN and its offset. */
export interface FenField {
  readonly text: string;
  readonly offset: number;
}

/** The space-separated fields of `fen` from offset `from`. */
export function fenFields(fen: string, from: number): FenField[] {
  const fields: FenField[] = [];
  for (const m of fen.slice(from).matchAll(/[^ ]+/g)) fields.push({ text: m[0], offset: from + m.index });
  return fields;
}

/** A move counter field (`halfmoves`, `fullmoves`) read, `fallback` when there is none; at most nine digits. */
export function counterField(field: FenField | undefined, code: FenErrorCode, fallback: number): number {
  if (!field) return fallback;
  if (!/^\d{1,9}$/.test(field.text)) fail(code, `bad number ${field.text}`, field.offset, field.text.length);
  return Number(field.text);
}
