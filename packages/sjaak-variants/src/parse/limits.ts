/** The size bounds of `@x/sjaak-variants` as one object: SjaakII's own limits and the input cap of `parse`. */
import { MAX_RIDE_VECTORS, MAX_STEP_COUNT } from './move.js';

/** SjaakII reads at most this many bytes of a line. */
export const MAX_LINE_BYTES = 4095;

/** Longest input `parse` accepts (characters). */
export const MAX_INPUT_LENGTH = 4_000_000;
/** Largest board SjaakII supports: at most 16 files, 16 ranks and 128 squares. */
export const MAX_FILES = 16;
export const MAX_RANKS = 16;
export const MAX_SQUARES = 128;

/** The bounds `parse` applies (`DEFAULT_SJAAK_LIMITS`), named as the contract's `limits`. */
export interface SjaakLimits {
  /** `MAX_INPUT_LENGTH`: longest input `parse` accepts, in characters. */
  readonly maxInputLength: number;
  /** `MAX_LINE_BYTES`: SjaakII reads at most this many bytes of a line. */
  readonly maxLineBytes: number;
  /** `MAX_FILES`: most files of a board. */
  readonly maxFiles: number;
  /** `MAX_RANKS`: most ranks of a board. */
  readonly maxRanks: number;
  /** `MAX_SQUARES`: most squares of a board. */
  readonly maxSquares: number;
  /** `MAX_RIDE_VECTORS`: most vectors of a `ride` move. */
  readonly maxRideVectors: number;
  /** `MAX_STEP_COUNT`: largest `step` count. */
  readonly maxStepCount: number;
}

/**
 * The bounds `parse` applies, as one object (the bare `MAX_*` constants hold the same numbers). They are
 * SjaakII's own format limits, so they are fixed: there is no `limits` option to change them.
 */
export const DEFAULT_SJAAK_LIMITS: SjaakLimits = Object.freeze({
  maxInputLength: MAX_INPUT_LENGTH,
  maxLineBytes: MAX_LINE_BYTES,
  maxFiles: MAX_FILES,
  maxRanks: MAX_RANKS,
  maxSquares: MAX_SQUARES,
  maxRideVectors: MAX_RIDE_VECTORS,
  maxStepCount: MAX_STEP_COUNT,
});
