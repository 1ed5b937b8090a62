/** Resource limits of `@x/feen`, checked before anything is allocated. */
import { limitsResolver } from '@x/core/notation';

/** Merges user limits over the defaults; a limit that is not a positive integer is a `TypeError`. */
export const feenLimits = /* @__PURE__ */ limitsResolver('@x/feen', {
  /** Maximum input length in bytes (= characters, since input must be ASCII). Default 4096. */
  maxLength: 4096,
  /** Maximum number of board dimensions. Default 3. */
  maxDimensions: 3,
  /** Maximum size of every dimension. Default 255. */
  maxDimensionSize: 255,
  /** Maximum total number of squares. Default 65,025. */
  maxSquares: 65025,
});

/** The default limits shared by the reference implementations (feen.rb, feen.ex 2, the Rust crate, Qi 14). */
export const DEFAULT_FEEN_LIMITS = /* @__PURE__ */ feenLimits(undefined);

/** Resource limits, checked before anything is allocated. */
export type FeenLimits = typeof DEFAULT_FEEN_LIMITS;
