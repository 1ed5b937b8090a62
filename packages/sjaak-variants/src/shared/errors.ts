/** The error class `parse` throws for input that is not a variants file at all. */
import { NotationError } from '@x/core';

/** Codes of thrown errors. */
export const SJAAK_ERROR_CODES = ['not-variants-file', 'input-too-long', 'not-found'] as const;
/** Code of a thrown `SjaakError`. */
export type SjaakErrorCode = (typeof SJAAK_ERROR_CODES)[number];

/** Thrown by `parse`/`parseVariant` only for input that cannot be a variants file (or a missing variant). */
export class SjaakError extends NotationError {
  override readonly name = 'SjaakError';
  declare readonly code: SjaakErrorCode;

  /** `line`/`column` are 1-based (1/1 when it concerns the whole input); `offset` the UTF-16 index (0 when unknown). */
  constructor(code: SjaakErrorCode, message: string, line = 1, column = 1, length = 0, offset = 0) {
    super(code, message, offset, length, { line, column });
  }
}
