/**
 * The record `readPgn` gives for each game (a type of its own, so that the visitor's `GameEnd` names it without
 * importing the reader).
 */
import type { SanError } from '../shared/errors.js';
import type { Game } from '../game/tree.js';
import type { SanDiagnostic } from '../shared/types.js';
import type { Result } from '@x/core';

/** Where a record is in the source, and what was noticed on the way. */
export interface PgnRecordInfo {
  /** 0-based position of the record in the stream (error records count). */
  readonly index: number;
  /**
   * UTF-16 offset of the game in the source's text (the decoded file, without the byte order marks it starts with): the unit of
   * every error's and diagnostic's `offset` here and of `parsePgn` on the same text (`data.offset` is the same).
   */
  readonly offset: number;
  /** UTF-16 length of the game, from its first tag (or move) to its result (or last token). */
  readonly length: number;
  /**
   * Byte offset of the game in the source (a string source counts as its UTF-8 bytes): where to seek or slice the
   * file for its bytes (`xn`, `@x/search`'s index), not an error's unit.
   */
  readonly byteOffset: number;
  /** Byte length of the game in the source (the bytes of `offset`/`length`). */
  readonly byteLength: number;
  /** 1-based line of `offset` in the source (lines end at `\n`). */
  readonly line: number;
  /** 1-based column of `offset` in its line (UTF-16 units of the decoded line). */
  readonly column: number;
  /**
   * The game's warnings, located in the file (`offset` and `length` in UTF-16 units, `line`/`column` 1-based): bytes
   * that are not UTF-8 (code `invalid-encoding`) and what a lenient read warns of (position glyphs, a `Result` tag the
   * movetext contradicts; the warnings of lenient moves stay on their moves).
   */
  readonly diagnostics: readonly SanDiagnostic[];
}

/**
 * One game of `readPgn`: `{ success: true, data: Game }` or `{ success: false, error: SanError }`, plus where it
 * is. Every offset counts UTF-16 units of the file's text, as `parsePgn` of the whole text counts them: the
 * record's, an error's, a warning's, the game's own spans (`data.offset`, its moves' offsets), and the errors
 * `walkGame` and `startingPosition` throw for the game (located in the file: line, column, offset). Only
 * `byteOffset`/`byteLength` count bytes.
 */
export type PgnRecord = Result<Game, SanError> & PgnRecordInfo;
