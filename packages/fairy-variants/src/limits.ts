/** Input limits of the variants.ini reader, checked before anything is allocated. */
import { limitsResolver } from '@x/core/notation';

/** Merges user limits over the defaults; a limit that is not a positive integer is a `TypeError`. */
export const resolveLimits = /* @__PURE__ */ limitsResolver('@x/fairy-variants', {
  /** Longest input, in UTF-16 code units (default 4 MiB; Fairy-Stockfish's own file is 69 kB). */
  maxInputLength: 4 * 1024 * 1024,
  /** Most sections in one file (default 10,000; Fairy-Stockfish's own file has 143). */
  maxSections: 10_000,
  /** Most lines in one file (default 200,000; Fairy-Stockfish's own file has 1,500). */
  maxLines: 200_000,
});

/** The default limits. */
export const DEFAULT_FAIRY_LIMITS = /* @__PURE__ */ resolveLimits(undefined);

/** Limits of `parse`. */
export type FairyLimits = typeof DEFAULT_FAIRY_LIMITS;
