/** The attacking-drops rule's engine hook (`VariantDefinition.attackingDrops`): drops that attack nothing go. */
import { dropType } from '../../move.js';
import { KIND_DROP, moveKind, moveTarget } from '../../move-codes.js';
import { type EngineState, MAX_MOVES } from '../../engine/state/state.js';
import type { RuleHooks } from '../module/rule-hooks.js';

/** Whether the drop `m` of the side to move puts a piece that attacks an opponent's piece (played and taken back). */
function attacks(st: EngineState, m: number): boolean {
  const us = st.side;
  const to = moveTarget(m);
  st.hooks.make(st, m);
  const out = (st.attackScratch ??= new Int32Array(MAX_MOVES));
  // the dropped piece's moves as its side's, e.p. left out (`st.side` and the e.p. squares restored below)
  const { ep, ep2 } = st;
  st.side = us;
  st.ep = st.ep2 = -1;
  const n = st.hooks.pieceMoves(st, out, 0, to);
  st.side = us ^ 1;
  st.ep = ep;
  st.ep2 = ep2;
  let hit = false;
  for (let i = 0; i < n && !hit; i++) {
    const p = st.board[moveTarget(out[i]!)]!;
    hit = p !== 0 && (p & 1) !== us;
  }
  st.hooks.unmake(st);
  return hit;
}

/** Keeps the moves of `out[0, n)` but the drops of an attacking type that attack nothing; returns how many. */
function keepAttackingDrops(st: EngineState, out: Int32Array, n: number): number {
  const attacking = st.c.rules.attackingDrops!.attacking;
  let w = 0;
  for (let i = 0; i < n; i++) {
    const m = out[i]!;
    if (moveKind(m) !== KIND_DROP || attacking[dropType(m)] !== 1 || attacks(st, m)) out[w++] = m;
  }
  return w;
}

/** The attacking-drops move filter. */
export const attackingDropsHooks: RuleHooks<'attackingDrops'> = {
  name: 'attackingDrops',
  keepMoves: keepAttackingDrops,
};
