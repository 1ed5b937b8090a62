/** What an error box shows: code, message and where. */
export interface ShownError {
  readonly code: string;
  readonly message: string;
  /** Human position: `offset 12` or `line 3, column 4`. */
  readonly where?: string;
}

/** The error of the current input, with its code (`data-testid="error"`). */
export function ErrorBox({ error }: { readonly error: ShownError }) {
  return (
    <div className="error" data-testid="error" role="alert">
      <code data-testid="error-code">{error.code}</code> {error.message}
      {error.where ? <span className="where"> ({error.where})</span> : null}
    </div>
  );
}
