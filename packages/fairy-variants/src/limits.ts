/** Input limits of the variants.ini reader, checked before anything is allocated. */
import { limitsResolver } from '@x/core/notation';
import { FairyError } from './errors.js';

/** Limits of `parse`. */
export interface FairyLimits {
  /** Longest input, in UTF-16 code units (default 4 MiB; Fairy-Stockfish's own file is 69 kB). */
  readonly maxInputLength: number;
  /** Most sections in one file (default 10,000; Fairy-Stockfish's own file has 143). */
  readonly maxSections: number;
  /** Most lines in one file (default 200,000; Fairy-Stockfish's own file has 1,500). */
  readonly maxLines: number;
}

/** The default limits. */
export const DEFAULT_FAIRY_LIMITS: FairyLimits = Object.freeze({
  maxInputLength: 4 * 1024 * 1024,
  maxSections: 10_000,
  maxLines: 200_000,
});

/** Merges user limits over the defaults; a limit that is not a positive integer is a programmer mistake. */
export const resolveLimits = /* @__PURE__ */ limitsResolver(
  DEFAULT_FAIRY_LIMITS,
  (key) => new FairyError('invalid-argument', `limit ${key} must be a positive integer`),
);
