/** The endangered rule's piece option (`PieceType.rules.endangered`). */

/**
 * SjaakII `endangered`: a piece of this type may capture an enemy piece of an `endangered` type only when that piece
 * is not protected.
 */
export type Endangered = boolean;
