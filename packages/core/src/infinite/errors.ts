/** Errors of the unbounded board. */
import { NotationError } from '../errors/notation-error.js';
import type { IllegalReason } from './types.js';

/** Error codes of `@x/core/infinite`. */
export const INFINITE_ERROR_CODES = [
  'duplicate-square',
  'unknown-piece-type',
  'unknown-player',
  'neutral-piece',
  'empty-turn-order',
  'bad-turn-index',
  'bad-rules',
  'illegal-move',
] as const;

/** An error code from {@link INFINITE_ERROR_CODES}. */
export type InfiniteErrorCode = (typeof INFINITE_ERROR_CODES)[number];

/**
 * Invalid setup data or an illegal move passed to `play`. `offset` is the index of the offending piece in
 * `setup.pieces` (or 0), `length` 1; for `illegal-move`, `reason` says why.
 */
export class InfiniteError extends NotationError {
  override readonly name = 'InfiniteError';
  declare readonly code: InfiniteErrorCode;
  readonly reason: IllegalReason | undefined;

  constructor(code: InfiniteErrorCode, message: string, offset = 0, reason?: IllegalReason) {
    super(code, message, offset, 1);
    this.reason = reason;
  }
}
