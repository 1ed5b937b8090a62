/**
 * `royalInitialLostTo` (Fairy-Stockfish's `cambodianMoves`): a move of a listed piece to a square from which it
 * would attack the enemy royal on an empty board takes away the royal's initial moves (its unmoved mark).
 */
import type { EngineState } from '../state/state.js';

/**
 * After `us` moved the piece `code` (its code before any promotion) to `to`: clears the enemy royal's unmoved mark
 * when the piece is of a listed type and aims at it (its leaps and rides on an empty board). Returns 4 when it did
 * (the bit `make` keeps for `unmake`), else 0.
 */
export function takeRoyalInitial(st: EngineState, us: number, code: number, to: number): number {
  const royal = st.royalSq[us ^ 1]!;
  const c = st.c;
  const type = c.types[code >> 2]!;
  if (royal < 0 || !st.unmoved![royal] || !c.def.royalInitialLostTo!.includes(type.id)) return 0;
  const files = c.files;
  const dx = (royal % files) - (to % files);
  const dy = Math.floor(royal / files) - Math.floor(to / files);
  for (const atom of type.moves) {
    if (atom.mode === 'move' || atom.initial || atom.kind === 'hop' || atom.swap) continue;
    const range = atom.kind === 'ride' ? (atom.range ?? files + c.ranks) : 1;
    for (const [vx, vy] of atom.vectors) {
      // Black's vectors: the rank direction flipped (`mirror`), or both (`rotate`).
      const x = us === 1 && atom.orientation === 'rotate' ? -vx : vx;
      const y = us === 1 ? -vy : vy;
      const k = x !== 0 ? dx / x : dy / y;
      if (Number.isInteger(k) && k >= 1 && k <= range && k * x === dx && k * y === dy) {
        st.unmoved![royal] = 0;
        return 4;
      }
    }
  }
  return 0;
}
