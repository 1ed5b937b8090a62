/** The codes of `fromVariant`'s diagnostics: what a `@x/core` variant has that a variants.ini section cannot say. */

/**
 * Every code `fromVariant` reports, one per feature ini lacks (`unexpressible-<feature>`), plus
 * `invalid-definition` for a definition whose start position does not load.
 */
export const FAIRY_WRITE_ERROR_CODES = [
  'invalid-definition',
  'unexpressible-section-name',
  // board
  'unexpressible-board-size',
  'unexpressible-holes',
  'unexpressible-wrapping-board',
  // pieces and moves
  'unexpressible-too-many-pieces',
  'unexpressible-betza',
  'unexpressible-lion-move',
  'unexpressible-swap-move',
  'unexpressible-own-capture',
  'unexpressible-walk-move',
  'unexpressible-board-move',
  'unexpressible-bouncing-ride',
  'unexpressible-move-not-in-check',
  'unexpressible-move-in-check',
  'unexpressible-initial-move',
  'unexpressible-initial-capture',
  'unexpressible-not-initial-move',
  'unexpressible-limited-hop',
  'unexpressible-lame-ride',
  'unexpressible-lame-leap',
  'unexpressible-mirrored-moves',
  'unexpressible-en-passant',
  'unexpressible-piece-rule',
  'unexpressible-royal-pieces',
  // promotion
  'unexpressible-promotion',
  // castling
  'unexpressible-castling',
  // drops
  'unexpressible-drops',
  // end of the game and other rules
  'unexpressible-end-rule',
  'unexpressible-rule',
] as const;

/** A code of `FAIRY_WRITE_ERROR_CODES`. */
export type FairyWriteCode = (typeof FAIRY_WRITE_ERROR_CODES)[number];
