/**
 * `VariantDefinition.walls` with rule `past` (Fairy-Stockfish `wallingRule = past`, snail trail): a piece's move leaves a wall
 * — a White piece of the trail type — on the square it left; `unmake` takes it away again.
 */
import { put } from '../state/board.js';
import type { EngineState } from '../state/state.js';

/** After a piece's move from `from` (now empty): the trail piece appears there. */
export function leaveTrail(st: EngineState, from: number): void {
  const t = st.c.typeById.get(st.c.def.walls!.piece)!;
  put(st, from, t << 2);
}
