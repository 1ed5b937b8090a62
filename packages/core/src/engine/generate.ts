/**
 * Legal move generation: the fast generator (one royal, pins and check evasion computed) and the
 * checked generator (pseudo-legal moves tried on the board), plus the variant filters (forced
 * captures, illegal game ends, gating, pickups).
 */
import {
  KIND_CASTLE,
  KIND_DROP,
  KIND_EN_PASSANT,
  KIND_LION,
  KIND_PICKUP,
  moveExtra,
  moveFrom,
  moveKind,
  moveTo,
} from '../move.js';
import { attacked, inCheckSide, legalAfter } from './attacks.js';
import { lineEvasions, noRetaliateNow, sideRulesAllow } from './capture-rules.js';
import { generateCastles } from './castling.js';
import { addGating, addPickups, generateDrops } from './drops.js';
import { isVariantEnd } from './end.js';
import { generateLion } from './gen-lion.js';
import { generatePiece } from './gen-leap.js';
import { make, unmake } from './make.js';
import { buffer } from './board.js';
import type { EngineState } from './state.js';

/**
 * Writes the legal moves, encoded, into `out` and returns how many. Low-level: for perft, SAN
 * resolution and other hot loops; `legalMoves()` gives plain objects.
 */
export function generateMoves(st: EngineState, out: Int32Array): number {
  if (!st.playThroughEnd && isVariantEnd(st)) return 0;
  const c = st.c;
  const us = st.side;
  let n = c.simple && st.royalCount[us] === 1 ? generateFast(st, out) : generateChecked(st, out);
  const drops = c.def.drops;
  if (drops) {
    if (drops.gating) n = addGating(st, out, n);
    if (drops.pickup) n = addPickups(st, out, n);
  }
  if (c.def.mustCapture) n = keepCaptures(st, out, n);
  const end = c.def.end;
  if (end && (end.checkmate === 'illegal' || end.stalemate === 'illegal') && !st.innerEndCheck) {
    n = removeIllegalEnds(st, out, n, end.checkmate === 'illegal', end.stalemate === 'illegal');
  }
  return n;
}

/** Whether an encoded move captures (en passant included). */
export function isCapture(st: EngineState, m: number): boolean {
  const kind = moveKind(m);
  if (kind === KIND_EN_PASSANT) return true;
  if (kind === KIND_LION)
    return moveExtra(m) !== 0 || (moveTo(m) !== moveFrom(m) && st.board[moveTo(m)] !== 0);
  if (kind === KIND_DROP || kind === KIND_PICKUP || kind === KIND_CASTLE) return false;
  return st.board[moveTo(m)] !== 0;
}

