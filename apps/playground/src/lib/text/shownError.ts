/** Where an error is in its text, each part where known, as `@x/core`'s `NotationError` says it. */
type ErrorPlace = { readonly [K in 'offset' | 'length' | 'line' | 'column']?: number | undefined };

/**
 * What an error box shows: any package's error (a `NotationError` from `@x/core` or an error shaped like one:
 * code, message, offset, length, line, column), or a JSON path for errors in a model rather than a text.
 */
export interface ShownError extends ErrorPlace {
  readonly code: string;
  readonly message: string;
  /** A named place (`moves.0`) for errors in a model rather than in text. */
  readonly path?: string | undefined;
  /** The move the error is at, as a reader names it (`9… Bxb5+`), with its 1-based ply. */
  readonly move?: string | undefined;
  readonly ply?: number | undefined;
}

/** An error located in a text: its span, and its line and column where the reader gave them. */
export interface LocatedError extends Pick<ShownError, 'code' | 'message' | 'line' | 'column'> {
  readonly offset: number;
  readonly length: number;
}

/**
 * A located error (a package's error or diagnostic) as the error box shows it: its code, message and place only
 * (not the fields a package adds).
 */
export function shownLocated(e: LocatedError): ShownError {
  return {
    code: e.code,
    message: e.message,
    offset: e.offset,
    length: e.length,
    line: e.line,
    column: e.column,
  };
}

/** Any thrown value as a `ShownError`: its own code and location when it has them, else `error`. */
export function shownError(e: unknown): ShownError {
  if (typeof e !== 'object' || e === null) return { code: 'error', message: String(e) };
  const err = e as Partial<Record<keyof ShownError, unknown>>;
  const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : undefined);
  const path = Array.isArray(err.path)
    ? err.path.join('.')
    : typeof err.path === 'string'
      ? err.path
      : undefined;
  return {
    code: typeof err.code === 'string' ? err.code : 'error',
    message: typeof err.message === 'string' ? err.message : String(e),
    offset: num(err.offset),
    length: num(err.length),
    line: num(err.line),
    column: num(err.column),
    ...(path ? { path } : {}),
  };
}

/**
 * Where an error is, in words, the same way in every view: the move when there is one (`at 9… Bxb5+ (ply 18)`),
 * then `line 3, column 4` (or `character 12` where only the offset is known); or `at moves.0` for a model.
 */
export function whereOf(error: ShownError): string | undefined {
  const parts: string[] = [];
  if (error.move) parts.push(`at ${error.move}${error.ply !== undefined ? ` (ply ${error.ply})` : ''}`);
  if (error.line !== undefined && error.column !== undefined) {
    parts.push(`line ${error.line}, column ${error.column}`);
  } else if (error.offset !== undefined) parts.push(`character ${error.offset + 1}`);
  if (parts.length === 0 && error.path) parts.push(`at ${error.path}`);
  return parts.length ? parts.join(', ') : undefined;
}

/**
 * An error as a sentence: its message, capitalised, then where it is (`whereOf`) — "No legal move matches, at 5.
 * Qxf7+ (ply 9), line 30, column 47." — rather than the message glued to its code and raw offsets.
 */
export function sentenceOf(error: ShownError): string {
  const said = error.message.trim().replace(/[.:;,]+$/, '');
  const message = said.charAt(0).toUpperCase() + said.slice(1);
  const where = whereOf(error);
  return where ? `${message}, ${where}.` : `${message}.`;
}

/** A diagnostic of a list: an error shape with its severity and, for compile diagnostics, the feature. */
export interface ListedDiagnostic extends ShownError {
  readonly severity?: string | undefined;
  readonly feature?: string | undefined;
}
