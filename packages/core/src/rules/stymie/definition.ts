/** The stymie rule's piece option (`PieceType.rules.stymie`). */
import type { Vector } from '../../variant/board.js';

/**
 * A stymizer (FBR `stymizer` with `*G=cK`): enemy pieces move one step at a time on the squares at `squares`
 * offsets from it (White's view, Black's mirrored): a ride (or hop path) starting there makes one step, a ride
 * entering there stops there, a leap with intermediate squares (pawn double step, lame leaps) from or over them is
 * not possible. Plain leaps and castling are not affected.
 */
export interface Stymie {
  /** The offsets it stymies. */
  readonly squares: readonly Vector[];
}
