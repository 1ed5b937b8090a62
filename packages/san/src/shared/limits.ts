/**
 * Size caps of movetext and PGN reading (docs/contract.md, "Options": `limits`). Each is checked while the text
 * is read, before the tree grows past it, so one hostile game fails with a located `SanError` instead of
 * holding the process's memory (a move costs its tree about 170 bytes).
 */

/**
 * Size caps of `parseMovetext`, `parsePgn`, `iteratePgn` and `replay`; pass a `Partial<SanLimits>` as
 * `options.limits`.
 */
export interface SanLimits {
  /** Deepest variation nesting: deeper is `nesting-too-deep`. */
  readonly maxDepth: number;
  /** Most moves one game holds, its variations included: more is `game-too-long`. */
  readonly maxMoves: number;
}

/**
 * The default caps: variations nested 100 deep; 100,000 moves per game (a tree of about 17 MB; the longest
 * game the 75-move rule allows has 17,697 plies, and annotated real games hold a few thousand moves).
 */
export const DEFAULT_SAN_LIMITS: SanLimits = /* @__PURE__ */ Object.freeze({
  maxDepth: 100,
  maxMoves: 100_000,
});

/** The options `sanLimitsOf` reads: `limits`. */
interface WithLimits {
  readonly limits?: Partial<SanLimits> | undefined;
}

/**
 * The caps of `options.limits` over the defaults.
 * `Infinity` lifts a cap; a cap that is not a non-negative integer is a programmer's mistake: `TypeError`.
 *
 * @example sanLimitsOf({ limits: { maxMoves: 500 } }) // { maxDepth: 100, maxMoves: 500 }
 */
export function sanLimitsOf(options: WithLimits | undefined): SanLimits {
  const limits = options?.limits;
  if (limits === undefined) return DEFAULT_SAN_LIMITS;
  const merged: SanLimits = {
    maxDepth: limits.maxDepth ?? DEFAULT_SAN_LIMITS.maxDepth,
    maxMoves: limits.maxMoves ?? DEFAULT_SAN_LIMITS.maxMoves,
  };
  for (const key of ['maxDepth', 'maxMoves'] as const) {
    const value = merged[key];
    if (!(value >= 0 && (Number.isSafeInteger(value) || value === Number.POSITIVE_INFINITY)))
      throw new TypeError(`@x/san: limits.${key} must be a non-negative integer or Infinity`);
  }
  return merged;
}

/** Size caps of `readPgn`: those of `parsePgn` plus the size of one game in the source. */
export interface PgnReadLimits extends SanLimits {
  /**
   * Most bytes one game (a section of the source up to the next tag section at a line start) may take:
   * longer is an `input-too-long` error record, and its bytes are skipped, not kept.
   */
  readonly maxGameBytes: number;
}

/**
 * The default caps of `readPgn`: those of `DEFAULT_SAN_LIMITS`, and games of at most 4 MiB (a game of
 * 100,000 moves with a short comment on each fits; memory stays bounded by a few times that).
 */
export const DEFAULT_PGN_READ_LIMITS: PgnReadLimits = /* @__PURE__ */ Object.freeze({
  // Literals (DEFAULT_SAN_LIMITS' values, 4 MiB): a spread or a product would keep this table in bundles that
  // never read a stream (esbuild does not drop them as pure).
  maxDepth: 100,
  maxMoves: 100_000,
  maxGameBytes: 4_194_304,
});

/**
 * The caps of `readPgn`'s options over `DEFAULT_PGN_READ_LIMITS` (as `sanLimitsOf` reads them, plus
 * `limits.maxGameBytes`). A cap that is not a non-negative integer or `Infinity` is a `TypeError`.
 *
 * @example pgnReadLimitsOf({ limits: { maxGameBytes: 1000 } }).maxGameBytes // 1000
 */
export function pgnReadLimitsOf(
  options: (WithLimits & { readonly limits?: Partial<PgnReadLimits> | undefined }) | undefined,
): PgnReadLimits {
  const maxGameBytes = options?.limits?.maxGameBytes ?? DEFAULT_PGN_READ_LIMITS.maxGameBytes;
  if (
    !(maxGameBytes >= 0 && (Number.isSafeInteger(maxGameBytes) || maxGameBytes === Number.POSITIVE_INFINITY))
  )
    throw new TypeError('@x/san: limits.maxGameBytes must be a non-negative integer or Infinity');
  return { ...sanLimitsOf(options), maxGameBytes };
}
