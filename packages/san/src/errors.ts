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

/** Optional details of a `SanError`. */
export interface SanErrorDetails {
  /** The canonical SAN of the resolved move. */
  readonly canonical?: string | undefined;
  /** The canonical SAN of every matching legal move. */
  readonly candidates?: readonly string[] | undefined;
  /** The failing ply of a replay. */
  readonly ply?: number | undefined;
}

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

  /** For `noncanonical` (strict resolution): the canonical SAN of the move the input resolved to. */
  readonly canonical: string | undefined;
  /** For `ambiguous`: the canonical SAN of every matching legal move. */
  readonly candidates: readonly string[] | undefined;
  /** For `replay`: the 0-based index of the failing ply in the main line. */
  readonly ply: number | undefined;

  /** Creates an error with a code, a message, its location and optional details. */
  constructor(
    code: SanErrorCode,
    message: string,
    offset: number,
    length: number,
    details?: SanErrorDetails,
  ) {
    super(message);
    this.code = code;
    this.offset = offset;
    this.length = length;
    this.canonical = details?.canonical;
    this.candidates = details?.candidates;
    this.ply = details?.ply;
  }
}
