/**
 * The layout of `@x/core`'s encoded moves (from: 12 bits, to: 12 bits, kind: 3 bits, extra: 5 bits) as SAN
 * reads it, and the sentinel of a null move.
 */

export {
  KIND_CASTLE,
  KIND_DOUBLE,
  KIND_DROP,
  KIND_EN_PASSANT,
  KIND_NORMAL,
  KIND_PICKUP,
  KIND_PROMOTION,
} from '@x/core';

/**
 * The sentinel used internally for a null move: 2^32, outside the 32-bit range of `@x/core`'s encoded
 * moves (every 32-bit value may be a move; kind 7 is the lion move).
 */
export const NULL_ENCODED = 2 ** 32;

/** Size of the move buffers (`@x/core`'s own bound). */
export const MOVE_BUFFER_SIZE = 4096;
