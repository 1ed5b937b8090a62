/**
 * Legal move generation: the fast generator (one royal, pins and check evasion computed) and the
 * checked generator (pseudo-legal moves tried on the board), plus the variant filters (forced
 * captures, illegal game ends and repetitions, gating, pickups).
 */
import { isPieceMove, KIND_CASTLE, KIND_DROP, moveFrom, moveKind, moveTo } from '../move.js';
import { generateAlice } from './alice.js';
import { inCheckSide, legalAfter } from './attacks.js';
import { isCapture, keepCaptures, lineEvasions, noRetaliateNow, sideRulesAllow } from './capture-rules.js';
import { generateCastles } from './castling.js';
import { addGating, addPickups, generateDrops } from './drops.js';
import { isVariantEnd } from './end.js';
import { generateLion } from './gen-lion.js';
import { gcd } from '../atoms.js';
import { directionBit } from '../compile/swaps.js';
import { isFrozen } from './freeze.js';
import { dropProtectedCaptures } from './protect.js';
import { generateSwaps } from './gen-swap.js';
import { resetChains } from './gen-chain.js';
import { generatePiece, uniqueMoves } from './gen-leap.js';
import { generateFast } from './gen-fast.js';
import { make, unmake } from './make.js';
import { buffer } from './board.js';
import { castleOf } from './shared-state.js';
import type { EngineState } from './state.js';
import { endsOnVanished } from './vanish.js';
import { END_ILLEGAL_MATE, END_ILLEGAL_REPETITION, END_ILLEGAL_STALEMATE } from '../compile/tables.js';
import { removeIllegalRepetitions } from './repetition.js';
import { turnMoves } from './turns.js';

/**
 * Writes the legal moves, encoded, into `out` and returns how many. Low-level: for perft, SAN
 * resolution and other hot loops; `legalMoves()` gives plain objects.
 */
export function generateMoves(st: EngineState, out: Int32Array): number {
  if (!st.playThroughEnd && isVariantEnd(st)) return 0;
  const c = st.c;
  const us = st.side;
  let n =
    c.simple && st.royalCount[us] === 1
      ? generateFast(st, out)
      : c.aliceTwin !== undefined
        ? generateAlice(st, out)
        : generateChecked(st, out);
  const drops = c.def.drops;
  if (drops) {
    if (drops.gating) n = addGating(st, out, n);
    if (drops.pickup) n = addPickups(st, out, n);
  }
  if (c.def.turns) n = turnMoves(st, out, n, isCapture);
  if (c.def.mustCapture) n = keepCaptures(st, out, n);
  const bits = c.endFilters;
  if (bits === 0) return n;
  if (bits & END_ILLEGAL_REPETITION) n = removeIllegalRepetitions(st, out, n);
  const mate = (bits & END_ILLEGAL_MATE) !== 0;
  const stalemate = (bits & END_ILLEGAL_STALEMATE) !== 0;
  return (mate || stalemate) && !st.innerEndCheck ? removeIllegalEnds(st, out, n, mate, stalemate) : n;
}

/** Removes the moves that would checkmate or stalemate the opponent where the variant makes that illegal. */
export function removeIllegalEnds(
  st: EngineState,
  out: Int32Array,
  n: number,
  mate: boolean,
  stalemate: boolean,
): number {
  let w = 0;
  st.innerEndCheck = true;
  for (let i = 0; i < n; i++) {
    const m = out[i]!;
    make(st, m);
    st.nest++;
    const replies = generateMoves(st, buffer(st, st.nest));
    st.nest--;
    const check = replies === 0 && inCheckSide(st, st.side);
    unmake(st);
    if (replies === 0 && ((check && mate) || (!check && stalemate))) continue;
    out[w++] = m;
  }
  st.innerEndCheck = false;
  return w;
}

/**
 * `generatePiece` plus lion double moves (variants with lions never use the fast generator), and
 * with `swaps` the swap moves (which are not attacks: attack look-ups leave them out).
 */
export function generatePieceAll(
  st: EngineState,
  out: Int32Array,
  n: number,
  from: number,
  swaps = false,
): number {
  if (st.c.freezers && isFrozen(st, from)) return n;
  const first = n;
  n = generatePiece(st, out, n, from, 0, 0);
  const c = st.c;
  const t = st.board[from]! >> 2;
  if (c.bounces) n = uniqueMoves(out, first, n);
  if (c.spacious?.[t]) n = keepSpacious(st, out, first, n);
  const tkey = st.side * c.stride + t;
  if (swaps && c.swapAtoms[tkey]) n = generateSwaps(st, out, n, from);
  if (c.lionMode[tkey * c.size + from]) n = generateLion(st, out, n, from);
  return c.protectors ? dropProtectedCaptures(st, out, first, n) : n;
}

/** Spacious pieces: keeps the moves in [first, n) whose next square in the same direction is on the board and empty. */
function keepSpacious(st: EngineState, out: Int32Array, first: number, n: number): number {
  const f = st.c.files;
  let w = first;
  for (let i = first; i < n; i++) {
    const m = out[i]!;
    const from = moveFrom(m);
    const to = moveTo(m);
    const dx = (to % f) - (from % f);
    const dy = Math.floor(to / f) - Math.floor(from / f);
    const g = gcd(dx, dy);
    if (g === 0) {
      out[w++] = m;
      continue;
    }
    const x = (to % f) + dx / g;
    const y = Math.floor(to / f) + dy / g;
    const next = y * f + x;
    if (x >= 0 && x < f && y >= 0 && y < st.c.ranks && st.c.onBoard[next] && st.board[next] === 0)
      out[w++] = m;
  }
  return w;
}

/** `directions`: whether the piece's square lets it move this way (castling: the king's way). */
function directionAllowed(st: EngineState, m: number, kind: number): boolean {
  const c = st.c;
  let from = moveFrom(m);
  let to = moveTo(m);
  if (kind === KIND_CASTLE) {
    const o = castleOf(st, m);
    from = o.kingFrom;
    to = o.kingTo;
  }
  const mask = c.dirMask![st.side * c.size + from]!;
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
  if (c.swapChains) resetChains(st);
  for (let i = 0; i < cnt; i++) n = generatePieceAll(st, out, n, squares[i]!, true);
  st.trialEp = true;
  if (!st.inCheckNow) n = c.freezers ? unfrozenCastles(st, out, n) : generateCastles(st, out, n);
  if (c.def.drops && c.def.drops.freeDrops !== false) n = generateDrops(st, out, n, 0);
  if (st.inCheckNow && c.def.checkEvasion === 'lines' && st.royalCount[us] === 1)
    n = lineEvasions(st, out, n);
  // Keep the moves that leave no royal attacked (and respect prisons).
  const noRet = noRetaliateNow(st);
  let w = 0;
  for (let i = 0; i < n; i++) {
    const m = out[i]!;
    const kind = moveKind(m);
    if (c.dirMask && kind !== KIND_DROP && !directionAllowed(st, m, kind)) continue;
    if (st.gone && endsOnVanished(st, st.gone, m, kind)) continue;
    if (isPieceMove(kind)) {
      const t = st.board[moveFrom(m)]! >> 2;
      const pr = c.prison[us * c.stride + t];
      if (pr && !pr[moveTo(m)]) continue;
      if ((c.noPassingCheck[t] || c.endangered[t] || noRet) && !sideRulesAllow(st, m, t, noRet)) continue;
    }
    make(st, m);
    const ok = legalAfter(st, us);
    unmake(st);
    if (ok) out[w++] = m;
  }
  return w;
}
