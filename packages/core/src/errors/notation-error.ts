/**
 * The one error base class and the one diagnostic shape of every `@x` package (see `docs/contract.md`).
 * Every package's error class extends `NotationError`; packages that collect many problems report
 * `Diagnostic` records with the same location fields.
 */
import { lineColumn, onLine } from './line-column.js';

/** Where a problem is: `offset`/`length` into the input (UTF-16 code units), `line`/`column` 1-based. */
export interface NotationLocation {
  readonly offset: number;
  readonly length: number;
  readonly line: number;
  readonly column: number;
}

/**
 * Base class of every `@x` error: a kebab-case `code`, a human `message` and a location.
 * It extends `RangeError` (bad input is a value outside the accepted set), so `SanError`'s documented
 * `instanceof RangeError` keeps holding and every package behaves alike under `catch (e)`.
 * `at` is the input text (then `line`/`column` are computed from `offset`) or a known line/column;
 * without it the input is taken as one line. `options.cause` keeps a wrapped error.
 */
export class NotationError extends RangeError implements NotationLocation {
  override name = 'NotationError';
  declare readonly code: string;
  declare readonly offset: number;
  declare readonly length: number;
  declare readonly line: number;
  declare readonly column: number;
  constructor(
    code: string,
    message: string,
    offset = 0,
    length = 0,
    at?: string | { readonly line: number; readonly column: number },
    options?: ErrorOptions,
  ) {
    super(message, options);
    this.code = code;
    this.offset = offset;
    this.length = length;
    const where = at === undefined ? onLine(offset) : typeof at === 'string' ? lineColumn(at, offset) : at;
    this.line = where.line;
    this.column = where.column;
  }

  /**
   * `Name [code] at line L, column C: message`: what `String(error)` and template literals print; `Name [code]:
   * message` for an error that concerns no text (offset and length 0 at line 1, column 1: an illegal position, a
   * bad option), which has no location to give.
   */
  override toString(): string {
    const { line, column } = this;
    const located = this.offset !== 0 || this.length !== 0 || line !== 1 || column !== 1;
    return `${this.name} [${this.code}]${located ? ` at line ${line}, column ${column}` : ''}: ${this.message}`;
  }
}

/**
 * `error`, when it is of class `type` and `text` is given, with the `line`/`column` of its `offset` in `text`:
 * for errors built before the text was at hand, which an entry point that read `text` locates on the error path
 * only. Anything else is returned as it is.
 *
 * @example throw locateError(SanError, error, text)
 */
export function locateError<E>(
  type: abstract new (...args: never[]) => NotationError,
  error: E,
  text: string | undefined,
): E {
  if (error instanceof type && text !== undefined) Object.assign(error, lineColumn(text, error.offset));
  return error;
}

/** How serious a diagnostic is. */
export type DiagnosticSeverity = 'error' | 'warning' | 'info';

/** One problem found by a package that collects many (sjaak files, fbr rules, lenient parses). */
export interface Diagnostic extends NotationLocation {
  readonly severity: DiagnosticSeverity;
  /** Kebab-case code from the package's exported list. */
  readonly code: string;
  readonly message: string;
}

/** The one non-throwing result type: zod's `{ success, data | error }`. */
export type Result<T, E = NotationError> = { success: true; data: T } | { success: false; error: E };

/**
 * `fn()` as a `Result`: `{ success: true, data }`, or `{ success: false, error }` when it throws an error of class
 * `type` (anything else is rethrown). Every package's `safeParse` is made with it.
 *
 * @example toResult(FenError, () => parseFen(text))
 */
export function toResult<T, E>(type: abstract new (...args: never[]) => E, fn: () => T): Result<T, E> {
  try {
    return { success: true, data: fn() };
  } catch (error) {
    if (error instanceof type) return { success: false, error };
    throw error;
  }
}

/** Strictness of every parser that has a choice: `strict` rejects what `lenient` accepts with a warning. */
export type ParseMode = 'strict' | 'lenient';

/**
 * Whether parse options ask for strict reading (`mode: 'strict'`; lenient when `mode` is absent). An unknown
 * `mode` is a programmer mistake and throws a `TypeError`.
 */
export function isStrictMode(options: { readonly mode?: ParseMode }): boolean {
  const { mode } = options;
  if (mode === undefined) return false;
  if (mode !== 'strict' && mode !== 'lenient') {
    throw new TypeError(`Unknown mode '${String(mode)}': use 'strict' or 'lenient'`);
  }
  return mode === 'strict';
}
