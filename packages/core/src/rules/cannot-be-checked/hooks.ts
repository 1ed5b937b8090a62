/**
 * The cannot-be-checked rule's engine hook (`PieceType.rules.cannotBeChecked`, FBR `pieces{set}=cannotbechecked`):
 * the legal moves after which the opponent has only pieces of flagged types on the board and is in check go.
 */
import type { EngineState } from '../../engine/state/state.js';
import type { RuleHooks } from '../module/rule-hooks.js';

/** Whether every piece `side` has on the board is of a type with the flag. */
function onlyFlagged(st: EngineState, side: number): boolean {
  const flags = st.c.rules.cannotBeChecked!.types;
  const base = side * st.c.size;
  for (let i = 0; i < st.pcount[side]!; i++)
    if (flags[st.board[st.plist[base + i]!]! >> 2] !== 1) return false;
  return true;
}

/** Keeps the moves of `out[0, n)` that do not check an opponent left with flagged pieces only; returns how many. */
function keepUnchecking(st: EngineState, out: Int32Array, n: number): number {
  const them = st.side ^ 1;
  const { hooks } = st;
  let w = 0;
  for (let i = 0; i < n; i++) {
    const m = out[i]!;
    hooks.make(st, m);
    const checks = onlyFlagged(st, them) && hooks.inCheck(st, them);
    hooks.unmake(st);
    if (!checks) out[w++] = m;
  }
  return w;
}

/** The cannot-be-checked move filter. */
export const cannotBeCheckedHooks: RuleHooks<'cannotBeChecked'> = {
  name: 'cannotBeChecked',
  keepMoves: keepUnchecking,
};
