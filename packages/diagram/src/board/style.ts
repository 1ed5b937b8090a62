/**
 * How a variant's board is drawn (the playground's decision, kept): checkered squares (chess and most fairy
 * games), lines with the pieces on their intersections, a river and palaces (xiangqi, janggi), one-colour squares
 * with pentagon pieces (shogi family), or one-colour squares with chess pieces (makruk family). Read from the
 * variant's id, name and pieces, so a user's variant of these families is drawn the same way.
 */
import type { VariantDefinition } from '@x/core';

/** The drawing style of a board. */
export type BoardStyle = 'checkered' | 'xiangqi' | 'janggi' | 'shogi' | 'makruk';

/** The drawing style of a variant. */
export function boardStyleOf(variant: Pick<VariantDefinition, 'id' | 'name' | 'pieces'>): BoardStyle {
  const name = `${variant.id} ${variant.name}`.toLowerCase();
  const ids = new Set(variant.pieces.map((p) => p.id));
  if (/janggi|changgi/.test(name)) return 'janggi';
  if (/xiangqi|xq\b/.test(name) || (ids.has('cannon') && ids.has('advisor'))) return 'xiangqi';
  if (/shogi/.test(name) || (ids.has('gold') && ids.has('silver'))) return 'shogi';
  if (/makruk|makpong|cambodian|\bouk\b|ai-?wok|sittuyin/.test(name) || (ids.has('met') && ids.has('khon')))
    return 'makruk';
  return 'checkered';
}
