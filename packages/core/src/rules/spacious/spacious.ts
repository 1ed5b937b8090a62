/**
 * The spacious rule's engine code (`PieceType.rules.spacious`, FBR `spacious`), run by the pseudo-legal generator on
 * a spacious piece's moves (`engine/pseudo-legal/gen-piece.ts`).
 */
import { gcd } from '../../variant/atoms.js';
import { moveOrigin, moveTarget } from '../../move-codes.js';
import type { EngineState } from '../../engine/state/state.js';

/** Keeps the moves in [first, n) whose next square in the same direction is on the board and empty; returns the end. */
export function keepSpacious(st: EngineState, out: Int32Array, first: number, n: number): number {
  const f = st.c.files;
  let w = first;
  for (let i = first; i < n; i++) {
    const m = out[i]!;
    const from = moveOrigin(m);
    const to = moveTarget(m);
    const dx = (to % f) - (from % f);
    const dy = Math.floor(to / f) - Math.floor(from / f);
    const g = gcd(dx, dy);
    if (g === 0) {
      out[w++] = m;
      continue;
    }
    const x = (to % f) + dx / g;
    const y = Math.floor(to / f) + dy / g;
    const next = y * f + x;
    if (x >= 0 && x < f && y >= 0 && y < st.c.ranks && st.c.onBoard[next] && st.board[next] === 0)
      out[w++] = m;
  }
  return w;
}
