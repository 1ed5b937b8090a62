/**
 * Several boards (`VariantDefinition.boards.transfer`), the part of a move that `make` and `unmake` add to the
 * ordinary move: see `boardsTransfer`. The generator is `engine/boards.ts`.
 */
import { KIND_CASTLE, KIND_DOUBLE, KIND_DROP, moveOrigin, moveTarget } from '../../move-codes.js';
import { put, remove, shift } from '../state/board.js';
import { castleOf } from '../state/shared-state.js';
import type { EngineState } from '../state/state.js';

/**
 * The transfer of the move `m` of ply `ply` that `make` (`undo` false, after the ordinary move) and `unmake`
 * (`undo` true, before it) do: a move whose destination lies on another board than its origin took any piece
 * on the square of its own board (the capture made there: `stCaptured2`), a castling move brings king and
 * partner over, a double step leaves its e.p. square on the board arrived on.
 */
export function boardsTransfer(st: EngineState, m: number, kind: number, ply: number, undo: boolean): void {
  if (kind === KIND_DROP) return;
  const c = st.c;
  const boardOf = c.rules.boards!.of;
  if (kind === KIND_CASTLE) {
    const o = castleOf(st, m);
    const shiftBy = moveTarget(m) - o.kingTo;
    if (shiftBy === 0) return;
    const [k0, k1, r0, r1] = undo
      ? [o.kingTo + shiftBy, o.kingTo, o.rookTo + shiftBy, o.rookTo]
      : [o.kingTo, o.kingTo + shiftBy, o.rookTo, o.rookTo + shiftBy];
    shift(st, k0, k1, st.board[k0]!);
    shift(st, r0, r1, st.board[r0]!);
    return;
  }
  const from = moveOrigin(m);
  const to = moveTarget(m);
  const shiftBy = (boardOf[to]! - boardOf[from]!) * c.rules.boards!.stride;
  if (shiftBy === 0) return;
  const mid = to - shiftBy;
  if (undo) {
    const taken = st.stCaptured2[ply]!;
    if (taken !== 0) put(st, mid, taken);
    return;
  }
  const taken = st.board[mid]!;
  st.stCaptured2[ply] = taken;
  if (taken !== 0) {
    remove(st, mid);
    st.halfmoves = 0;
    st.rights &= ~st.castleClear[mid]!;
  }
  if (kind === KIND_DOUBLE) {
    // The skipped squares of the step, on the board the pawn arrived on.
    const d = from + shiftBy;
    const step = Math.sign(to - d) * c.files;
    st.ep = Math.abs(to - d) >= 2 * c.files ? d + step : -1;
    st.ep2 = Math.abs(to - d) >= 3 * c.files ? d + 2 * step : -1;
    st.epVictim = to;
  }
}
