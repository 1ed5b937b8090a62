/** The size bounds of `@x/sjaak-variants` as one object: SjaakII's own limits and the input cap of `parse`. */
import { MAX_RIDE_VECTORS, MAX_STEP_COUNT } from './move.js';

/** The bounds `parse` applies (`DEFAULT_SJAAK_LIMITS`), named as the contract's `limits`. */
export interface SjaakLimits {
  /** Longest input `parse` accepts, in characters (4,000,000). */
  readonly maxInputLength: number;
  /** SjaakII reads at most this many bytes of a line (4,095). */
  readonly maxLineBytes: number;
  /** Most files of a board (16; SjaakII's largest board). */
  readonly maxFiles: number;
  /** Most ranks of a board (16). */
  readonly maxRanks: number;
  /** Most squares of a board (128). */
  readonly maxSquares: number;
  /** `MAX_RIDE_VECTORS`: most vectors of a `ride` move. */
  readonly maxRideVectors: number;
  /** `MAX_STEP_COUNT`: largest `step` count. */
  readonly maxStepCount: number;
}

/**
 * The bounds `parse` applies, as one object. They are
 * SjaakII's own format limits, so they are fixed: there is no `limits` option to change them.
 */
export const DEFAULT_SJAAK_LIMITS: SjaakLimits = Object.freeze({
  maxInputLength: 4_000_000,
  maxLineBytes: 4095,
  maxFiles: 16,
  maxRanks: 16,
  maxSquares: 128,
  maxRideVectors: MAX_RIDE_VECTORS,
  maxStepCount: MAX_STEP_COUNT,
});
