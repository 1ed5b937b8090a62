/**
 * `PieceType.leavesBehind` (FBR `promotion<p>=origin,move`): after a move of such a piece, a piece of the
 * given type and the mover's side is put on the square the move left, when it is empty.
 */
import { KIND_PROMOTION } from '../../move-codes.js';
import { put, remove } from '../state/board.js';
import type { EngineState } from '../state/state.js';

/**
 * After `make` of a board move of kind `kind` from `from` by the piece `mover` (its code before any promotion):
 * a promotion leaves what its rule says, else every move what the piece's type says.
 */
export function leaveBehind(st: EngineState, from: number, mover: number, kind: number): void {
  const c = st.c;
  const table = c.pieces.leavesBehind!;
  const left = (kind === KIND_PROMOTION && table[c.stride + (mover >> 2)]) || table[mover >> 2]!;
  if (left !== 0 && st.board[from] === 0) put(st, from, (left << 2) | (mover & 1));
}

/**
 * Before `unmake` of board move m takes the mover back: removes the piece `leaveBehind` put on its origin. A
 * board move leaves its origin empty unless it gated a piece there (gating: `m >>> 27` on a non-promotion)
 * or left one behind (or it was an in-place promotion, whose origin is its destination).
 */
export function takeBackLeft(st: EngineState, m: number, kind: number): void {
  const from = m & 0xfff;
  if (st.board[from] === 0 || from === ((m >>> 12) & 0xfff)) return; // an owner's in-place promotion
  if (kind !== KIND_PROMOTION && m >>> 27 !== 0) return;
  remove(st, from);
}
