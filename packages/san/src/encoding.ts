/**
 * The layout of `@x/core`'s encoded moves (from: 12 bits, to: 12 bits, kind: 3 bits, extra: 5 bits) as SAN
 * reads it, and the sentinel of a null move.
 */

// The kinds are repeated here rather than imported: importing any value from `@x/core`'s main entry
// would pull its built-in variant tables into `import { parse } from '@x/san'`. `encoding.test.ts`
// checks that they equal `@x/core`'s.
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

/**
 * The sentinel used internally for a null move: 2^32, outside the 32-bit range of `@x/core`'s encoded
 * moves (every 32-bit value may be a move; kind 7 is the lion move).
 */
export const NULL_ENCODED = 2 ** 32;

/** Size of the move buffers (`@x/core`'s own bound). */
export const MOVE_BUFFER_SIZE = 4096;
