/** The no-passing-check rule's piece option (`PieceType.rules.noPassingCheck`). */

/** A royal that may not pass over attacked squares when it moves (SjaakII `Rule: en-passant check`). */
export type NoPassingCheck = boolean;
