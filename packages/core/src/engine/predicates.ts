/**
 * Board predicates: questions about the pieces on the board that need no move generation — capture
 * permissions (iron pieces, victims), phantom blockers, royals next to each other, extinct piece sets.
 * Move generation, attacks and check build on them.
 */
import { countType } from './shared-state.js';
import type { EngineState } from './state.js';

/** Whether a piece of type t may capture the piece `victim` (iron pieces, allowed victims). */
export function canCapture(st: EngineState, t: number, victim: number): boolean {
  const c = st.c;
  return !c.iron[victim >> 2] && ((c.victims[t]! >> (victim >> 2)) & 1) === 1;
}

/** Ray length cut just after the first phantom blocker (`filePhantoms`) on the ray, if any. */
export function phantomLength(st: EngineState, start: number, len: number): number {
  const rs = st.c.raySquares;
  for (let j = 0; j < len; j++) if (isPhantom(st, rs[start + j]!)) return j + 1;
  return len;
}

/** Whether square s is a phantom blocker now: one of its `filePhantoms` source squares is occupied. */
export function isPhantom(st: EngineState, s: number): boolean {
  const src = st.c.phantomSources?.[s];
  if (src === undefined) return false;
  for (let i = 0; i < src.length; i++) if (st.board[src[i]!] !== 0) return true;
  return false;
}

/** Whether the two single royals stand next to each other. */
export function royalsAdjacent(st: EngineState): boolean {
  const a = st.royalSq[0]!;
  const b = st.royalSq[1]!;
  if (a < 0 || b < 0) return false;
  const f = st.c.files;
  return Math.abs((a % f) - (b % f)) <= 1 && Math.abs(Math.floor(a / f) - Math.floor(b / f)) <= 1;
}

/** `end.extinction`: whether side `side` has lost every piece of one of the listed types. */
export function extinct(st: EngineState, side: number): boolean {
  const ids = st.c.def.end?.extinction;
  if (!ids) return false;
  for (const id of ids) {
    const t = st.c.typeById.get(id)!;
    if (countType(st, side, t) === 0) return true;
  }
  return false;
}
