/**
 * The files `xn pgn filter` reads criteria from (`--move-file`, `--material-file`): their error class, located in
 * the file's text (`FilterFileError`, an `@x/core` `NotationError`), and the read that turns a bad file into a
 * usage error showing the file, line, column, the line itself and a caret under the fault.
 */
import type { Result } from '@x/core';
import { type CodedErrorClass, codedError } from '@x/core/notation';
import { formatTextDiagnostic } from '../../io/diagnostic.js';
import { InputError, UsageError } from '../../failure.js';
import { readWholeFile } from '../../io/whole-file.js';

/** The codes of `FilterFileError`: the file as a whole, a move line, a material line. */
export const FILTER_FILE_ERROR_CODES = [
  'too-long',
  ...['not-a-move', 'lone-any', 'empty-not'],
  ...['unknown-piece', 'bad-count', 'bad-depth', 'missing-set', 'trailing-text'],
] as const;

/** A code of `FILTER_FILE_ERROR_CODES`. */
export type FilterFileErrorCode = (typeof FILTER_FILE_ERROR_CODES)[number];

/** A fault in a criteria file, located in its text (UTF-16 `offset`/`length`, 1-based `line`/`column`). */
export const FilterFileError: CodedErrorClass<FilterFileErrorCode> = codedError('FilterFileError');
/** An error of class `FilterFileError`. */
export type FilterFileError = InstanceType<typeof FilterFileError>;

/** The most lines a criteria file may hold. */
const MAX_LINES = 100_000;

/**
 * The lines of a criteria file's `text` that are not `%` comments, each as its span `[start, end)` (without the
 * line end); a `FilterFileError` ('too-long') at the line past the `MAX_LINES`th.
 */
export function* criteriaLines(text: string): Generator<{ start: number; end: number }, void, undefined> {
  let start = 0;
  for (let n = 1; start <= text.length; n++) {
    const nl = text.indexOf('\n', start);
    const end = nl < 0 ? text.length : nl;
    if (n > MAX_LINES)
      throw new FilterFileError('too-long', `more than ${MAX_LINES} lines`, start, end - start, text);
    if (text.charCodeAt(start) !== 37 /* % */) yield { start, end };
    start = end + 1;
  }
}

/** The most bytes a criteria file may hold (checked before it is read). */
export const MAX_FILE_BYTES = 4 * 1024 * 1024;

/**
 * The criteria of `file` as `parse` reads them; a file that cannot be read, is too long or does not parse is a
 * usage error of `command` naming `option` (the parse error shown as every `xn` diagnostic is).
 */
export function readFilterFile<T>(
  option: string,
  file: string,
  command: string,
  parse: (text: string) => Result<T, FilterFileError>,
): T {
  let text: string;
  try {
    text = readWholeFile(file, MAX_FILE_BYTES, 'a filter file').toString('utf8');
  } catch (error) {
    if (!(error instanceof InputError)) throw error;
    throw new UsageError(`${option}: ${error.message}`, command);
  }
  const read = parse(text);
  if (read.success) return read.data;
  const { code, message, offset, length, line, column } = read.error;
  const shown = formatTextDiagnostic(
    { file, severity: 'error', code, message, offset, length, line, column },
    text,
    offset,
    length,
  );
  throw new UsageError(`${option}: ${shown.trimEnd()}`, command);
}
