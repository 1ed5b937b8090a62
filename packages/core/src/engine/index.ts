/**
 * `@x/core/engine`: the low-level surface that notation packages and advanced users share. Squares are
 * indices (`rank * files + file`, `a1` = 0), piece types are numbers (1 + the index in
 * `variant.pieces`), moves are the engine's 32-bit encodings (see `encodeMove`). Legal moves go into a
 * reusable `Int32Array` (`createMoveBuffer`); nothing here allocates per call unless it says so.
 * Encoded moves belong to the position that generated them, as it was then.
 *
 * @example
 * const pos = Position.fromFen(startFen);
 * const buf = createMoveBuffer();
 * const n = generateMovesTo(pos, 28, 0, buf); // legal moves landing on e4: 1 (e2e4)
 * makeMove(pos, buf[0]!); unmakeMove(pos);
 */
import { type Move, promotionType } from '../move.js';
import { KIND_CASTLE, moveKind } from '../move-codes.js';
import { type BasePosition, KERNEL, STATE } from '../position-base.js';
import type { Color } from '../variant/definition.js';
import { castleOf, keepMovesFrom, pieceTypeOf } from './state/shared-state.js';
import { MAX_MOVES } from './state/state.js';

// Every function takes a `BasePosition` (`Position` or `@x/core/chess`'s `ChessPosition`) and reaches it through
// its state and kernel (`pos[STATE]`, `pos[KERNEL]`, the module-private members of `position-base.ts`).

export * from '../move-codes.js';
export { positionHash } from './position-hash.js';

/**
 * A move buffer large enough for every legal move of any position (`MAX_MOVES` entries), but for swap
 * chains (`MoveAtom.swapChain`) and walls placed with a move (`walls`): there a buffer too short makes generation
 * throw `PositionError` (`too-many-moves`), saying how long a buffer the position needs.
 */
export function createMoveBuffer(): Int32Array {
  return new Int32Array(MAX_MOVES);
}

/** Writes the legal moves of `pos` into `out` (at least `MAX_MOVES` long) and returns how many. */
export function generateLegalMoves(pos: BasePosition, out: Int32Array): number {
  return pos[KERNEL].generate(pos[STATE], out);
}

/**
 * Writes the legal moves landing on square `to` made by a piece of type `type` (0: any type) into `out`
 * and returns how many. Castling lands on the king's destination; drops count with the dropped type.
 * Standard-like variants (one royal, leapers and riders, no drops) generate only the candidate pieces'
 * moves; other variants filter the full list.
 */
export function generateMovesTo(pos: BasePosition, to: number, type: number, out: Int32Array): number {
  return pos[KERNEL].movesTo(pos[STATE], to, type, out);
}

/**
 * Writes the legal moves of the piece on square `from` (castling included, drops not; with pinchers, the pinches of
 * an opponent's piece there too: `PieceType.rules.pinch`) into `out`; returns how many.
 */
export function generateMovesFrom(pos: BasePosition, from: number, out: Int32Array): number {
  const kernel = pos[KERNEL];
  if (kernel.movesFrom) return kernel.movesFrom(pos[STATE], from, out);
  return keepMovesFrom(out, kernel.generate(pos[STATE], out), from);
}

/** Plays an encoded legal move of `pos` (no legality check: generate it first). */
export function makeMove(pos: BasePosition, m: number): void {
  pos[KERNEL].make(pos[STATE], m);
}

/** Takes back the last move played on `pos` (by `makeMove` or `play`). Throws `VariantError` when there is none. */
export function unmakeMove(pos: BasePosition): void {
  if (pos[STATE].ply === 0) throw new RangeError('@x/core/engine: no move to take back');
  pos[KERNEL].unmake(pos[STATE]);
}

/** Decodes an encoded move of `pos` into a `Move` (what `legalMoves()` returns; `play` of it costs one make). */
export function decodeMove(pos: BasePosition, m: number): Move {
  return pos[KERNEL].toMove(pos[STATE], m);
}

/** Whether the legal move `m` leaves the opponent in check. */
export function givesCheck(pos: BasePosition, m: number): boolean {
  return pos[KERNEL].givesCheck(pos[STATE], m);
}

/** Whether side `side` (0 white, 1 black) is in check (its royal attacked; several royals: the variant's `royalCheck`). */
export function inCheck(pos: BasePosition, side: number): boolean {
  return pos[KERNEL].inCheck(pos[STATE], side);
}

/** Whether square `square` is attacked by side `by` (0 white, 1 black). */
export function isAttacked(pos: BasePosition, square: number, by: number): boolean {
  return pos[KERNEL].attacked(pos[STATE], square, by);
}

/**
 * Writes the squares of the pieces of side `by` that attack `square` (that could capture a piece of the
 * other side standing there) into `out`; returns how many. Generates those pieces' moves.
 */
