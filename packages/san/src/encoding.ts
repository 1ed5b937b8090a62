/**
 * The layout of `@x/core`'s encoded moves (from: 12 bits, to: 12 bits, kind: 3 bits, extra: 5 bits) as SAN
 * reads it, and the sentinel of a null move.
 */

/** Move kinds of the encoding. */
export const KIND_NORMAL = 0;
export const KIND_DOUBLE = 1;
export const KIND_EN_PASSANT = 2;
export const KIND_CASTLE = 3;
export const KIND_PROMOTION = 4;
export const KIND_DROP = 5;
export const KIND_PICKUP = 6;

/** The sentinel used internally for a null move (kind 7 is never produced by `@x/core`). */
export const NULL_ENCODED = 7 << 24;

/** Size of the move buffers (`@x/core`'s own bound). */
export const MOVE_BUFFER_SIZE = 4096;
