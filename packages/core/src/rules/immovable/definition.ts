/** The immovable rule's piece option (`PieceType.rules.immovable`). */

/**
 * An immovable piece (FBR `pieces{set}=immovable(n)`): no move of its side starts on its square — nor a castling
 * with it as king or partner — during the game's first `plies` plies, or the whole game without `plies`. Plies are
 * counted as FEN counts them: `2 * (fullmove - 1)`, plus 1 with Black to move. It can still be captured, swapped,
 * pinched or converted by other pieces, and it still attacks: it gives check and guards squares (the page says only
 * that it "cannot move").
 */
export interface Immovable {
  /** The plies of the game it cannot move in (FBR `immovable(n)`); default: the whole game. */
  readonly plies?: number;
}
