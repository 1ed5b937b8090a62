/**
 * Moves. Publicly a move is a plain object with square names; internally the engine encodes a move
 * in one 32-bit integer: from (12 bits), to (12 bits), kind (3 bits), extra (5 bits: promotion or
 * drop type, castling option).
 */

import {
  CONVERT_EXTRA,
  KIND_CASTLE,
  KIND_DOUBLE,
  KIND_DROP,
  KIND_NORMAL,
  KIND_PICKUP,
  KIND_PROMOTION,
  moveExtra,
  moveKind,
} from './move-codes.js';

export * from './move-codes.js';

/**
 * Extra field of a pinch (`PieceType.pinches`): kind `KIND_PICKUP`, `from` the pinched piece (an opponent's),
 * `to` the square it goes to on its first rank, or `from` itself when it is removed (the rank is full). Not
 * published: a pinch is the pickup whose origin holds a piece of the side not to move.
 */
export const PINCH_EXTRA = 29;

/** Lion double move: capture on an intermediate square (extra = 1 + its index among the first steps), or stay in place (extra 0). */
export const KIND_LION = 7;

/**
 * The null move (a pass) that `BasePosition.playNull` makes and `undo` takes back: a drop of no piece type on
 * square 0, which no generator produces. Both kernels' make/unmake handle it first.
 */
export const NULL_MOVE = KIND_DROP << 24;

/**
 * Whether moves of this kind are a piece's own move from its square, which may capture (normal, double
 * step, en passant, promotion, lion): not drops, castling, pickups or swaps.
 */
export function isPieceMove(kind: number): boolean {
  return kind !== KIND_DROP && kind !== KIND_CASTLE && kind !== KIND_PICKUP;
}

/** Whether encoded move `m` is a swap chain (`KIND_PICKUP` with a chain index in its extra field). */
export function isChain(m: number): boolean {
  const extra = moveExtra(m);
  return moveKind(m) === KIND_PICKUP && extra !== 0 && extra !== CONVERT_EXTRA && extra !== PINCH_EXTRA;
}

/** Whether encoded move `m` is a conversion move (`PieceType.rules.conversion` (kind `move`)). */
export function isConversion(m: number): boolean {
  return moveKind(m) === KIND_PICKUP && moveExtra(m) === CONVERT_EXTRA;
}

/** Type number promoted to by the encoded move `m`, or 0. */
export function promotionType(m: number): number {
  return moveKind(m) === KIND_PROMOTION ? moveExtra(m) : 0;
}

/** Type number dropped by the encoded move `m` (a drop), or 0. */
export function dropType(m: number): number {
  return moveKind(m) === KIND_DROP ? moveExtra(m) : 0;
}

/** Type number gated in by the encoded move `m` (the hand piece enters the vacated origin), or 0. */
export function gateType(m: number): number {
  const kind = moveKind(m);
  return kind === KIND_NORMAL || kind === KIND_DOUBLE ? moveExtra(m) : 0;
}

/**
 * The id of a piece type (`VariantDefinition.pieces[].id`): one of chess's six, or an id a variant defines
 * (`archbishop`, `silver`, …). Chess's are listed for editors and completion; any other string is a variant's.
 */
export type PieceId = 'pawn' | 'knight' | 'bishop' | 'rook' | 'queen' | 'king' | (string & {});

/**
 * A legal move, as returned by `position.legalMoves()` and accepted by `position.play()`. The fields of chess and
 * shogi are direct; what only fairy variants do (gating, pickups, lion double moves, swaps, walls, conversions,
 * pinches) is under `fairy`, absent from every other move.
 */
export interface Move {
  /** Origin square name; absent for drops. */
  readonly from?: string;
  /** Destination square name (for castling: the king's destination). */
  readonly to: string;
  /** Id of the moving (or dropped) piece type. */
  readonly piece: PieceId;
  /** Id of the piece type promoted to. */
  readonly promotion?: PieceId;
  /** A drop from the hand. */
  readonly drop?: boolean;
  /** Castling towards the higher files (`short`) or the lower files (`long`). */
  readonly castle?: 'short' | 'long';
  /** For castling: the partner's origin square. */
  readonly rookFrom?: string;
  /** An en-passant capture. */
  readonly enPassant?: boolean;
  /** Id of the captured piece type, if any. */
  readonly captured?: PieceId;
  /** What a fairy variant's move does beyond chess and shogi (`FairyMoveParts`); absent from a chess or shogi move. */
  readonly fairy?: FairyMoveParts;
}

/**
 * The parts of a `Move` that only fairy variants make (`Move.fairy`): a move has the ones it uses, and a move of
 * chess or shogi has none (no `fairy` object at all).
 */
export interface FairyMoveParts {
  /** Gating: id of the piece that enters the vacated origin square from the hand. */
  readonly gate?: PieceId;
  /** Gating castling: the square `gate` enters (the king's or the partner's origin). */
  readonly gateSquare?: string;
  /** A pickup: the piece on `from` goes into the hand (`to` equals `from`). */
  readonly pickup?: boolean;
  /** Lion double move: the intermediate square where a piece is captured on the way. */
  readonly via?: string;
  /** Id of the piece captured on `via`. */
  readonly capturedVia?: PieceId;
  /** A swap (`MoveAtom.swap`): id of the piece on `to` that moves to `from` in exchange (a chain: its first swap's). */
  readonly swap?: PieceId;
  /**
   * A swap chain (`MoveAtom.swapChain`): the squares the piece swapped on, in order (the last is `to`);
   * the piece from each went to the square before it (the first to `from`). UCI: `d1/g4/g7`. (Encoded,
   * a chain is `KIND_PICKUP` with a non-zero extra, and its `to` field is an index, not a square.)
   */
  readonly path?: readonly string[];
  /** A swap chain: the swapped pieces that promoted, each as [path square it came from, id it became] (UCI `d3=n`). */
  readonly swapPromotions?: readonly (readonly [string, PieceId])[];
  /**
   * Walls placed with a move (`VariantDefinition.walls`): the square the move's wall goes to. UCI:
   * Fairy-Stockfish's `e2e4,e4d5` (the move, a comma, its destination and the wall square). (Encoded, a
   * wall move is `KIND_PICKUP` with extra 31, and its `to` field is an index, not a square.)
   */
  readonly wall?: string;
  /** A conversion move (`PieceType.rules.conversion` of kind `move`): id of the piece on `to` that changes side; the mover stays on `from`. */
  readonly convert?: PieceId;
  /**
   * A pinch (`PieceType.pinches`): the opponent's piece on `from` (`piece`) goes to `to` on its first rank, or is
   * removed when `to` is `from`; the pinching piece stays.
   */
  readonly pinch?: boolean;
}

/** `move` with `parts` added to its fairy parts (a wall placed with a gating move keeps the gate). */
export function withFairy(move: Move, parts: FairyMoveParts): Move {
  return { ...move, fairy: move.fairy === undefined ? parts : { ...move.fairy, ...parts } };
}
