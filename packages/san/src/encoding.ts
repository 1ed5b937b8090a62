/**
 * The layout of `@x/core`'s encoded moves (from: 12 bits, to: 12 bits, kind: 3 bits, extra: 5 bits) as SAN
 * reads it, and the sentinel of a null move.
 */

/** Kind of a plain move or capture (extra: gated piece or 0). */
export const KIND_NORMAL = 0;
/** Kind of a step that sets an e.p. square (a pawn's double step). */
export const KIND_DOUBLE = 1;
/** Kind of an e.p. capture. */
export const KIND_EN_PASSANT = 2;
/** Kind of castling (extra: the castling option's index). */
export const KIND_CASTLE = 3;
/** Kind of a promotion (extra: the piece type promoted to). */
export const KIND_PROMOTION = 4;
/** Kind of a drop (extra: the piece type dropped). */
export const KIND_DROP = 5;
/** Kind of a pickup (a piece taken into the hand). */
export const KIND_PICKUP = 6;

/** The sentinel used internally for a null move (kind 7 is never produced by `@x/core`). */
export const NULL_ENCODED = 7 << 24;

/** Size of the move buffers (`@x/core`'s own bound). */
export const MOVE_BUFFER_SIZE = 4096;
