/** The protect rule's piece option (`PieceType.rules.protect`). */
import type { Vector } from '../../variant/board.js';

/**
 * A protector (FBR `protector` with `*X=cK`): own pieces on `squares` offsets from it (White's view, Black's
 * mirrored) cannot be captured, so a protected royal is never in check; they still block and can be swapped. A
 * protector does not protect itself.
 */
export interface Protect {
  /** The offsets it protects. */
  readonly squares: readonly Vector[];
  /** Whether it still protects while frozen (FBR: the rule with the lower sequence number wins; default true). */
  readonly whileFrozen?: boolean;
}
