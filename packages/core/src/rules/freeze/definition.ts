/** The freeze rule's piece option (`PieceType.rules.freeze`). */
import type { Vector } from '../../variant/board.js';

/**
 * A freezer (FBR `freezer` with `#X=cK`): enemy pieces on `squares` offsets from it (White's view, Black's
 * mirrored) are frozen: they cannot move (castling included) and give no check, but can be captured. A frozen
 * freezer still freezes.
 */
export interface Freeze {
  /** The offsets it freezes. */
  readonly squares: readonly Vector[];
  /** Only pieces of these ids are frozen (FBR `freezer{set}`; default: any). */
  readonly victims?: readonly string[];
  /**
   * Of the pieces of these ids it freezes a lone one only: when two or more of them of the other side stand in its
   * zone, it freezes none of them (FBR `freezer=single{set}`; default: none).
   */
  readonly single?: readonly string[];
  /** A piece is frozen only when at least this many freezers of this type reach it (FBR `freezer=(n)`; default 1). */
  readonly attackers?: number;
}
