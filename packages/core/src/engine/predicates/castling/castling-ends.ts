/**
 * Castling rules that reach past the castling move: opposite castling (`castling.opposite`, a castling
 * takes the opponent's rights on the same side) and castlings that end the game (`end.castlingWins`).
 */
import { KIND_CASTLE, moveKind } from '../../../move-codes.js';
import { type CastleOption, castleOf } from '../../state/shared-state.js';
import type { EngineState } from '../../state/state.js';

/** The rights bits of the opponent's options on the castling side of `o` (opposite castling clears them). */
export function oppositeRights(st: EngineState, o: CastleOption): number {
  let bits = 0;
  for (let i = 0; i < st.castles.length; i++) {
    const x = st.castles[i]!;
    if (x.side !== o.side && x.long === o.long) bits |= 1 << i;
  }
  return bits;
}

/**
 * `end.castlingWins`: the side that wins now, or -1. The side that just castled to a listed side wins;
 * otherwise a side with listed castlings and none of their rights left loses (the side that just moved
 * is asked first), as Fairy-Stockfish decides.
 */
export function castlingWinner(st: EngineState): number {
  const wins = st.c.def.end?.castlingWins;
  if (!wins || wins.length === 0) return -1;
  const mover = st.side ^ 1;
  if (st.ply > 0) {
    const m = st.stMove[st.ply - 1]!;
    if (moveKind(m) === KIND_CASTLE) {
      const o = castleOf(st, m);
      if (wins.some((w) => (w.color === 'white' ? 0 : 1) === o.side && (w.side === 'long') === o.long))
        return o.side;
    }
  }
  for (const side of [mover, st.side]) {
    const listed = wins.filter((w) => (w.color === 'white' ? 0 : 1) === side);
    if (listed.length === 0) continue;
    let held = false;
    for (let i = 0; i < st.castles.length && !held; i++) {
      const o = st.castles[i]!;
      if (o.side === side && (st.rights >> i) & 1 && listed.some((w) => (w.side === 'long') === o.long))
        held = true;
    }
    if (!held) return side ^ 1;
  }
  return -1;
}
