/**
 * The freeze rule's engine hook (`PieceType.rules.freeze`, FBR `freezer`): a piece on a square that an enemy freezer
 * freezes generates no moves, so it neither moves nor gives check (attacks are generated piece by piece in
 * variants with freezers). Only variants with freezers call this.
 */
import type { EngineState } from '../../engine/state/state.js';

/** Whether the piece on `s` is frozen by freezers of the other side (enough of one type, that may freeze it). */
export function isFrozen(st: EngineState, s: number): boolean {
  const c = st.c;
  const f = c.rules.freeze;
  const code = st.board[s]!;
  if (code === 0 || f === undefined) return false;
  const them = (code & 1) ^ 1;
  const size = c.size;
  const victim = code >> 2;
  let counts: Uint8Array | undefined;
  for (let i = 0; i < st.pcount[them]!; i++) {
    const from = st.plist[them * size + i]!;
    const t = st.board[from]! >> 2;
    const list = f.squares[(them * c.stride + t) * size + from];
    if (!list?.includes(s) || !f.victim[t * c.stride + victim]) continue;
    if (f.single[t * c.stride + victim] && singles(st, list, t, code & 1) > 1) continue;
    const need = f.need[t]!;
    if (need <= 1) return true;
    counts ??= new Uint8Array(c.stride);
    counts[t] = counts[t]! + 1;
    if (counts[t]! >= need) return true;
  }
  return false;
}

/** How many pieces of side `side` on `list` (a freezer of type `t`'s zone) are of its `single` types. */
function singles(st: EngineState, list: readonly number[], t: number, side: number): number {
  const c = st.c;
  const single = c.rules.freeze!.single;
  let n = 0;
  for (let i = 0; i < list.length; i++) {
    const q = st.board[list[i]!]!;
    if (q !== 0 && (q & 1) === side && single[t * c.stride + (q >> 2)]) n++;
  }
  return n;
}
