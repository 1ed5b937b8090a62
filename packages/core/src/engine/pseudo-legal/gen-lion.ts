/**
 * Move generation for lion atoms (leaps with a second step): double moves, stays and captures on the way.
 */
import { MODE_CAPTURE, MODE_MOVE } from '../../variant/compile/tables.js';
import { KIND_LION } from '../../move.js';
import { encodeMove } from '../../move-codes.js';
import { canCapture } from '../predicates/predicates.js';
import { pushTarget } from './gen-promotion.js';
import type { EngineState } from '../state/state.js';

/**
 * Lion double moves of the piece on `from`, which has lion atoms (SjaakII's order and counting): quiet
 * moves to every empty square two steps away (and a stay-in-place move when a first-step square is
 * empty), captures on the first step with an optional second step (capture or move, returning to the
 * origin included), and captures two steps away by jumping.
 */
export function generateLion(st: EngineState, out: Int32Array, n: number, from: number): number {
  const c = st.c;
  const board = st.board;
  const us = st.side;
  const t = board[from]! >> 2;
  // Offset of the (side, type) square tables: the lion's first and second steps, promo.
  const base = (us * c.stride + t) * c.size;
  const lion = c.rules.lion!;
  const mode = lion.mode[base + from]!;
  const first = lion.first[base + from]!;
  const rules = c.captureRules;
  const hasPromo = c.promotion.promotes[t] === 1;
  const push = (to: number) => {
    n = pushTarget(st, out, n, from, to, hasPromo, base, t);
  };
  const enemy = (q: number) => q !== 0 && (q & 1) !== us && (!rules || canCapture(st, t, q));
  if (mode & MODE_MOVE) {
    const seen = lionSeen(st);
    let pass = false;
    for (const b of first) {
      if (board[b] === 0) pass = true;
      for (const to of lion.second[base + b]!) {
        if (to === from || board[to] !== 0 || seen[to] === st.stamp) continue;
        seen[to] = st.stamp;
        push(to);
      }
    }
    if (pass && first.some((b) => lion.second[base + b]!.includes(from)))
      out[n++] = encodeMove(from, from, KIND_LION, 0);
  }
  if (mode & MODE_CAPTURE) {
    const done = lionSeen(st);
    for (let i = 0; i < first.length; i++) {
      const b = first[i]!;
      if (!enemy(board[b]!)) continue;
      push(b);
      done[b] = st.stamp;
      for (const to2 of lion.second[base + b]!) {
        const q = board[to2]!;
        if (to2 === from || q === 0 || enemy(q)) out[n++] = encodeMove(from, to2, KIND_LION, i + 1);
      }
    }
    for (const b of first) {
      for (const to2 of lion.second[base + b]!) {
        if (to2 === from || done[to2] === st.stamp || !enemy(board[to2]!)) continue;
        done[to2] = st.stamp;
        push(to2);
      }
    }
  }
  return n;
}

/** A stamped square set for one lion generation step. */
export function lionSeen(st: EngineState): Int32Array {
  st.lionMark ??= new Int32Array(st.c.size);
  st.stamp++;
  return st.lionMark;
}
