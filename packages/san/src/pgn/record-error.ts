/**
 * `locateInRecord`: an error found in a game of `readPgn` after it was read (by `walkGame` or
 * `startingPosition`, located in the game's own text) located in the source file instead — byte offset and
 * length, line and column — as `readPgn` locates its own error records.
 */
import { SanError } from '../shared/errors.js';
import { sourceOf } from '../game/lines.js';
import { isBlank } from './rules.js';
import type { PgnRecord } from './reader.js';
import { LineCursor } from '@x/core/notation';

/** A record of `readPgn` that holds a game. */
export type PgnGameRecord = Extract<PgnRecord, { success: true }>;

/**
 * A copy of `error`, thrown by `walkGame` or `startingPosition` on `record.data` (so located in the text of the
 * game's section of the source, in UTF-16 units), located in the source of `readPgn`: `offset`/`length` in
 * bytes, `line`/`column` in the file — the location an error record of `readPgn` would have. Bytes are
 * counted as UTF-8, or one per character where the game's text has as many characters as its bytes (ASCII,
 * single-byte encodings); text read from invalid UTF-8 (U+FFFD) counts 3 bytes per replacement. An error
 * without a location in the game's text (offset 0, length 0) is placed at the game's start.
 *
 * @example try { walkGame(r.data, startingPosition(r.data), visit) } catch (e) { report(locateInRecord(r, e)) }
 */
export function locateInRecord(record: PgnGameRecord, error: SanError): SanError {
  const game = record.data;
  const text = sourceOf(game.moves);
  const located = new SanError(error.code, error.message, record.offset, 0, {
    canonical: error.canonical,
    candidates: error.candidates,
    ply: error.ply,
  });
  if (error.cause !== undefined) Object.assign(located, { cause: error.cause });
  const start = game.offset;
  if (text === undefined || (error.offset === 0 && error.length === 0 && start > 0) || error.offset < start) {
    return Object.assign(located, { line: record.line, column: record.column });
  }
  const end = Math.min(error.offset + error.length, text.length);
  const from = Math.min(error.offset, end);
  const identity = spanUnits(text, start, game.length) === record.length;
  const bytes = (a: number, b: number): number => (identity ? b - a : utf8Length(text, a, b));
  const offset = record.offset + bytes(start, from);
  const { line, column } = new LineCursor(text, record, start).locate(from);
  return Object.assign(located, { offset, length: bytes(from, end), line, column });
}

/** UTF-16 units of a game's span without its trailing whitespace (to compare with its byte length). */
function spanUnits(text: string, start: number, length: number): number {
  let end = Math.min(start + length, text.length);
  while (end > start && isBlank(text.charCodeAt(end - 1))) end--;
  return end - start;
}

/** UTF-8 byte length of `text[from, to)` (lone surrogates count 3, as `TextEncoder` writes U+FFFD). */
function utf8Length(text: string, from: number, to: number): number {
  let n = 0;
  for (let i = from; i < to; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x80) n += 1;
    else if (c < 0x800) n += 2;
    else if (c >= 0xd800 && c <= 0xdbff && i + 1 < to) {
      const d = text.charCodeAt(i + 1);
      if (d >= 0xdc00 && d <= 0xdfff) {
        n += 4;
        i++;
      } else n += 3;
    } else n += 3;
  }
  return n;
}
