/** `FeenError` and its codes: one code per validation rule of the FEEN reference, in check order. */
import { NotationError } from '@x/core';

/**
 * Every error code by kind (the reference implementations' error classes: ParseError, PiecePlacementError, …),
 * kinds and codes in the order the checks run: the one list `FEEN_ERROR_CODES`, `FEEN_ERROR_KINDS` and
 * `errorKind` are read from.
 */
const CODES_BY_KIND = {
  // whole string
  parse: ['input-too-long', 'non-ascii', 'line-break', 'edge-whitespace', 'field-count'],
  // field 1: piece placement
  'piece-placement': [
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
  ],
  // field 2: hands
  hands: [
    'hands-delimiter',
    'invalid-hand-count',
    'invalid-hand-token',
    'hands-not-aggregated',
    'hands-not-canonical',
  ],
  // field 3: style–turn
  'style-turn': ['style-turn-delimiter', 'invalid-style-token', 'style-same-case'],
  // cross-field
  cardinality: ['cardinality'],
  // stringify only: a position FEEN cannot express
  position: ['unrepresentable-shape', 'invalid-position', 'output-too-long'],
  // shogi SFEN conversion; @x/core conversions: chess FEN (fromFen/toFen) and setups of any rectangular
  // variant (fromSetup/toSetup)
  conversion: [
    'invalid-sfen',
    'unrepresentable-in-sfen',
    'invalid-fen',
    'illegal-position',
    'invalid-setup',
    'variant-mismatch',
    'unmappable-piece',
    'invalid-piece-state',
  ],
} as const;

/** Which part of FEEN an error belongs to (the reference's ParseError, PiecePlacementError, …). */
export type FeenErrorKind = keyof typeof CODES_BY_KIND;
/** A FEEN error code (kebab-case). */
export type FeenErrorCode = (typeof CODES_BY_KIND)[FeenErrorKind][number];

/** Error kinds, matching the reference implementations' error classes, in check order. */
export const FEEN_ERROR_KINDS: readonly FeenErrorKind[] = Object.freeze(
  Object.keys(CODES_BY_KIND) as FeenErrorKind[],
);
/** Every error code, grouped by kind in the order the checks run. */
export const FEEN_ERROR_CODES: readonly FeenErrorCode[] = Object.freeze(
  FEEN_ERROR_KINDS.flatMap((kind) => CODES_BY_KIND[kind]),
);

/** The kind of every code. */
const KIND_OF: ReadonlyMap<FeenErrorCode, FeenErrorKind> = new Map(
  FEEN_ERROR_KINDS.flatMap((kind) => CODES_BY_KIND[kind].map((code) => [code, kind] as const)),
);

/** The kind of a code (`parse`, `piece-placement`, `hands`, `style-turn`, `cardinality`, `position`, `conversion`). */
export function errorKind(code: FeenErrorCode): FeenErrorKind {
  return KIND_OF.get(code)!;
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
