/**
 * Move generation for walk atoms (`MoveAtom.walk`, the Fire Demon's area move): up to n leaps through empty
 * squares, one move per destination.
 */
import { MODE_CAPTURE, MODE_MOVE } from '../../variant/compile/tables.js';
import { canCapture } from '../../engine/predicates/predicates.js';
import { lionSeen } from '../../engine/pseudo-legal/gen-lion.js';
import { pushTarget } from '../../engine/pseudo-legal/gen-promotion.js';
import type { EngineState } from '../../engine/state/state.js';

/**
 * The walk moves of the piece on `from`: a breadth-first search over empty squares (the origin, once left, is
 * never a destination; passing it again reaches nothing a shorter walk does not), so each destination is
 * written once per atom: empty squares as quiet moves, enemy pieces as captures.
 */
export function generateWalks(st: EngineState, out: Int32Array, n: number, from: number): number {
  const c = st.c;
  const board = st.board;
  const us = st.side;
  const t = board[from]! >> 2;
  const key = us * c.stride + t;
  const base = key * c.size;
  const hasPromo = c.promotion.promotes[t] === 1;
  const queue = (st.walkQueue ??= new Int16Array(c.size));
  for (const w of c.rules.walk!.walks[key]!) {
    const seen = lionSeen(st);
    seen[from] = st.stamp;
    queue[0] = from;
    let head = 0;
    let tail = 1;
    for (let depth = 1; depth <= w.steps && head < tail; depth++) {
      const end = tail;
      for (; head < end; head++) {
        const next = w.next[queue[head]!]!;
        for (let i = 0; i < next.length; i++) {
          const q = next[i]!;
          if (seen[q] === st.stamp) continue;
          seen[q] = st.stamp;
          const p = board[q]!;
          if (p === 0) {
            if (w.mode & MODE_MOVE) n = pushTarget(st, out, n, from, q, hasPromo, base, t);
            queue[tail++] = q;
          } else if (w.mode & MODE_CAPTURE && (p & 1) !== us && canCapture(st, t, p))
            n = pushTarget(st, out, n, from, q, hasPromo, base, t);
        }
      }
    }
  }
  return n;
}
