/**
 * The trail of a move where walls are left `past` (Fairy-Stockfish's snailtrail, joust): a piece's move on the board
 * leaves a wall on its origin, and Fairy-Stockfish writes that square after a comma as it writes any wall
 * (`Pb1,a1`, `Nc2,d4`). Drops, castling and the pickup kinds leave none (`@x/core`'s `make`).
 */
import type { BasePosition } from '@x/core';
import * as engine from '@x/core/engine';

/** Whether the encoded legal move `m` of `pos` leaves a wall on its origin square. */
export function leavesTrail(pos: BasePosition, m: number): boolean {
  if (pos.variant.walls?.rule !== 'past') return false;
  const kind = engine.moveKind(m);
  return kind !== engine.KIND_DROP && kind !== engine.KIND_CASTLE && kind < engine.KIND_PICKUP;
}
