/**
 * `SearchDiagnostic`: a game that `BookMaker` or `buildIndex` read in part (an illegal move: the game counts up to
 * it) or not at all (a bad `FEN` or `Variant` tag; for a book, a variant it has no keys for), located in the source
 * as `xn pgn check` locates it.
 */
import type { Diagnostic, NotationError } from '@x/core';
import { type GameEnd, SanError, startingPosition, walkGame } from '@x/san';

/**
 * A game read in part (`illegal-move`, `syntax`: a move that is not legal, text that does not read; `game-too-long`,
 * `input-too-long`, `nesting-too-deep`: past a size limit of `@x/san`'s reader) or not at all (`game-skipped`), or
 * the first game an index does not key (`keys-full`), and where it is in the source (bytes).
 */
export interface SearchDiagnostic extends Diagnostic {
  readonly severity: 'warning';
  readonly code: 'illegal-move' | 'syntax' | 'game-skipped' | 'keys-full' | LimitCode;
  /** Byte offset of the game in the source. */
  readonly game: number;
}

/** `SanError` codes of `@x/san`'s size limits, told as they are (they were told as `illegal-move`). */
type LimitCode = 'game-too-long' | 'input-too-long' | 'nesting-too-deep';
const LIMIT_CODES: ReadonlySet<string> = new Set<LimitCode>([
  'game-too-long',
  'input-too-long',
  'nesting-too-deep',
]);

/** `SanError` codes of a bad `FEN` or `Variant` tag: the game is not read at all. */
const TAG_ERRORS: ReadonlySet<string> = new Set(['unknown-variant', 'invalid-fen']);

/**
 * The diagnostic of `game`, which `error` ended (or, `skipped`, kept out whole): located at the error in the source
 * (the game read again as a tree, only here), else at the game's start (UTF-16 units of the source's text, as every
 * error's offset).
 */
export function gameDiagnostic(error: NotationError, game: GameEnd, skipped = false): SearchDiagnostic {
  const whole = skipped || TAG_ERRORS.has(error.code);
  const at = (whole ? undefined : locatedError(game)) ?? gameStart(game);
  const code = whole
    ? 'game-skipped'
    : LIMIT_CODES.has(error.code)
      ? (error.code as LimitCode)
      : error.code === 'syntax'
        ? 'syntax'
        : 'illegal-move';
  return diagnosticAt(code, error.message, at, game);
}

/**
 * The diagnostic of the first game an index leaves unkeyed, its key section's positions at `max`: located at the
 * game's start.
 */
export function keysFullDiagnostic(game: GameEnd, max: number): SearchDiagnostic {
  const message = `the key table is full (${max} positions): this game and the ones after it are not keyed (an exact query replays them)`;
  return diagnosticAt('keys-full', message, gameStart(game), game);
}

/** Where a span of the source is: offset, length, line, column. */
type Place = Pick<SearchDiagnostic, 'offset' | 'length' | 'line' | 'column'>;

/** The warning `code` about `game`, at `at`. */
function diagnosticAt(
  code: SearchDiagnostic['code'],
  message: string,
  at: Place,
  game: GameEnd,
): SearchDiagnostic {
  const { offset, length, line, column } = at;
  return { severity: 'warning', code, message, offset, length, line, column, game: game.offset };
}

/** The start of `game` in the source: its first record's, else the game's own line and column. */
function gameStart(game: GameEnd): Place {
  const first = game.records()[0];
  return {
    offset: first?.offset ?? 0,
    length: 0,
    line: first?.line ?? game.line,
    column: first?.column ?? game.column,
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
