/**
 * Size caps of `parse` (docs/contract.md, "Options": `limits`). Every cap is checked before the work it
 * bounds, so hostile input fails with a located `IcnError` instead of using unbounded time or memory.
 */
import { limitsResolver } from '@x/core/notation';

/** `limits` over the default caps; a limit that is not a positive integer is a `TypeError`. */
export const icnLimits = /* @__PURE__ */ limitsResolver('@x/icn', {
  /** Longest input in characters: longer is `input-too-long`. */
  maxLength: 64 * 1024 * 1024,
  /** Longest integer in digits: longer is `number-too-large`. */
  maxDigits: 10_000,
  /** Longest `{…}` extras text in characters. */
  maxExtrasLength: 65_536,
  /** Deepest `{…}` extras nesting. */
  maxExtrasDepth: 32,
});

/** The default caps: 64 Mi characters, 10,000 digits, 65,536 extras characters, extras depth 32. */
export const DEFAULT_ICN_LIMITS = /* @__PURE__ */ icnLimits(undefined);

/** Size caps of `parse`; pass a `Partial<IcnLimits>` as `options.limits`. */
export type IcnLimits = typeof DEFAULT_ICN_LIMITS;
