import { limitsResolver } from '@x/core/notation';
import type { Limits } from './types.js';

/** The default limits shared by the reference implementations (feen.rb, feen.ex 2, the Rust crate, Qi 14). */
export const DEFAULT_FEEN_LIMITS: Limits = Object.freeze({
  maxLength: 4096,
  maxDimensions: 3,
  maxDimensionSize: 255,
  maxSquares: 65025,
});

/** Merges user limits over the defaults (programmer mistakes such as negative limits throw a RangeError). */
export const resolveLimits = /* @__PURE__ */ limitsResolver(
  DEFAULT_FEEN_LIMITS,
  (key) => new RangeError(`FEEN limit ${key} must be a positive integer`),
);
