/** The error class `parse` throws for input that is not a variants file at all. */

/** Codes of thrown errors. */
export const SJAAK_ERROR_CODES = ['not-variants-file', 'input-too-long', 'not-found'] as const;
/** Code of a thrown `SjaakError`. */
export type SjaakErrorCode = (typeof SJAAK_ERROR_CODES)[number];

/** Thrown by `parse`/`parseVariant` only for input that cannot be a variants file (or a missing variant). */
export class SjaakError extends Error {
  override readonly name = 'SjaakError';
  readonly code: SjaakErrorCode;
  /** 1-based line of the problem (1 when it concerns the whole input). */
  readonly line: number;
  /** 1-based column. */
  readonly column: number;
  readonly length: number;

  constructor(code: SjaakErrorCode, message: string, line = 1, column = 1, length = 0) {
    super(message);
    this.code = code;
    this.line = line;
    this.column = column;
    this.length = length;
  }
}
