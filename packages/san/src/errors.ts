/**
 * The error class of `@x/san`.
 */

/** Every error code `SanError` may carry. */
export const SAN_ERROR_CODES = [
  'syntax',
  'illegal',
  'ambiguous',
  'noncanonical',
  'nesting-too-deep',
  'input-too-long',
] as const;

/** An error code of `SanError`. */
export type SanErrorCode = (typeof SAN_ERROR_CODES)[number];

/**
 * A SAN or movetext error. It is also a `RangeError` (the seed's contract). `offset`/`length` locate the fault
 * in the text that was parsed (the whole movetext or PGN text for `parseMovetext`/`parsePgn`).
 */
export class SanError extends RangeError {
  /** Always `'SanError'`. */
  override readonly name = 'SanError';
  /** What went wrong. */
  readonly code: SanErrorCode;
  /** UTF-16 offset of the fault. */
  readonly offset: number;
  /** UTF-16 length of the fault. */
  readonly length: number;

  /** Creates an error with a code, a message and its location. */
  constructor(code: SanErrorCode, message: string, offset: number, length: number) {
    super(message);
    this.code = code;
    this.offset = offset;
    this.length = length;
  }
}
