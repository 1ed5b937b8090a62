/**
 * `end.mateCheckers` (Fairy-Stockfish `shatarMateRule`): whether a mate counts, by the pieces that gave the checks
 * of the series ending in it.
 */
import { captureSources } from '../legality/attacks.js';
import { make, unmake } from '../pseudo-legal/make.js';
import type { EngineState } from '../state/state.js';

/**
 * For the side to move, mated: `loses` when only `losing` pieces give the mate (the mating side loses), `counts`
 * when a `counting` piece gives check in it or in one of the checks just before it (the mating side's moves, each
 * a check, back to the first of the series or the start of the history), else `draw`.
 */
export function mateByCheckers(st: EngineState): 'loses' | 'counts' | 'draw' {
  const c = st.c;
  const rule = c.def.end!.mateCheckers!;
  const mated = st.side;
  const typeSet = (ids: readonly string[] | undefined) =>
    new Set((ids ?? []).map((id) => c.typeById.get(id)!));
  const losing = typeSet(rule.losing);
  const counting = typeSet(rule.counting);
  const checkers = new Int32Array(st.pcount[mated ^ 1]! + 1);
  const typesOfCheckers = (): number[] => {
    const royal = st.royalSq[mated]!;
    if (royal < 0) return [];
    const n = captureSources(st, royal, mated ^ 1, checkers);
    return [...checkers.subarray(0, n)].map((s) => st.board[s]! >> 2);
  };
  const now = typesOfCheckers();
  if (now.length === 0) return 'counts';
  if (losing.size > 0 && now.every((t) => losing.has(t))) return 'loses';
  const moves: number[] = [];
  let result: 'counts' | 'draw' = 'draw';
  for (let types = now; types.length > 0; types = typesOfCheckers()) {
    if (types.some((t) => counting.has(t))) {
      result = 'counts';
      break;
    }
    if (st.ply < 2) break;
    for (let k = 0; k < 2; k++) {
      moves.push(st.stMove[st.ply - 1]!);
      unmake(st);
    }
  }
  for (let i = moves.length - 1; i >= 0; i--) make(st, moves[i]!);
  return result;
}
