/**
 * A piece's own moves for the rules that ask what it reaches (the AXF chase's captures, a standing promotion's new
 * piece): its pseudo-legal moves as if its side were to move, e.p. captures left out. Imported by rule modules only,
 * so core's root leaves it out with them.
 */
import type { EngineState } from '../state/state.js';

/**
 * The pseudo-legal moves of the piece on `from` as if side `side` were to move, without e.p. captures, written into
 * `out` from 0; returns their count. The side to move and the e.p. squares are restored.
 */
export function pieceMovesAs(st: EngineState, from: number, side: number, out: Int32Array): number {
  const { side: saved, ep, ep2 } = st;
  st.side = side;
  st.ep = -1;
  st.ep2 = -1;
  const n = st.hooks.pieceMoves(st, out, 0, from);
  st.side = saved;
  st.ep = ep;
  st.ep2 = ep2;
  return n;
}
