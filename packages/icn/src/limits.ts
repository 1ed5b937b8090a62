/**
 * Size caps of `parse` (docs/contract.md, "Options": `limits`). Every cap is checked before the work it
 * bounds, so hostile input fails with a located `IcnError` instead of using unbounded time or memory.
 */
import { limitsResolver } from '@x/core/notation';

/** Size caps of `parse`; pass a `Partial<IcnLimits>` as `options.limits`. */
export interface IcnLimits {
  /** Longest input in characters: longer is `input-too-long`. */
  readonly maxLength: number;
  /** Longest integer in digits: longer is `number-too-large`. */
  readonly maxDigits: number;
  /** Longest `{…}` extras text in characters. */
  readonly maxExtrasLength: number;
  /** Deepest `{…}` extras nesting. */
  readonly maxExtrasDepth: number;
}

/** The default caps: 64 Mi characters, 10,000 digits, 65,536 extras characters, extras depth 32. */
export const DEFAULT_ICN_LIMITS: IcnLimits = Object.freeze({
  maxLength: 64 * 1024 * 1024,
  maxDigits: 10_000,
  maxExtrasLength: 65_536,
  maxExtrasDepth: 32,
});

/** `limits` over the defaults; a limit that is not a positive integer is a `TypeError`. */
export const icnLimits = /* @__PURE__ */ limitsResolver(
  DEFAULT_ICN_LIMITS,
  (key) => new TypeError(`@x/icn limit ${key} must be a positive integer`),
);
