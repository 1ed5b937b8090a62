/**
 * `@x/core/infinite`: exact legality on the unbounded board of infinite chess (ICN): bigint coordinates, every
 * ICN piece type, special rights, castling cascade, en passant, promotion, world border, slide limit, exact
 * check, checkmate and stalemate. Self-contained: imports nothing from the finite engine.
 */
export { INFINITE_ERROR_CODES, InfiniteError } from './errors.js';
export { pieceMovement } from './movement.js';
export { InfinitePosition } from './position.js';
export { isPrime } from './primes.js';
export {
  ILLEGAL_REASONS,
  INFINITE_PIECE_TYPES,
  type InfiniteMove,
  type InfiniteOutcome,
  type InfinitePieceSetup,
  type InfinitePieceType,
  type InfinitePlayer,
  type InfiniteRules,
  type InfiniteSetup,
  type MoveDescription,
  type Square,
  WIN_CONDITIONS,
} from './types.js';
