/**
 * What an error box shows: any package's error (a `NotationError` from `@x/core` or an error shaped like one:
 * code, message, offset, length, line, column), or a JSON path for errors in a model rather than a text.
 */
export interface ShownError {
  readonly code: string;
  readonly message: string;
  readonly offset?: number | undefined;
  readonly length?: number | undefined;
  readonly line?: number | undefined;
  readonly column?: number | undefined;
  /** A named place (`moves.0`) for errors in a model rather than in text. */
  readonly path?: string | undefined;
  /** @deprecated A place written by hand; pass offset/line/column instead (kept for views not moved yet). */
  readonly where?: string | undefined;
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

/** Where an error is, in words: `line 3, column 4`, `offset 12`, or `at moves.0`. */
export function whereOf(error: ShownError): string | undefined {
  if (error.where) return error.where;
  if (error.line !== undefined && error.column !== undefined) {
    return `line ${error.line}, column ${error.column}`;
  }
  if (error.offset !== undefined) return `offset ${error.offset}`;
  return error.path ? `at ${error.path}` : undefined;
}

/** The one error display of every view: code, message and where (`data-testid="error"`). */
export function ErrorBox({ error }: { readonly error: ShownError }) {
  const where = whereOf(error);
  return (
    <div className="error" data-testid="error" role="alert">
      <code data-testid="error-code">{error.code}</code> {error.message}
      {where ? <span className="where"> ({where})</span> : null}
    </div>
  );
}
