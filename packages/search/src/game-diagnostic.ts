/**
 * `SearchDiagnostic`: a game that `BookMaker` or `buildIndex` read in part (an illegal move: the game counts up to
 * it) or not at all (a bad `FEN` or `Variant` tag; for a book, a variant it has no keys for), located in the source
 * as `xn pgn check` locates it.
 */
import type { Diagnostic, NotationError } from '@x/core';
import { type GameEnd, SanError, startingPosition, walkGame } from '@x/san';

/**
 * A game read in part (`illegal-move`) or not at all (`game-skipped`), or the first game an index does not key
 * (`keys-full`), and where it is in the source (bytes).
 */
export interface SearchDiagnostic extends Diagnostic {
  readonly severity: 'warning';
  readonly code: 'illegal-move' | 'game-skipped' | 'keys-full';
  /** Byte offset of the game in the source. */
  readonly game: number;
}

/** `SanError` codes of a bad `FEN` or `Variant` tag: the game is not read at all. */
const TAG_ERRORS: ReadonlySet<string> = new Set(['unknown-variant', 'invalid-fen']);

/**
 * The diagnostic of `game`, which `error` ended (or, `skipped`, kept out whole): located at the error in the source
 * (the game read again as a tree, only here), else at the game's start (UTF-16 units of the source's text, as every
 * error's offset).
 */
export function gameDiagnostic(error: NotationError, game: GameEnd, skipped = false): SearchDiagnostic {
  const whole = skipped || TAG_ERRORS.has(error.code);
  const first = game.records()[0];
  const at = (whole ? undefined : locatedError(game)) ?? {
    offset: first?.offset ?? 0,
    length: 0,
    line: first?.line ?? game.line,
    column: first?.column ?? game.column,
  };
  return {
    severity: 'warning',
    code: whole ? 'game-skipped' : 'illegal-move',
    message: error.message,
    offset: at.offset,
    length: at.length,
    line: at.line,
    column: at.column,
    game: game.offset,
  };
}

/**
 * The diagnostic of the first game an index leaves unkeyed, its key section's positions at `max`: located at the
 * game's start.
 */
export function keysFullDiagnostic(game: GameEnd, max: number): SearchDiagnostic {
  const first = game.records()[0];
  return {
    severity: 'warning',
    code: 'keys-full',
    message: `the key table is full (${max} positions): this game and the ones after it are not keyed (an exact query replays them)`,
    offset: first?.offset ?? 0,
    length: 0,
    line: first?.line ?? game.line,
    column: first?.column ?? game.column,
    game: game.offset,
  };
}

/** The first error of the game's main line, located in the source (UTF-16 offset, line, column). */
function locatedError(game: GameEnd): NotationError | undefined {
  for (const record of game.records()) {
    if (!record.success) return record.error;
    try {
      walkGame(record.data, startingPosition(record.data), () => undefined, { variations: false });
    } catch (error) {
      if (error instanceof SanError) return error;
      throw error;
    }
  }
  return undefined;
}
