/**
 * The move kinds of `@x/core`'s encoded moves as SAN reads them (from `@x/core/engine`, which carries no
 * variant tables), and the sentinel of a null move.
 */
export {
  KIND_CASTLE,
  KIND_DOUBLE,
  KIND_DROP,
  KIND_EN_PASSANT,
  KIND_NORMAL,
  KIND_PICKUP,
  KIND_PROMOTION,
} from '@x/core/engine';

/**
 * The sentinel used internally for a null move: 2^32, outside the 32-bit range of `@x/core`'s encoded
 * moves (every 32-bit value may be a move; kind 7 is the lion move).
 */
export const NULL_ENCODED = 2 ** 32;
