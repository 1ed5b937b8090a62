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
  /** Byte offset of the game in the source (a string source counts as its UTF-8 bytes). */
  readonly offset: number;
  /** Byte length of the game in the source, from its first tag (or move) to its result (or last token). */
  readonly length: number;
  /** 1-based line of `offset` in the source (lines end at `\n`). */
  readonly line: number;
  /** 1-based column of `offset` in its line (UTF-16 units of the decoded line). */
  readonly column: number;
  /**
   * The game's warnings, located in the file (`offset` and `length` in bytes, `line`/`column` 1-based): bytes
   * that are not UTF-8 (code `invalid-encoding`) and what a lenient read warns of (position glyphs, a `Result` tag the
   * movetext contradicts; the warnings of lenient moves stay on their moves).
   */
  readonly diagnostics: readonly SanDiagnostic[];
}

/**
 * One game of `readPgn`: `{ success: true, data: Game }` or `{ success: false, error: SanError }`, plus where it
 * is. An error's `offset`/`length` are bytes in the source and its `line`/`column` are those of the file. A
 * game's own spans (`data.offset`, its moves' offsets) count UTF-16 units in the text of its section of the
 * source, which `walkGame` reads.
 */
export type PgnRecord = Result<Game, SanError> & PgnRecordInfo;
