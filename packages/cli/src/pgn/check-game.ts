/**
 * One game of `xn pgn check`: its moves checked from its start position (variations too), and its diagnostics as
 * `xn` prints them. Shared by the in-thread check and the worker threads of `--jobs N`.
 */
import {
  locateInRecord,
  type PgnRecord,
  type SanDiagnostic,
  SanError,
  startingPosition,
  type VariantLookup,
  walkGame,
} from '@x/san';
import { NotationError } from '@x/core';
import type { CliDiagnostic } from '../io/diagnostic.js';

/** What checking one record found. */
export interface GameCheck {
  /** The game's `Variant` tag (`Standard` without one); undefined when the game could not be read. */
  readonly variant: string | undefined;
  /** Plies of the main line of a good game; -1 for a bad game. */
  readonly plies: number;
  /** The located error of a bad game. */
  readonly error: SanError | undefined;
}

/** Checks every move of `record`. */
export function checkGame(record: PgnRecord, variants?: VariantLookup): GameCheck {
  if (!record.success) return { variant: undefined, plies: -1, error: record.error };
  const game = record.data;
  const variant = game.headers.get('Variant') ?? 'Standard';
  let plies = 0;
  try {
    walkGame(game, startingPosition(game, { variants }), (step) => {
      if (step.depth === 0) plies++;
    });
  } catch (error) {
    if (!(error instanceof NotationError)) throw error;
    // What the engine refuses beyond a move (a variant definition, a position with more moves than it encodes): the
    // game is bad, located at its start.
    const san =
      error instanceof SanError
        ? error
        : new SanError('illegal-move', `ply ${plies + 1}: ${error.message}`, 0, 0);
    return { variant, plies: -1, error: locateInRecord(record, san) };
  }
  return { variant, plies, error: undefined };
}

/** The diagnostic of a bad game's error in `file`. */
export function fromError(error: SanError, file: string): CliDiagnostic {
  const { code, message, offset, length, line, column, ply } = error;
  return { file, severity: 'error', code, message, offset, length, line, column, ply };
}

/** The diagnostic of a record's warning in `file`. */
export function fromWarning(w: SanDiagnostic, file: string): CliDiagnostic {
  const { code, offset, length, line, column } = w;
  const message =
    code === 'invalid-encoding' ? w.message.replace(LIBRARY_ENCODING_HINT, CLI_ENCODING_HINT) : w.message;
  return { file, severity: 'warning', code, message, offset, length, line, column };
}

/** How `readPgn`'s warning for bytes that are not UTF-8 names its option, and how `xn` names its flag. */
const LIBRARY_ENCODING_HINT = "as the encoding option (encoding: 'latin1' for Latin-1)";
const CLI_ENCODING_HINT = 'with --encoding (--encoding latin1 for Latin-1)';
