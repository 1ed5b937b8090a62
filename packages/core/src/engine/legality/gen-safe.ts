/**
 * The checked generator's shortcut for moves that cannot expose the royal (xiangqi's cannons and horses
 * included): out of check, with one royal, a move that neither leaves nor enters a square on which the
 * royal's attack status depends keeps it unattacked, so it is legal without being tried on the board.
 *
 * The squares marked (`markSensitive`), from the royal on k, for the current board:
 * - each attack line of the enemy's riders and hoppers (`attackRays`): its squares up to and including the
 *   farthest enemy piece that attacks along it (a rider's blocker, a cannon's screen, a grasshopper's hurdle);
 * - the legs of each enemy legged attacker on k (a horse's leg: vacating it opens the attack);
 * - with flying royals, each facing line up to the enemy royal on it.
 *
 * A quiet move of a non-royal piece (normal, double step or promotion, no gating) or a drop changes the board
 * on its origin (emptied) and its destination (ours) only; our move adds no enemy piece, so leap attacks can
 * only disappear, a leg only opens on the origin, and a line's verdict reads only the squares up to its
 * farthest enemy attacker. With capture rules that only take attacks away (`tablesBoundAttacks`: restricted
 * victims, iron pieces, hurdle exceptions as janggi's cannons have) the generated attacks are a part of the
 * tables' and read the same squares, so the marks cover them too. Variants whose `make` changes other squares or
 * whose check escapes the attack tables (`safeFilterApplies`) try every move as before.
 */
import type { CompiledVariant } from '../../variant/compile/compiled.js';
import { KIND_DOUBLE, KIND_DROP, KIND_NORMAL, KIND_PROMOTION } from '../../move-codes.js';
import type { EngineState } from '../state/state.js';

/**
 * Whether the variant's legality is an attack test on one royal that the attack tables bound (`tablesBoundAttacks`)
 * and `make` touches only from and to.
 */
export function safeFilterApplies(c: CompiledVariant): boolean {
  const d = c.def;
  return (
    c.capture.tablesBoundAttacks &&
    !c.pieces.pseudoRoyal &&
    c.rules.alice === undefined &&
    d.atomic === undefined &&
    d.andernach === undefined &&
    d.petrify === undefined &&
    c.rules.conversion?.paths === undefined &&
    c.pieces.leavesBehind === undefined &&
    d.walls === undefined &&
    d.turns === undefined &&
    !d.vanishing &&
    !d.noChecks &&
    c.pieces.royalMask !== 0
  );
}

/**
 * Marks the squares the royal's safety depends on (module comment) in `st.safeMark` with a new stamp and
 * returns it; 0 when the shortcut does not apply to this position (not one royal, or in check).
 */
export function markSensitive(st: EngineState): number {
  const c = st.c;
  const geo = c.lines;
  const at = c.attacks;
  const us = st.side;
  if (st.inCheckNow || st.royalCount[us] !== 1) return 0;
  const k = st.royalSq[us]!;
  if (k < 0) return 0;
  if (st.safeOk < 0) st.safeOk = safeFilterApplies(c) ? 1 : 0;
  if (st.safeOk === 0) return 0;
  const size = c.size;
  if (st.safeMark === undefined) st.safeMark = new Int32Array(size);
  const mark = st.safeMark;
  const stamp = ++st.stamp;
  const board = st.board;
  const them = us ^ 1;
  const ag = at.attackLegged;
  for (let i = at.attackLeggedOff[them * size + k]!, e = at.attackLeggedOff[them * size + k + 1]!; i < e; ) {
    const p = board[ag[i]!]!;
    const n = ag[i + 2]!;
    if (p !== 0 && (p & 1) === them && (ag[i + 1]! >> (p >> 2)) & 1) {
      for (let j = 0; j < n; j++) mark[ag[i + 3 + j]!] = stamp;
    }
    i += 3 + n;
  }
  const ras = at.rayAttackers[them]!;
  const ar = at.attackRays;
  for (let x = at.attackRayOff[them * size + k]!, e = at.attackRayOff[them * size + k + 1]!; x < e; x += 3) {
    const ra = ras[ar[x + 2]!]!;
    markLine(st, ar[x]!, ar[x + 1]!, ra.mask | ra.cannonMask | ra.grasshopperMask, stamp);
  }
  if (c.def.flyingRoyals) {
    for (const d of geo.facingDirs) {
      const start = geo.rayStart[d * size + k]!;
      markLine(st, start, start + geo.rayLength[d * size + k]!, c.pieces.royalMask, stamp);
    }
  }
  return stamp;
}

/** Marks `raySquares[start ..]` up to and including the farthest enemy piece whose type is in `mask`. */
function markLine(st: EngineState, start: number, end: number, mask: number, stamp: number): void {
  const board = st.board;
  const rs = st.c.lines.raySquares;
  const them = st.side ^ 1;
  let last = -1;
  for (let i = start; i < end; i++) {
    const p = board[rs[i]!]!;
    if (p !== 0 && (p & 1) === them && (mask >> (p >> 2)) & 1) last = i;
  }
  const mark = st.safeMark!;
  for (let i = start; i <= last; i++) mark[rs[i]!] = stamp;
}

/**
 * Whether the pseudo-legal move `m` (origin `from`, destination `to`, kind `kind`) is legal without a trial,
 * given the stamp of `markSensitive` (non-zero) and the royal's square `k`.
 */
export function safeWithoutTrial(
  st: EngineState,
  m: number,
  from: number,
  to: number,
  kind: number,
  stamp: number,
  k: number,
): boolean {
  const mark = st.safeMark!;
  if (mark[to] === stamp) return false;
  // A drop or promotion of a royal type adds a royal that may stand attacked.
  if (kind === KIND_DROP || kind === KIND_PROMOTION) {
    if (st.c.royal[(m >>> 27) & 31]) return false;
    return kind === KIND_DROP || (from !== k && mark[from] !== stamp);
  }
  if (from === k || mark[from] === stamp) return false;
  return (kind === KIND_NORMAL || kind === KIND_DOUBLE) && m >>> 27 === 0;
}
