/** The cannot-be-checked rule's piece option (`PieceType.rules.cannotBeChecked`). */

/**
 * FBR `pieces{set}=cannotbechecked` ("when only the specified pieces … are left in play, the opponent may not give
 * check"): while every piece a side has on the board is of a type with this flag, no move of the opponent may leave
 * that side in check. Judged on the position after the move, so a capture that leaves only such pieces may not give
 * check either; pieces in hand do not count (they are not on the board).
 */
export type CannotBeChecked = boolean;
