/** The pinch rule's piece option (`PieceType.rules.pinch`). */
import type { Vector } from '../../variant/board.js';

/**
 * A pincher (FBR `pincher<p>` with `<p>X=K`, the Crab): an opponent's piece on one of `squares` offsets from it
 * (White's view, Black's mirrored) may be pinched, a move of its own by the pincher's side (the pincher stays): the
 * pinched piece goes to an empty square of its own side's first rank (on its board, with `boards`) that the pincher
 * chooses, or, when that rank is full, is removed. A royal piece is never removed (then not pinched). Not with
 * drops, turns, `atomic`, `andernach`, `petrify`, `flip`, `alice`, walls, vanishing squares or board transfers.
 */
export interface Pinch {
  /** The offsets it pinches. */
  readonly squares: readonly Vector[];
  /** Only pieces of these ids are pinched (FBR `pincher={set}`; default: any). */
  readonly victims?: readonly string[];
  /** It pinches only from these squares (a zone name; FBR `*C<1>=K`, a zone on one board; default: any). */
  readonly zone?: string;
}
