/** The spacious rule's piece option (`PieceType.rules.spacious`). */

/**
 * Spacious piece (Betza; FBR `spacious`): a move (capture included) may only end on a square from which the next
 * square in the same direction — the move's displacement divided by the greatest common divisor of its file and rank
 * differences (a rook's one step, a knight's whole leap, a pawn's double step's single step) — is on the board and
 * empty. Castling is the king's own rule and is not restricted. Not on wrapping boards.
 */
export type Spacious = boolean;
