/** The burn rule's piece option (`PieceType.rules.burn`). */
import type { Vector } from '../../variant/board.js';

/**
 * A burner (FBR `burner<p>` with `<p>X=cK`, the Tenjiku Fire Demon): an opponent's piece that ends its move on one
 * of `squares` offsets from it (White's view, Black's mirrored) is burnt — removed after its move and its capture
 * (castling: king and partner each; a promotion: the promoted piece). A move may not burn its own royal piece; a
 * move that burns the opponent's last royal is legal (the variant's `end.extinction` then ends the game), and a
 * royal is attacked where such a move would burn it. Not with drops, swaps, lion moves, `atomic`, `andernach`,
 * `petrify`, `flip`, `converts`, `walls`, `vanishing`, `turns` or `alice`.
 */
export interface Burn {
  /** The offsets it burns. */
  readonly squares: readonly Vector[];
  /** Only pieces of these ids are burnt (FBR `burner={set}`; default: any). */
  readonly victims?: readonly string[];
  /**
   * After this piece moves, the opponent's pieces (of `victims`) on its offsets from its arrival square are burnt
   * too, before any burner burns the mover (the Fire Demon's active burning, FBR `--X` after its moves under
   * `burner`). Default: it burns only the pieces that stop next to it.
   */
  readonly around?: boolean;
}
