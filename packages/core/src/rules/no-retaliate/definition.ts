/** The no-retaliate rule's piece option (`PieceType.rules.noRetaliate`). */

/**
 * SjaakII `no_retaliate`: when a piece of this type is captured by a piece of a type without the flag, the opponent
 * may not capture a piece of this type on the next move (chu shogi's lion trading rule).
 */
export type NoRetaliate = boolean;
