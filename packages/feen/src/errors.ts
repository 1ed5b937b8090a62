/** `FeenError` and its codes: one code per validation rule of the FEEN reference, in check order. */
import { NotationError } from '@x/core';

/** Every error code, grouped by field in the order the checks run. */
export const FEEN_ERROR_CODES = [
  // whole string
  'input-too-long',
  'non-ascii',
  'line-break',
  'edge-whitespace',
  'field-count',
  // field 1: piece placement
  'placement-empty',
  'placement-starts-with-separator',
  'placement-ends-with-separator',
  'too-many-dimensions',
  'invalid-empty-count',
  'invalid-piece-token',
  'dimension-too-large',
  'dimensional-coherence',
  'irregular-board',
  'too-many-squares',
  // field 2: hands
  'hands-delimiter',
  'invalid-hand-count',
  'invalid-hand-token',
  'hands-not-aggregated',
  'hands-not-canonical',
  // field 3: style–turn
  'style-turn-delimiter',
  'invalid-style-token',
  'style-same-case',
  // cross-field
  'cardinality',
  // stringify only: a position FEEN cannot express
  'unrepresentable-shape',
  'invalid-position',
  'output-too-long',
  // shogi SFEN conversion
  'invalid-sfen',
  'unrepresentable-in-sfen',
  // @x/core conversions: chess FEN (fromFen/toFen) and setups of any rectangular variant (fromSetup/toSetup)
  'invalid-fen',
  'illegal-position',
  'invalid-setup',
  'variant-mismatch',
  'unmappable-piece',
  'invalid-piece-state',
] as const;

/** A FEEN error code (kebab-case). */
export type FeenErrorCode = (typeof FEEN_ERROR_CODES)[number];

/** Error kinds, matching the reference implementations' error classes. */
export const FEEN_ERROR_KINDS = [
  'parse',
  'piece-placement',
  'hands',
  'style-turn',
  'cardinality',
  'position',
  'conversion',
] as const;
/** Which part of FEEN an error belongs to (the reference's ParseError, PiecePlacementError, …). */
export type FeenErrorKind = (typeof FEEN_ERROR_KINDS)[number];

/** The kind of every code. */
export function errorKind(code: FeenErrorCode): FeenErrorKind {
  switch (code) {
    case 'input-too-long':
    case 'non-ascii':
    case 'line-break':
    case 'edge-whitespace':
    case 'field-count':
      return 'parse';
    case 'placement-empty':
    case 'placement-starts-with-separator':
    case 'placement-ends-with-separator':
    case 'too-many-dimensions':
    case 'invalid-empty-count':
    case 'invalid-piece-token':
    case 'dimension-too-large':
    case 'dimensional-coherence':
    case 'irregular-board':
    case 'too-many-squares':
      return 'piece-placement';
    case 'hands-delimiter':
    case 'invalid-hand-count':
    case 'invalid-hand-token':
    case 'hands-not-aggregated':
    case 'hands-not-canonical':
      return 'hands';
    case 'style-turn-delimiter':
    case 'invalid-style-token':
    case 'style-same-case':
      return 'style-turn';
    case 'cardinality':
      return 'cardinality';
    case 'unrepresentable-shape':
    case 'invalid-position':
    case 'output-too-long':
      return 'position';
    case 'invalid-sfen':
    case 'unrepresentable-in-sfen':
    case 'invalid-fen':
    case 'illegal-position':
    case 'invalid-setup':
    case 'variant-mismatch':
    case 'unmappable-piece':
    case 'invalid-piece-state':
      return 'conversion';
  }
}

/**
 * The error thrown by `parse`, `canonicalize` and `stringify`. `offset`/`length` point into the input text
 * (for `stringify`, into `position.squares` when a square is at fault, else 0/0). Conversions wrapping an
 * `@x/core` error (`invalid-fen`, `illegal-position`) keep it as `cause`.
 */
export class FeenError extends NotationError {
  override readonly name = 'FeenError';
  /** Which rule failed. `offset`/`length`: the offending text (UTF-16; 0-length = between characters). */
  declare readonly code: FeenErrorCode;

  constructor(code: FeenErrorCode, message: string, offset = 0, length = 0, options?: ErrorOptions) {
    super(code, message, offset, length, undefined, options);
  }

  /** The group of the code (`parse`, `piece-placement`, `hands`, `style-turn`, `cardinality`, `position`, `conversion`). */
  get kind(): FeenErrorKind {
    return errorKind(this.code);
  }
}
