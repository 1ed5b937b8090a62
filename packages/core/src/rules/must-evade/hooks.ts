/** The must-evade rule's engine hook (`VariantDefinition.mustEvade`): in check, only the royal pieces move. */
import { KIND_DROP, moveKind, moveOrigin } from '../../move-codes.js';
import type { EngineState } from '../../engine/state/state.js';
import type { RuleHooks } from '../module/rule-hooks.js';

/** Keeps the moves of `out[0, n)` that a side in check may play (its royal pieces' moves); returns how many. */
function keepEvasions(st: EngineState, out: Int32Array, n: number): number {
  if (n === 0 || !st.hooks.inCheck(st, st.side)) return n;
  const { board, c } = st;
  let w = 0;
  for (let i = 0; i < n; i++) {
    const m = out[i]!;
    if (moveKind(m) !== KIND_DROP && c.royal[board[moveOrigin(m)]! >> 2] === 1) out[w++] = m;
  }
  return w;
}

/** The must-evade move filter. */
export const mustEvadeHooks: RuleHooks<'mustEvade'> = { name: 'mustEvade', keepMoves: keepEvasions };
