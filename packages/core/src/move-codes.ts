/**
 * The move encoding `@x/core` publishes: an encoded move is one 32-bit integer holding from (12 bits),
 * to (12 bits), kind (3 bits) and extra (5 bits: promotion or drop type, castling option). `@x/core`
 * and `@x/core/engine` both re-export this module whole.
 */

/** Kinds of encoded moves. */
export const KIND_NORMAL = 0;
export const KIND_DOUBLE = 1;
export const KIND_EN_PASSANT = 2;
export const KIND_CASTLE = 3;
export const KIND_PROMOTION = 4;
export const KIND_DROP = 5;
export const KIND_PICKUP = 6;

/**
 * Extra field of a conversion move (`PieceType.rules.conversion` (kind `move`)): kind `KIND_PICKUP`, `from` the converting piece
 * (which stays), `to` the piece that changes side.
 */
export const CONVERT_EXTRA = 30;

/** Encodes a move. */
export function encodeMove(from: number, to: number, kind: number, extra: number): number {
  return from | (to << 12) | (kind << 24) | (extra << 27);
}
/** Origin square of an encoded move. */
export function moveOrigin(m: number): number {
  return m & 0xfff;
}
/** Destination square of an encoded move. */
export function moveTarget(m: number): number {
  return (m >>> 12) & 0xfff;
}
/** Kind of an encoded move. */
export function moveKind(m: number): number {
  return (m >>> 24) & 7;
}
/** Extra field (promotion/drop type or castling option) of an encoded move. */
export function moveExtra(m: number): number {
  return (m >>> 27) & 31;
}
