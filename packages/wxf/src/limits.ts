/** Size caps of `@x/wxf`'s readers, checked before anything is allocated. */
import { limitsResolver } from '@x/core/notation';

/** The size caps of the readers. */
export interface WxfLimits {
  /** Longest record text `parse` reads (UTF-16 code units). */
  readonly maxLength: number;
  /** Most moves in one record. */
  readonly maxMoves: number;
  /** Longest move token (a notation token is at most a dozen characters). */
  readonly maxTokenLength: number;
  /** Deepest nesting of variations `( … )` skipped in a record. */
  readonly maxDepth: number;
}

/** The default limits: 16 MiB records, 100,000 moves, 32-character tokens, 64 levels of variations. */
export const DEFAULT_WXF_LIMITS: WxfLimits = Object.freeze({
  maxLength: 16 * 1024 * 1024,
  maxMoves: 100_000,
  maxTokenLength: 32,
  maxDepth: 64,
});

/** The defaults with `limits` over them (a limit that is not a positive integer is a `RangeError`). */
export const resolveLimits = /* @__PURE__ */ limitsResolver(
  DEFAULT_WXF_LIMITS,
  (key) => new RangeError(`@x/wxf limit ${key} must be a positive integer`),
);