export function attackersOf(pos: BasePosition, square: number, by: number, out: Int32Array): number {
  return pos[KERNEL].attackers(pos[STATE], square, by, out);
}

/**
 * Piece code on a square: 0 empty, else `type << 2 | promoted << 1 | side` (`codeType`, `codeSide`; promoted:
 * `(code & 2) !== 0`).
 */
export function pieceCode(pos: BasePosition, square: number): number {
  const st = pos[STATE];
  return (square < st.c.size && st.board[square]) || 0; // the generic state's board array goes on past the squares
}

/**
 * Writes the squares of side `side`'s pieces (0 White, 1 Black) into `out` (at least the board size long) and
 * returns how many: the engine's piece list, without allocating.
 */
export function pieceSquares(
  pos: BasePosition,
  side: number,
  out: Int16Array | Int32Array | number[],
): number {
  const st = pos[STATE];
  const n = st.pcount[side]!;
  const base = side * st.c.size;
  for (let i = 0; i < n; i++) out[i] = st.plist[base + i]!;
  return n;
}

/** Type number of a piece code. */
export function codeType(code: number): number {
  return code >> 2;
}

/** Side (0 white, 1 black) of a piece code. */
export function codeSide(code: number): number {
  return code & 1;
}

/** The side to move: 0 white, 1 black. */
export function sideToMove(pos: BasePosition): number {
  return pos[STATE].side;
}

/** The full-move number (FEN's sixth field: 1 at the start, one more after each move of black), without a `Setup`. */
export function fullmoveNumber(pos: BasePosition): number {
  return pos[STATE].fullmoves;
}

/** Type number of the piece that makes (or is dropped by) the legal move `m` of `pos`. */
export function movePieceType(pos: BasePosition, m: number): number {
  return pieceTypeOf(pos[STATE], m);
}

/** Type number promoted to by `m`, or 0. */
export function movePromotion(m: number): number {
  return promotionType(m);
}

/** Whether the legal move `m` of `pos` captures (en passant included). */
export function isCaptureMove(pos: BasePosition, m: number): boolean {
  return pos[KERNEL].isCapture(pos[STATE], m);
}

/** A castling option of a position. */
interface CastlingOption {
  /** The side that castles. */
  readonly color: Color;
  /** Towards the higher files (`short`) or the lower files (`long`). */
  readonly side: 'short' | 'long';
  readonly kingFrom: number;
  readonly kingTo: number;
  readonly rookFrom: number;
  readonly rookTo: number;
  /** Whether the right is still held (the move may still be illegal now: path, check). */
  readonly available: boolean;
}

/** The castling options of `pos` (allocates a small array). */
export function castlingOptions(pos: BasePosition): CastlingOption[] {
  const st = pos[STATE];
  const options: CastlingOption[] = [];
  st.castles.forEach((o, i) => {
    options.push({
      color: o.side === 0 ? 'white' : 'black',
      side: o.long ? 'long' : 'short',
      kingFrom: o.kingFrom,
      kingTo: o.kingTo,
      rookFrom: o.rookFrom,
      rookTo: o.rookTo,
      available: ((st.rights >> i) & 1) === 1,
    });
  });
  return options;
}

/** The castling side of the castling move `m` of `pos`, or `undefined` for other moves. */
export function castlingSide(pos: BasePosition, m: number): 'short' | 'long' | undefined {
  if (moveKind(m) !== KIND_CASTLE) return undefined;
  return castleOf(pos[STATE], m).long ? 'long' : 'short';
}

/**
 * Board geometry and piece types of a position's variant (shared tables: do not change them). Not exported: it is
 * `ReturnType<typeof engineLayout>`.
 */
interface EngineLayout {
  readonly files: number;
  readonly ranks: number;
  /** `files * ranks`. */
  readonly size: number;
  /** Square names by index. */
  readonly squareNames: readonly string[];
  /** Piece type ids by type number (index 0 is `''`). */
  readonly typeIds: readonly string[];
  /** Type number of each piece type id. */
  readonly typeOf: ReadonlyMap<string, number>;
  /** White's FEN symbol of each type number (index 0 is `''`). */
  readonly symbols: readonly string[];
}

const layouts = new WeakMap<object, EngineLayout>();

/** The board geometry and piece type numbers of `pos`'s variant (cached per variant). */
export function engineLayout(pos: BasePosition): EngineLayout {
  const c = pos[STATE].c;
  let layout = layouts.get(c);
  if (layout === undefined) {
    layout = {
      files: c.files,
      ranks: c.ranks,
      size: c.size,
      squareNames: c.squareNames,
      typeIds: c.types.map((t, i) => (i === 0 ? '' : t.id)),
      typeOf: c.typeById,
      symbols: c.types.map((t, i) => (i === 0 ? '' : t.symbol)),
    };
    layouts.set(c, layout);
  }
  return layout;
}
