/**
 * The board's vocabulary of a variant definition: the two sides, offsets, and named zones (square lists per
 * side). Part of `VariantDefinition` (`definition.ts`); exported by `@x/core/variant`.
 */
/** The two sides. */
export const COLORS = ['white', 'black'] as const;
/** A side. */
export type Color = (typeof COLORS)[number];

/** An offset on the board: `dx` towards higher files, `dy` towards higher ranks (White's forward). */
export type Vector = readonly [dx: number, dy: number];

/** Most named zones a definition may hold (each costs two board-sized masks when compiled). */
export const MAX_ZONES = 128;

/** A named square set with one list per side. */
export interface Zone {
  readonly white: readonly string[];
  readonly black: readonly string[];
}
