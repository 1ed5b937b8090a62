/**
 * Protectors (`PieceType.protects`, FBR `protector`): an own piece on a square that a protector
 * protects cannot be captured (it still blocks), so a protected royal is never in check. Captures of
 * protected pieces are removed from the generated moves. Stymizers (`PieceType.stymies`): rides stop
 * on stymied squares. Only variants with protectors or stymizers call this.
 */
import { isPieceMove } from '../../move.js';
import { KIND_EN_PASSANT, moveKind, moveTo } from '../../move-codes.js';
import { isFrozen } from '../../rules/freeze/frozen.js';
import type { EngineState } from '../state/state.js';

/** Whether the piece on `s` is protected by one of its own side's protectors (frozen ones only if they protect frozen). */
export function isProtected(st: EngineState, s: number): boolean {
  const c = st.c;
  const code = st.board[s]!;
  if (code === 0) return false;
  const side = code & 1;
  const size = c.size;
  for (let i = 0; i < st.pcount[side]!; i++) {
    const f = st.plist[side * size + i]!;
    const t = st.board[f]! >> 2;
    const list = c.protectSquares[(side * c.stride + t) * size + f];
    if (list?.includes(s) && (c.protectFrozen[t] || !isFrozen(st, f))) return true;
  }
  return false;
}

/** Drops the moves in `out[from..n)` that capture a protected piece; returns the new end. */
export function dropProtectedCaptures(st: EngineState, out: Int32Array, from: number, n: number): number {
  let w = from;
  for (let i = from; i < n; i++) {
    const m = out[i]!;
    const kind = moveKind(m);
    const victim = kind === KIND_EN_PASSANT ? st.epVictim : isPieceMove(kind) ? moveTo(m) : -1;
    if (victim >= 0 && st.board[victim] !== 0 && isProtected(st, victim)) continue;
    out[w++] = m;
  }
  return w;
}

/**
 * Stymizers (`PieceType.stymies`, FBR `stymizer`): the squares on which side `us` moves one step at a
 * time (those the other side's stymizers stymie), or undefined when there are none.
 */
export function stymieZone(st: EngineState, us: number): number[] | undefined {
  const c = st.c;
  const them = us ^ 1;
  const size = c.size;
  let zone: number[] | undefined;
  for (let i = 0; i < st.pcount[them]!; i++) {
    const f = st.plist[them * size + i]!;
    const list = c.stymieSquares[(them * c.stride + (st.board[f]! >> 2)) * size + f];
    if (list?.length) (zone ??= []).push(...list);
  }
  return zone;
}

/** The length of a ray (squares `rs[start..start+len)` from `from`) cut at the first stymied square, or after one step from a stymied `from`. */
export function stymiedLength(
  zone: readonly number[],
  from: number,
  rs: Int16Array,
  start: number,
  len: number,
): number {
  if (zone.includes(from)) return Math.min(len, 1);
  for (let j = 0; j < len; j++) if (zone.includes(rs[start + j]!)) return j + 1;
  return len;
}
