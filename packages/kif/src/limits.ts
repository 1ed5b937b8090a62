/** Size limits of the readers, checked before anything is allocated for the input. */
import { limitsResolver } from '@x/core/notation';

/** `limits` over the default limits; a limit that is not a positive integer is a `TypeError`. */
export const kifLimits = /* @__PURE__ */ limitsResolver('@x/kif', {
  /** Longest input, in UTF-16 code units (bytes for `decode`). */
  maxLength: 8 * 1024 * 1024,
  /** Most moves in one record, counting every branch. */
  maxMoves: 100_000,
  /** Most branches (変化) in one record. */
  maxBranches: 10_000,
  /**
   * Deepest nesting of branches (a branch of a branch of …; the main line's branches are depth 1). The writers
   * refuse a game nested deeper than the default: they walk the tree by recursion.
   */
  maxDepth: 500,
});

/** The default limits: 8 Mi characters, 100,000 moves, 10,000 branches nested at most 500 deep. */
export const DEFAULT_KIF_LIMITS = /* @__PURE__ */ kifLimits(undefined);

/** The limits of every `@x/kif` reader. */
export type KifLimits = typeof DEFAULT_KIF_LIMITS;
