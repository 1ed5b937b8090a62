/**
 * The sentinel of a null move beside `@x/core`'s encoded moves (whose kinds SAN reads from `@x/core/engine`).
 * 2^32, outside the 32-bit range of encoded moves (every 32-bit value may be a move; kind 7 is the lion move).
 */
export const NULL_ENCODED = 2 ** 32;
