/**
 * The protect rule's engine hook (`PieceType.rules.protect`, FBR `protector`): an own piece on a square that a protector
 * protects cannot be captured (it still blocks), so a protected royal is never in check. Captures of protected
 * pieces are removed from the generated moves. Only variants with protectors call this.
 */
import { isPieceMove } from '../../move.js';
import { KIND_EN_PASSANT, moveKind, moveTarget } from '../../move-codes.js';
import { isFrozen } from '../freeze/frozen.js';
import type { EngineState } from '../../engine/state/state.js';

/** Whether the piece on `s` is protected by one of its own side's protectors (frozen ones only if they protect frozen). */
export function isProtected(st: EngineState, s: number): boolean {
  const c = st.c;
  const p = c.rules.protect;
  const code = st.board[s]!;
  if (code === 0 || p === undefined) return false;
  const side = code & 1;
  const size = c.size;
  for (let i = 0; i < st.pcount[side]!; i++) {
    const f = st.plist[side * size + i]!;
    const t = st.board[f]! >> 2;
    const list = p.squares[(side * c.stride + t) * size + f];
    if (list?.includes(s) && (p.whileFrozen[t] || !isFrozen(st, f))) return true;
  }
  return false;
}

/** Drops the moves in `out[from..n)` that capture a protected piece; returns the new end. */
export function dropProtectedCaptures(st: EngineState, out: Int32Array, from: number, n: number): number {
  let w = from;
  for (let i = from; i < n; i++) {
    const m = out[i]!;
    const kind = moveKind(m);
    const victim = kind === KIND_EN_PASSANT ? st.epVictim : isPieceMove(kind) ? moveTarget(m) : -1;
    if (victim >= 0 && st.board[victim] !== 0 && isProtected(st, victim)) continue;
    out[w++] = m;
  }
  return w;
}
