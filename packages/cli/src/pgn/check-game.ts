/**
 * One game of `xn pgn check`: its moves checked from its start position (variations too), and its diagnostics as
 * `xn` prints them. Shared by the in-thread check and the worker threads of `--jobs N`.
 */
import {
  type PgnRecord,
  type SanDiagnostic,
  SanError,
  startingPosition,
  type VariantLookup,
  walkGame,
} from '@x/san';
import { NotationError } from '@x/core';
import type { CliDiagnostic } from '../io/diagnostic.js';
import { recordByteSpan } from '../io/record-span.js';
import type { ByteWindow } from '@x/san/split';

/** What checking one record found. */
export interface GameCheck {
  /** The game's `Variant` tag (`Standard` without one); undefined when the game could not be read. */
  readonly variant: string | undefined;
  /** Plies of the main line of a good game; -1 for a bad game. */
  readonly plies: number;
  /** The located error of a bad game. */
  readonly error: SanError | undefined;
  /** What the walk warned of (a result the main line's end contradicts), located in the file. */
  readonly warnings: readonly SanDiagnostic[];
}

/** Checks every move of `record`. */
export function checkGame(record: PgnRecord, variants?: VariantLookup): GameCheck {
  if (!record.success) return { variant: undefined, plies: -1, error: record.error, warnings: [] };
  const game = record.data;
  const variant = game.headers.get('Variant') ?? 'Standard';
  let plies = 0;
  const warnings: SanDiagnostic[] = [];
  const onWarning = (w: SanDiagnostic) => void warnings.push(w);
  try {
    const start = startingPosition(game, { variants });
    const countMainLinePly = (step: { readonly depth: number }) => {
      if (step.depth === 0) plies++;
    };
    walkGame(game, start, countMainLinePly, { onWarning });
  } catch (error) {
    if (!(error instanceof NotationError)) throw error;
    // What the engine refuses beyond a move (a variant definition, a position with more moves than it encodes): the
    // game is bad, located at its start in the file (a SanError of the walk is located there already).
    if (error instanceof SanError) return { variant, plies: -1, error, warnings };
    const san = new SanError('illegal-move', `ply ${plies + 1}: ${error.message}`, record.offset, 0);
    const located = Object.assign(san, { line: record.line, column: record.column });
    return { variant, plies: -1, error: located, warnings };
  }
  return { variant, plies, error: undefined, warnings };
}

/** The diagnostic of a bad game's error in `file` (its span in bytes: `recordByteSpan`). */
export function fromError(
  error: SanError,
  file: string,
  record: PgnRecord,
  window?: ByteWindow,
): CliDiagnostic {
  const { code, message, line, column, ply } = error;
  const { offset, length } = recordByteSpan(record, error, window);
  return { file, severity: 'error', code, message, offset, length, line, column, ply };
}

/** The diagnostic of a record's warning in `file` (its span in bytes: `recordByteSpan`). */
export function fromWarning(
  w: SanDiagnostic,
  file: string,
  record: PgnRecord,
  window?: ByteWindow,
): CliDiagnostic {
  const { code, line, column } = w;
  const { offset, length } = recordByteSpan(record, w, window);
  const message =
    code === 'invalid-encoding' ? w.message.replace(LIBRARY_ENCODING_HINT, CLI_ENCODING_HINT) : w.message;
  return { file, severity: 'warning', code, message, offset, length, line, column };
}

/** How `readPgn`'s warning for bytes that are not UTF-8 names its option, and how `xn` names its flag. */
const LIBRARY_ENCODING_HINT = "as the encoding option (encoding: 'latin1' for Latin-1)";
const CLI_ENCODING_HINT = 'with --encoding (--encoding latin1 for Latin-1)';
