/**
 * How a variant's board is drawn: checkered squares (chess), lines with pieces on the intersections, a river
 * and two palaces (xiangqi family), or one-colour squares with promoted pieces marked (shogi family). Read
 * from the variant (its id, name and pieces), so user variants of these families are drawn the same way.
 */
import type { VariantDefinition } from '@x/core';

/** The drawing style of a board. */
export type BoardStyle = 'checkered' | 'intersections' | 'uncheckered';

/** The drawing style of a variant. */
export function boardStyleOf(variant: Pick<VariantDefinition, 'id' | 'name' | 'pieces'>): BoardStyle {
  const name = `${variant.id} ${variant.name ?? ''}`.toLowerCase();
  const ids = new Set(variant.pieces.map((p) => p.id));
  if (/xiangqi|janggi|changgi|xq\b/.test(name) || (ids.has('cannon') && ids.has('advisor'))) {
    return 'intersections';
  }
  if (/shogi/.test(name) || (ids.has('gold') && ids.has('silver'))) return 'uncheckered';
  return 'checkered';
}

/** The standard chess pieces drawn with images, by piece id. */
export const IMAGE_PIECES: ReadonlyMap<string, string> = new Map([
  ['king', 'K'],
  ['queen', 'Q'],
  ['rook', 'R'],
  ['bishop', 'B'],
  ['knight', 'N'],
  ['pawn', 'P'],
]);
