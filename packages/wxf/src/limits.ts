/** Size caps of `@x/wxf`'s readers, checked before anything is allocated. */
import { limitsResolver } from '@x/core/notation';

/** The default limits with `limits` over them (a limit that is not a positive integer is a `TypeError`). */
export const wxfLimits = /* @__PURE__ */ limitsResolver('@x/wxf', {
  /** Longest record text `parse` reads (UTF-16 code units). */
  maxLength: 16 * 1024 * 1024,
  /** Most moves in one record. */
  maxMoves: 100_000,
  /** Longest move token (a notation token is at most a dozen characters). */
  maxTokenLength: 32,
  /** Deepest nesting of variations `( … )` skipped in a record. */
  maxDepth: 64,
});

/** The default limits: 16 MiB records, 100,000 moves, 32-character tokens, 64 levels of variations. */
export const DEFAULT_WXF_LIMITS = /* @__PURE__ */ wxfLimits(undefined);

/** The size caps of the readers. */
export type WxfLimits = typeof DEFAULT_WXF_LIMITS;
