/**
 * The deprecated aliases of the root `@x/sjaak-variants`, kept for one minor version, each the very same value:
 * values that moved to `@x/sjaak-variants/model` (issue #39: at most 70 names per package root), and code lists
 * under their names from before every package named them `*_ERROR_CODES`.
 */
import { SJAAK_PARSE_ERROR_CODES } from './diagnostics.js';
import { CONVERSION_ERROR_CODES } from './to-variant-diagnostics.js';
import {
  SEVERITIES as SEVERITIESMoved,
  SLIDE_DIRECTIONS as SLIDE_DIRECTIONSMoved,
  STEP_DIRECTIONS as STEP_DIRECTIONSMoved,
  PIECE_FLAGS as PIECE_FLAGSMoved,
  END_CONDITIONS as END_CONDITIONSMoved,
  END_RESULTS as END_RESULTSMoved,
  SPECIAL_RULES as SPECIAL_RULESMoved,
} from './types.js';

/** @deprecated Import `SEVERITIES` from `@x/sjaak-variants/model`; the root alias goes in the next minor. */
export const SEVERITIES = SEVERITIESMoved;
/** @deprecated Import `SLIDE_DIRECTIONS` from `@x/sjaak-variants/model`; the root alias goes in the next minor. */
export const SLIDE_DIRECTIONS = SLIDE_DIRECTIONSMoved;
/** @deprecated Import `STEP_DIRECTIONS` from `@x/sjaak-variants/model`; the root alias goes in the next minor. */
export const STEP_DIRECTIONS = STEP_DIRECTIONSMoved;
/** @deprecated Import `PIECE_FLAGS` from `@x/sjaak-variants/model`; the root alias goes in the next minor. */
export const PIECE_FLAGS = PIECE_FLAGSMoved;
/** @deprecated Import `END_CONDITIONS` from `@x/sjaak-variants/model`; the root alias goes in the next minor. */
export const END_CONDITIONS = END_CONDITIONSMoved;
/** @deprecated Import `END_RESULTS` from `@x/sjaak-variants/model`; the root alias goes in the next minor. */
export const END_RESULTS = END_RESULTSMoved;
/** @deprecated Import `SPECIAL_RULES` from `@x/sjaak-variants/model`; the root alias goes in the next minor. */
export const SPECIAL_RULES = SPECIAL_RULESMoved;

/** @deprecated Use `SJAAK_PARSE_ERROR_CODES` (every package names its code lists `*_ERROR_CODES`). */
export const DIAGNOSTIC_CODES = SJAAK_PARSE_ERROR_CODES;
/** @deprecated Use `CONVERSION_ERROR_CODES` (every package names its code lists `*_ERROR_CODES`). */
export const CONVERSION_CODES = CONVERSION_ERROR_CODES;
