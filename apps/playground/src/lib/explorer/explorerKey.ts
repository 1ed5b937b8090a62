import type { BasePosition } from '@x/core';

/**
 * The opening explorer's key of a position: the variant's id and `@x/core`'s `Position.key()` (board, side to
 * move, castling rights, a legal en-passant square, hands), so that the same position reached by other move
 * orders is one entry, and positions of different variants never are.
 */
export function explorerKey(position: BasePosition): string {
  return `${position.variant.id}\u0001${position.key()}`;
}
