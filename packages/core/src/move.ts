/**
 * Moves. Publicly a move is a plain object with square names; internally the engine encodes a move
 * in one 32-bit integer: from (12 bits), to (12 bits), kind (3 bits), extra (5 bits: promotion or
 * drop type, castling option).
 */

/** Kinds of encoded moves. */
export const KIND_NORMAL = 0;
export const KIND_DOUBLE = 1;
export const KIND_EN_PASSANT = 2;
export const KIND_CASTLE = 3;
export const KIND_PROMOTION = 4;
export const KIND_DROP = 5;
export const KIND_PICKUP = 6;
/** Lion double move: capture on an intermediate square (extra = 1 + its index among the first steps), or stay in place (extra 0). */
export const KIND_LION = 7;

/** Encodes a move. */
export function encodeMove(from: number, to: number, kind: number, extra: number): number {
  return from | (to << 12) | (kind << 24) | (extra << 27);
}
/** Origin square of an encoded move. */
export function moveFrom(m: number): number {
  return m & 0xfff;
}
/** Destination square of an encoded move. */
export function moveTo(m: number): number {
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

/** A legal move, as returned by `position.legalMoves()` and accepted by `position.play()`. */
export interface Move {
  /** Origin square name; absent for drops. */
  readonly from?: string;
  /** Destination square name (for castling: the king's destination). */
  readonly to: string;
  /** Id of the moving (or dropped) piece type. */
  readonly piece: string;
  /** Id of the piece type promoted to. */
  readonly promotion?: string;
  /** A drop from the hand. */
  readonly drop?: boolean;
  /** Castling towards the higher files (`short`) or the lower files (`long`). */
  readonly castle?: 'short' | 'long';
  /** For castling: the partner's origin square. */
  readonly rookFrom?: string;
  /** An en-passant capture. */
  readonly enPassant?: boolean;
  /** Id of the captured piece type, if any. */
  readonly captured?: string;
  /** Gating: id of the piece that enters the vacated origin square from the hand. */
  readonly gate?: string;
  /** A pickup: the piece on `from` goes into the hand (`to` equals `from`). */
  readonly pickup?: boolean;
  /** Lion double move: the intermediate square where a piece is captured on the way. */
  readonly via?: string;
  /** Id of the piece captured on `via`. */
  readonly capturedVia?: string;
  /** A swap (`MoveAtom.swap`): id of the piece on `to` that moves to `from` in exchange. */
  readonly swap?: string;
}
