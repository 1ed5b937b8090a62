/**
 * Freezers (`PieceType.freezes`, FBR `freezer`): a piece on a square that an enemy freezer freezes
 * generates no moves, so it neither moves nor gives check (attacks are generated piece by piece in
 * variants with freezers). Only variants with freezers call this.
 */
import type { EngineState } from './state.js';

/** Whether the piece on `s` is frozen by a freezer of the other side. */
export function isFrozen(st: EngineState, s: number): boolean {
  const c = st.c;
  const code = st.board[s]!;
  if (code === 0) return false;
  const them = (code & 1) ^ 1;
  const size = c.size;
  for (let i = 0; i < st.pcount[them]!; i++) {
    const f = st.plist[them * size + i]!;
    const list = c.freezeSquares[(them * c.stride + (st.board[f]! >> 2)) * size + f];
    if (list?.includes(s)) return true;
  }
  return false;
}
