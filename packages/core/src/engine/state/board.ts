/**
 * Board primitives of the engine state: placing, removing and moving a piece (board, piece lists,
 * royal squares, the incremental Zobrist hash of the board), counting pieces of a type, and the
 * per-ply move buffers.
 */
import { PositionError } from '../../errors/errors.js';
import { CHAIN_MOVES, type EngineState, MAX_MOVES, STACK_INITIAL } from './state.js';

/** Places a piece code on an empty square. */
export function put(st: EngineState, s: number, code: number): void {
  const side = code & 1;
  const i = st.pcount[side]!;
  st.plist[side * st.c.size + i] = s;
  st.pindex[s] = i;
  st.pcount[side] = i + 1;
  st.board[s] = code;
  st.hash ^= st.zobrist[code * st.c.size + s]!;
  if (st.c.royal[code >> 2]) {
    st.royalCount[side] = st.royalCount[side]! + 1;
    st.royalSq[side] = st.royalCount[side] === 1 ? s : -1;
  }
}

/** Removes the piece on s. */
export function remove(st: EngineState, s: number): void {
  const code = st.board[s]!;
  const side = code & 1;
  const size = st.c.size;
  const i = st.pindex[s]!;
  const last = st.pcount[side]! - 1;
  const moved = st.plist[side * size + last]!;
  st.plist[side * size + i] = moved;
  st.pindex[moved] = i;
  st.pcount[side] = last;
  st.board[s] = 0;
  st.hash ^= st.zobrist[code * size + s]!;
  if (st.c.royal[code >> 2]) {
    st.royalCount[side] = st.royalCount[side]! - 1;
    st.royalSq[side] = st.royalCount[side] === 1 ? findRoyal(st, side) : -1;
  }
}

/** Moves the piece from a to an empty square b. */
export function shift(st: EngineState, a: number, b: number, code: number): void {
  const side = code & 1;
  const i = st.pindex[a]!;
  st.plist[side * st.c.size + i] = b;
  st.pindex[b] = i;
  st.board[a] = 0;
  st.board[b] = code;
  const z = st.zobrist;
  const size = st.c.size;
  st.hash ^= z[code * size + a]! ^ z[code * size + b]!;
  if (st.royalSq[side] === a) st.royalSq[side] = b;
}

/** Records square s and its piece on the explosion stack (growing it), so that undo can put the piece back. */
export function pushRemoved(st: EngineState, s: number): void {
  if (st.exTop >= st.exData.length) {
    const grown = new Int32Array(Math.max(STACK_INITIAL, st.exData.length * 2));
    grown.set(st.exData);
    st.exData = grown;
  }
  st.exData[st.exTop++] = (s << 16) | st.board[s]!;
}

/**
 * A move left or reached squares `from`, `to` and `via` (`from` when there is no third): the castling rights they
 * keep and their unmoved marks are gone.
 */
export function touch(st: EngineState, from: number, to: number, via = from): void {
  st.rights &= ~(st.castleClear[from]! | st.castleClear[to]! | st.castleClear[via]!);
  if (st.unmoved) {
    st.unmoved[from] = 0;
    st.unmoved[to] = 0;
  }
}

/** The square of side's first royal in its piece list, or -1. */
export function findRoyal(st: EngineState, side: number): number {
  const size = st.c.size;
  for (let i = 0; i < st.pcount[side]!; i++) {
    const s = st.plist[side * size + i]!;
    if (st.c.royal[st.board[s]! >> 2]) return s;
  }
  return -1;
}

/** A move buffer for a ply. */
export function buffer(st: EngineState, ply: number): Int32Array {
  let b = st.buffers[ply];
  if (!b) {
    b = new Int32Array(st.c.rules.swap?.chains ? CHAIN_MOVES : MAX_MOVES);
    st.buffers[ply] = b;
  }
  return b;
}

/**
 * A generation pass whose moves do not fit its buffer (`what`: which moves): records the room it needs
 * (`st.movesNeeded`, at least `needed`) and throws `PositionError` (`too-many-moves`), which `generateInto` answers
 * by growing the buffer and generating again; a buffer a caller passed stays as it is and the error reaches it.
 */
export function needMoves(st: EngineState, needed: number, what: string): never {
  st.movesNeeded = Math.max(st.movesNeeded, needed);
  throw new PositionError(
    'too-many-moves',
    `${what}: the position has more moves than the move buffer holds (${needed} needed)`,
  );
}

/** Generates the legal moves of `st` into a scratch buffer (growing it as `generateInto` does), for the tables they fill. */
export function regenerate(st: EngineState): void {
  let out = new Int32Array(st.c.rules.swap?.chains ? CHAIN_MOVES : MAX_MOVES);
  for (;;) {
    st.movesNeeded = 0;
    try {
      st.hooks.legalMoves(st, out);
      return;
    } catch (e) {
      if (st.movesNeeded <= out.length) throw e;
      out = new Int32Array(Math.max(st.movesNeeded, 2 * out.length));
    }
  }
}

/**
 * Generates the legal moves of `st` with `generate` into the move buffer of `ply` (`buffer`), growing it when a pass
 * asks for more room (`needMoves`); returns how many, to be read from `st.buffers[ply]`.
 */
export function generateInto(
  st: EngineState,
  ply: number,
  generate: (st: EngineState, out: Int32Array) => number,
): number {
  for (;;) {
    const b = buffer(st, ply);
    st.movesNeeded = 0;
    try {
      return generate(st, b);
    } catch (e) {
      if (st.movesNeeded <= b.length) throw e;
      st.buffers[ply] = new Int32Array(Math.max(st.movesNeeded, 2 * b.length));
    }
  }
}

/** The type a promoted piece of type t reverts to in the hand (its `markPromoted` origin, else its `handType`). */
export function unpromotedType(st: EngineState, t: number): number {
  const c = st.c;
  for (let u = 1; u < c.stride; u++) {
    const rule = c.types[u]!.promotion;
    if (rule?.markPromoted && rule.choices.includes(c.types[t]!.id)) return u;
  }
  return c.pieces.handType[t]!;
}

/** `capturesToHand`: the captured piece `code` goes into (delta 1) or comes back out of (delta -1) the hand of `side`. */
export function toHand(st: EngineState, side: number, code: number, delta: number): void {
  const c = st.c;
  const ht = code & 2 ? unpromotedType(st, code >> 2) : c.pieces.handType[code >> 2]!;
  if (ht) st.hands[side * c.stride + ht] = st.hands[side * c.stride + ht]! + delta;
}
