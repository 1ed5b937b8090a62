/** Size limits of the readers, checked before anything is allocated for the input. */
import { limitsResolver } from '@x/core/notation';

/** The limits of every `@x/kif` reader. */
export interface KifLimits {
  /** Longest input, in UTF-16 code units (bytes for `decode`). */
  readonly maxLength: number;
  /** Most moves in one record, counting every branch. */
  readonly maxMoves: number;
  /** Most branches (変化) in one record. */
  readonly maxBranches: number;
  /**
   * Deepest nesting of branches (a branch of a branch of …; the main line's branches are depth 1). The writers
   * refuse a game nested deeper than the default: they walk the tree by recursion.
   */
  readonly maxDepth: number;
}

/** The default limits: 8 Mi characters, 100,000 moves, 10,000 branches nested at most 500 deep. */
export const DEFAULT_KIF_LIMITS: KifLimits = Object.freeze({
  maxLength: 8 * 1024 * 1024,
  maxMoves: 100_000,
  maxBranches: 10_000,
  maxDepth: 500,
});

/** `limits` over the defaults; a limit that is not a positive integer is a `TypeError`. */
export const kifLimits = /* @__PURE__ */ limitsResolver(
  DEFAULT_KIF_LIMITS,
  (key) => new TypeError(`KIF limit ${key} must be a positive integer`),
);
