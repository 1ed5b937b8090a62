/**
 * The checked generator, for every variant the fast generator does not take: each piece's pseudo-legal moves,
 * castling, drops and check evasions by lines, filtered by the variant's square rules (directions, vanished
 * squares, prisons, passing check, endangered pieces) and tried on the board (`legalAfter`).
 */
import { directionBit } from '../../variant/compile/swaps.js';
import { BLAST_MUTUAL } from '../../variant/compile/tables.js';
import { isPieceMove } from '../../move.js';
import {
  KIND_CASTLE,
  KIND_DROP,
  KIND_EN_PASSANT,
  moveOrigin,
  moveKind,
  moveTarget,
} from '../../move-codes.js';
import { lineEvasions, sideRulesAllow } from './capture-rules.js';
import { noRetaliateNow } from '../../rules/no-retaliate/retaliation.js';
import { generateCastles } from './castling.js';
import { inCheckSide, legalAfter } from './check.js';
import { generateDrops } from './drops.js';
import { isFrozen } from '../../rules/freeze/frozen.js';
import { resetChains } from '../pseudo-legal/gen-chain.js';
import { generatePieceAll } from '../pseudo-legal/gen-piece.js';
import { markSensitive, safeWithoutTrial } from './gen-safe.js';
import { make, unmake } from '../pseudo-legal/make.js';
import { castleOf } from '../state/shared-state.js';
import type { EngineState } from '../state/state.js';
import { endsOnVanished } from '../predicates/vanish.js';

/** `directions`: whether the piece's square lets it move this way (castling: the king's way). */
function directionAllowed(st: EngineState, m: number, kind: number): boolean {
  const c = st.c;
  let from = moveOrigin(m);
  let to = moveTarget(m);
  if (kind === KIND_CASTLE) {
    const o = castleOf(st, m);
    from = o.kingFrom;
    to = o.kingTo;
  }
  const mask = c.generation.dirMask![st.side * c.size + from]!;
  return mask === 0 || from === to || (mask & directionBit(from, to, c.files)) !== 0;
}

/** Castling moves whose king and partner are not frozen. */
function unfrozenCastles(st: EngineState, out: Int32Array, n: number): number {
  const end = generateCastles(st, out, n);
  let w = n;
  for (let i = n; i < end; i++) {
    const o = castleOf(st, out[i]!);
    if (!isFrozen(st, o.kingFrom) && !isFrozen(st, o.rookFrom)) out[w++] = out[i]!;
  }
  return w;
}

/** Generator for everything else: pseudo-legal moves, each tried on the board. */
export function generateChecked(st: EngineState, out: Int32Array): number {
  const c = st.c;
  const size = c.size;
  const us = st.side;
  let n = 0;
  // Snapshot the piece list (trial moves below reorder it) and leave e.p. to the trial filter.
  const cnt = st.pcount[us]!;
  st.pieceScratch ??= new Int16Array(size);
  const squares = st.pieceScratch;
  squares.set(st.plist.subarray(us * size, us * size + cnt));
  st.trialEp = false;
  st.inCheckNow = inCheckSide(st, us);
  if (c.rules.swap?.chains) resetChains(st);
  for (let i = 0; i < cnt; i++) n = generatePieceAll(st, out, n, squares[i]!, true);
  st.trialEp = true;
  if (!st.inCheckNow)
    n = c.rules.freeze !== undefined ? unfrozenCastles(st, out, n) : generateCastles(st, out, n);
  if (c.def.drops && c.def.drops.freeDrops !== false) n = generateDrops(st, out, n, 0);
  if (st.inCheckNow && c.def.checkEvasion === 'lines' && st.royalCount[us] === 1)
    n = lineEvasions(st, out, n);
  return keepLegal(st, out, n);
}

/**
 * Keeps the pseudo-legal moves `out[0..n)` that leave no royal attacked and respect the variant's square rules
 * (prisons, directions, vanished squares, passing check); returns how many. `st.inCheckNow` must be set.
 */
function keepLegal(st: EngineState, out: Int32Array, n: number): number {
  const c = st.c;
  const us = st.side;
  const noRet = noRetaliateNow(st);
  const safe = markSensitive(st);
  const k = st.royalSq[us]!;
  const { dirMask, wallParry } = c.generation;
  const noPassingCheck = c.rules.noPassingCheck?.types;
  const endangered = c.rules.endangered?.types;
  const prisons = c.pieces.prison;
  const blastImmune = c.capture.atomic.blastImmune;
  let w = 0;
  for (let i = 0; i < n; i++) {
    const m = out[i]!;
    const kind = moveKind(m);
    if (dirMask && kind !== KIND_DROP && !directionAllowed(st, m, kind)) continue;
    if (st.gone && endsOnVanished(st, st.gone, m, kind)) continue;
    if (isPieceMove(kind)) {
      const t = st.board[moveOrigin(m)]! >> 2;
      const pr = prisons[us * c.stride + t];
      if (pr && !pr[moveTarget(m)]) continue;
      if ((noPassingCheck?.[t] || endangered?.[t] || noRet) && !sideRulesAllow(st, m, t, noRet)) continue;
      if (blastImmune[t]! & BLAST_MUTUAL && kind !== KIND_EN_PASSANT && st.board[moveTarget(m)]! >> 2 === t)
        continue;
    }
    // With `wallParry` the trial waits for the wall (`generate.ts`).
    if (wallParry || (safe !== 0 && safeWithoutTrial(st, m, moveOrigin(m), moveTarget(m), kind, safe, k))) {
      out[w++] = m;
      continue;
    }
    make(st, m);
    const ok = legalAfter(st, us);
    unmake(st);
    if (ok) out[w++] = m;
  }
  return w;
}

/**
 * The legal moves of the piece on `from` only (castling included, drops not), as `generateChecked` would give
 * them: that piece's pseudo-legal moves through the same filter. Returns -1 where the filter needs the whole
 * list (in check with `checkEvasion: 'lines'`): the caller generates every move then.
 */
export function generateCheckedFrom(st: EngineState, from: number, out: Int32Array): number {
  const c = st.c;
  const us = st.side;
  const p = st.board[from]!;
  if (p === undefined || p === 0 || (p & 1) !== us || from >= c.size) return 0;
  st.trialEp = false;
  st.inCheckNow = inCheckSide(st, us);
  if (st.inCheckNow && c.def.checkEvasion === 'lines' && st.royalCount[us] === 1) {
    st.trialEp = true;
    return -1;
  }
  if (c.rules.swap?.chains) resetChains(st);
  let n = generatePieceAll(st, out, 0, from, true);
  st.trialEp = true;
  if (!st.inCheckNow) {
    const end = c.rules.freeze !== undefined ? unfrozenCastles(st, out, n) : generateCastles(st, out, n);
    for (let i = n; i < end; i++) if (moveOrigin(out[i]!) === from) out[n++] = out[i]!;
  }
  return keepLegal(st, out, n);
}
