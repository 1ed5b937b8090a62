/**
 * How a variant's board is drawn: checkered squares (chess), lines with pieces on the intersections, a river
 * and two palaces (xiangqi family), or one-colour squares with promoted pieces marked (shogi family). Read
 * from the variant (its id, name and pieces), so user variants of these families are drawn the same way.
 */
import type { VariantDefinition } from '@x/core';

/**
 * The drawing style of a board: `checkered` (chess), `intersections` (xiangqi, janggi), `uncheckered` (shogi:
 * one-colour squares, pentagon pieces), `makruk` (one-colour squares, the chess images for its pieces).
 */
export type BoardStyle = 'checkered' | 'intersections' | 'uncheckered' | 'makruk';

/** The fields of a variant its drawing style is read from. */
export type StyledVariant = Pick<VariantDefinition, 'id' | 'name' | 'pieces'>;

/** The drawing style of a variant. */
export function boardStyleOf(variant: StyledVariant): BoardStyle {
  const name = `${variant.id} ${variant.name ?? ''}`.toLowerCase();
  const ids = new Set(variant.pieces.map((p) => p.id));
  if (/xiangqi|janggi|changgi|xq\b/.test(name) || (ids.has('cannon') && ids.has('advisor'))) {
    return 'intersections';
  }
  if (/shogi/.test(name) || (ids.has('gold') && ids.has('silver'))) return 'uncheckered';
  if (/makruk|makpong|cambodian|\bouk\b|ai-?wok/.test(name) || (ids.has('met') && ids.has('khon')))
    return 'makruk';
  return 'checkered';
}

/** Makruk's pieces drawn with the chess images, by piece id: the met as a queen, the khon as a bishop. */
export const MAKRUK_IMAGES: ReadonlyMap<string, string> = new Map([
  ['met', 'Q'],
  ['khon', 'B'],
  ['king', 'K'],
  ['rook', 'R'],
  ['knight', 'N'],
  ['pawn', 'P'],
]);

/** Makruk's pieces drawn with the chess images, by their FEN letter (sections of other files name them otherwise). */
export const MAKRUK_LETTERS: ReadonlyMap<string, string> = new Map([
  ['M', 'Q'],
  ['S', 'B'],
  ['K', 'K'],
  ['R', 'R'],
  ['N', 'N'],
  ['P', 'P'],
]);

/** The standard chess pieces drawn with images, by piece id. */
export const IMAGE_PIECES: ReadonlyMap<string, string> = new Map([
  ['king', 'K'],
  ['queen', 'Q'],
  ['rook', 'R'],
  ['bishop', 'B'],
  ['knight', 'N'],
  ['pawn', 'P'],
]);
