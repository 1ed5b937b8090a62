/**
 * The error class of `@x/san`.
 */
import { NotationError } from '@x/core';

/** Every error code `SanError` may carry. */
export const SAN_ERROR_CODES = [
  'syntax',
  'illegal-move',
  'ambiguous-move',
  'null-move',
  'noncanonical',
  'nesting-too-deep',
  'input-too-long',
  'game-too-long',
  'invalid-encoding',
  'unknown-variant',
  'unsupported-variant',
  'invalid-fen',
  'result-mismatch',
  'result-contradicts-end',
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
 * A SAN or movetext error: a `NotationError` of `@x/core`, hence also a `RangeError` (the seed's contract). `offset`/`length` locate the fault
 * in the text that was parsed (the whole movetext or PGN text for `parseMovetext`/`parsePgn`).
 */
export class SanError extends NotationError {
  /** Always `'SanError'`. */
  override readonly name = 'SanError';
  /** What went wrong. */
  declare readonly code: SanErrorCode;

  /** For `noncanonical` (strict resolution): the canonical SAN of the move the input resolved to. */
  declare readonly canonical: string | undefined;
  /** For `ambiguous-move`: the canonical SAN of every matching legal move. */
  declare readonly candidates: readonly string[] | undefined;
  /** For `replay`: the 0-based index of the failing ply in the main line. */
  declare readonly ply: number | undefined;

  /** Creates an error with a code, a message, its location and optional details. */
  constructor(
    code: SanErrorCode,
    message: string,
    offset: number,
    length: number,
    details?: SanErrorDetails,
  ) {
    super(code, message, offset, length);
    this.canonical = details?.canonical;
    this.candidates = details?.candidates;
    this.ply = details?.ply;
  }
}
