/**
 * `end.mateCheckers` (Fairy-Stockfish `shatarMateRule`): whether a mate counts, by the pieces that gave the checks
 * of the series ending in it.
 */
import type { EngineState } from '../../engine/state/state.js';
import type { MateCheckersCode } from './code.js';

/**
 * For the side to move, mated: `loses` when only `losing` pieces give the mate (the mating side loses), `counts`
 * when a `counting` piece gives check in it or in one of the checks just before it (the mating side's moves, each
 * a check, back to the first of the series or the start of the history), else `draw`.
 */
function mateByCheckers(st: EngineState): 'loses' | 'counts' | 'draw' {
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
    const n = st.hooks.attackers(st, royal, mated ^ 1, checkers);
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
      st.hooks.unmake(st);
    }
  }
  for (let i = moves.length - 1; i >= 0; i--) st.hooks.make(st, moves[i]!);
  return result;
}

/** The rule's code, as the end rules call it (`MateCheckersCode`). */
const code: MateCheckersCode = { name: 'mateCheckers', mateBy: mateByCheckers };

/**
 * The mate-checkers rule module: what a variant with `end.mateCheckers` (shatar) needs to compile. `@x/core/schema`'s
 * `parseVariantDefinition` and `@x/fairy-variants`' `toVariant` supply it to the definitions they make; for a
 * definition of your own, `supplyRules()` of `@x/core/variant` first.
 */
export const mateCheckers: MateCheckersCode = code;