/** Forced capture: when some move captures, only captures remain. */
export function keepCaptures(st: EngineState, out: Int32Array, n: number): number {
  let w = 0;
  for (let i = 0; i < n; i++) if (isCapture(st, out[i]!)) out[w++] = out[i]!;
  return w > 0 ? w : n;
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

/** Fast legal generator: one royal, only leaper/rider attackers (pins and check evasion). */
export function generateFast(st: EngineState, out: Int32Array): number {
  const c = st.c;
  const board = st.board;
  const size = c.size;
  const us = st.side;
  const them = us ^ 1;
  const k = st.royalSq[us]!;
  const rs = c.raySquares;
  // Checkers by leapers.
  let checkers = 0;
  let checker = -1;
  let checkDir = -1;
  let checkDist = 0;
  const al = c.attackLeap;
  for (let i = c.attackLeapOff[them * size + k]!, e = c.attackLeapOff[them * size + k + 1]!; i < e; i += 2) {
    const p = board[al[i]!]!;
    if (p !== 0 && (p & 1) === them && (al[i + 1]! >> (p >> 2)) & 1) {
      if (checker !== al[i]) checkers++;
      checker = al[i]!;
    }
  }
  // Checkers by riders, and pins: pinned[s] = stamp, pinned[size + s] = walk direction, pinned[2size + s] = pinner distance.
  const pinStamp = ++st.stamp;
  const pinned = st.pinned;
  const ras = c.rayAttackers[them]!;
  for (let a = 0; a < ras.length; a++) {
    const ra = ras[a]!;
    if (ra.mask === 0) continue;
    const kk = ra.walkDir * size + k;
    const start = c.rayStart[kk]!;
    const len = c.rayLength[kk]!;
    let j = 0;
    for (; j < len; j++) if (board[rs[start + j]!] !== 0) break;
    if (j === len) continue;
    const sq = rs[start + j]!;
    const p = board[sq]!;
    if ((p & 1) === them) {
      if ((ra.mask >> (p >> 2)) & 1 && (!ra.limited || j + 1 <= ra.range[p >> 2]!)) {
        if (sq !== checker) checkers++;
        checker = sq;
        checkDir = ra.walkDir;
        checkDist = j;
      }
      continue;
    }
    let j2 = j + 1;
    for (; j2 < len; j2++) if (board[rs[start + j2]!] !== 0) break;
    if (j2 === len) continue;
    const q = board[rs[start + j2]!]!;
    if ((q & 1) === them && (ra.mask >> (q >> 2)) & 1 && (!ra.limited || j2 + 1 <= ra.range[q >> 2]!)) {
      pinned[sq] = pinStamp;
      pinned[size + sq] = ra.walkDir;
      pinned[2 * size + sq] = j2;
    }
  }
  // Royal moves: targets must not be attacked with the royal lifted off the board.
  let n = generateRoyal(st, out, 0, k);
  if (checkers >= 2) return n;
  let evasion = 0;
  if (checkers === 1) {
    evasion = ++st.stamp;
    const ev = st.evMark;
    ev[checker] = evasion;
    if (checkDir >= 0) {
      const start = c.rayStart[checkDir * size + k]!;
      for (let j = 0; j < checkDist; j++) ev[rs[start + j]!] = evasion;
    }
  } else {
    n = generateCastles(st, out, n);
  }
  const plist = st.plist;
  const cnt = st.pcount[us]!;
  const lineMark = st.lineMark;
  for (let i = 0; i < cnt; i++) {
    const from = plist[us * size + i]!;
    if (from === k) continue;
    let line = 0;
    if (pinned[from] === pinStamp) {
      line = ++st.stamp;
      const start = c.rayStart[pinned[size + from]! * size + k]!;
      const len = pinned[2 * size + from]!;
      for (let j = 0; j <= len; j++) lineMark[rs[start + j]!] = line;
    }
    n = generatePiece(st, out, n, from, line, evasion);
  }
  if (c.def.drops && c.def.drops.freeDrops !== false)
    n = generateDrops(st, out, n, evasion, checkers, checker);
  return n;
}

/** Royal moves in the fast generator: targets are tested with the royal lifted, so sliders see through it. */
export function generateRoyal(st: EngineState, out: Int32Array, n: number, k: number): number {
  const board = st.board;
  const code = board[k]!;
  const them = st.side ^ 1;
  const start = n;
  n = generatePiece(st, out, n, k, 0, 0);
  board[k] = 0;
  let w = start;
  for (let i = start; i < n; i++) {
    const m = out[i]!;
    if (!attacked(st, moveTo(m), them)) out[w++] = m;
  }
  board[k] = code;
  return w;
}

/** `generatePiece` plus lion double moves (variants with lions never use the fast generator). */
export function generatePieceAll(st: EngineState, out: Int32Array, n: number, from: number): number {
  n = generatePiece(st, out, n, from, 0, 0);
  const c = st.c;
  const tkey = st.side * c.stride + (st.board[from]! >> 2);
  const key = tkey * c.size + from;
  return c.lionMode[key] ? generateLion(st, out, n, from, key, tkey) : n;
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
  for (let i = 0; i < cnt; i++) n = generatePieceAll(st, out, n, squares[i]!);
  st.trialEp = true;
  if (!st.inCheckNow) n = generateCastles(st, out, n);
  if (c.def.drops && c.def.drops.freeDrops !== false) n = generateDrops(st, out, n, 0, 0, -1);
  if (st.inCheckNow && c.def.checkEvasion === 'lines' && st.royalCount[us] === 1)
    n = lineEvasions(st, out, n);
  // Keep the moves that leave no royal attacked (and respect prisons).
  const noRet = noRetaliateNow(st);
  let w = 0;
  for (let i = 0; i < n; i++) {
    const m = out[i]!;
    const kind = moveKind(m);
    if (kind !== KIND_DROP && kind !== KIND_CASTLE && kind !== KIND_PICKUP) {
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
