/**
 * Move generation per piece, from the compiled tables: leap atoms, then ride atoms (hoppers in
 * gen-ride.ts).
 */
import {
  LEG_CONDITIONS,
  LEG_IN_CHECK,
  LEG_INITIAL,
  LEG_NOT_IN_CHECK,
  LEG_NOT_INITIAL,
  LEG_SETS_EP,
  MODE_CAPTURE,
  MODE_MOVE,
} from '../../variant/compile/tables.js';
import { encodeMove, KIND_DOUBLE, KIND_NORMAL } from '../../move-codes.js';
import { canCapture, phantomLength } from '../predicates/predicates.js';
import { pushEnPassant, pushTarget, pushWithPromotion } from './gen-promotion.js';
import { generateHop } from './gen-ride.js';
import { stymiedLength, stymieZone } from '../../rules/stymie/stymied.js';
import type { EngineState } from '../state/state.js';

/**
 * Generates the moves of the piece on `from`: plain leaps (move and capture, move only, capture only,
 * with en passant), conditional leaps (legs, initial-only, in/not in check, e.p.-setting steps), then
 * riders (with zone, initial, check and phantom conditions) and hoppers. Targets must be stamped
 * `line` in `lineMark` (0: any) and `evasion` in `evMark` (0: any); en-passant captures are tried on
 * the board.
 */
export function generatePiece(
  st: EngineState,
  out: Int32Array,
  n: number,
  from: number,
  line: number,
  evasion: number,
): number {
  const c = st.c;
  const board = st.board;
  const size = c.size;
  const us = st.side;
  const first = n;
  const t = board[from]! >> 2;
  const tkey = us * c.stride + t;
  const key = tkey * size + from;
  const lm = st.lineMark;
  const ev = st.evMark;
  const promoKey = tkey * size;
  const hasPromo = c.promotion.promotes[t] === 1;
  const rules = c.captureRules;
  const leaps = c.leaps;
  const lb = leaps.leapBoth;
  for (let i = leaps.leapBothOff[key]!, e = leaps.leapBothOff[key + 1]!; i < e; i++) {
    const to = lb[i]!;
    const p = board[to]!;
    if ((p !== 0 && (p & 1) === us) || (line && lm[to] !== line) || (evasion && ev[to] !== evasion)) continue;
    if (rules && p !== 0 && !canCapture(st, t, p)) continue;
    n = pushTarget(st, out, n, from, to, hasPromo, promoKey, t);
  }
  const lq = leaps.leapMove;
  for (let i = leaps.leapMoveOff[key]!, e = leaps.leapMoveOff[key + 1]!; i < e; i++) {
    const to = lq[i]!;
    if (board[to] !== 0 || (line && lm[to] !== line) || (evasion && ev[to] !== evasion)) continue;
    n = pushTarget(st, out, n, from, to, hasPromo, promoKey, t);
  }
  const lc = leaps.leapCapture;
  const takesEp = st.ep >= 0 && c.pieces.takesEp[tkey] === 1;
  for (let i = leaps.leapCaptureOff[key]!, e = leaps.leapCaptureOff[key + 1]!; i < e; i++) {
    const to = lc[i]!;
    const p = board[to]!;
    if (p === 0) {
      if (takesEp && (to === st.ep || to === st.ep2)) n = pushEnPassant(st, out, n, from, to);
      continue;
    }
    if ((p & 1) === us || (line && lm[to] !== line) || (evasion && ev[to] !== evasion)) continue;
    if (rules && !canCapture(st, t, p)) continue;
    n = pushTarget(st, out, n, from, to, hasPromo, promoKey, t);
  }
  const lg = leaps.legged;
  const zone = c.rules.stymie !== undefined ? stymieZone(st, us) : undefined;
  for (let i = leaps.leggedOff[key]!, e = leaps.leggedOff[key + 1]!; i < e; ) {
    const to = lg[i]!;
    const flags = lg[i + 1]!;
    const next = i + 3 + lg[i + 2]!;
    let free = !(zone && next > i + 3 && zone.includes(from));
    for (let j = i + 3; j < next; j++) if (board[lg[j]!] !== 0 || zone?.includes(lg[j]!)) free = false;
    i = next;
    if (
      !free ||
      (flags & LEG_CONDITIONS &&
        ((flags & LEG_INITIAL && !st.unmoved?.[from]) ||
          (flags & LEG_NOT_INITIAL && st.unmoved?.[from]) ||
          (flags & LEG_NOT_IN_CHECK && st.inCheckNow) ||
          (flags & LEG_IN_CHECK && !st.inCheckNow)))
    )
      continue;
    const p = board[to]!;
    if (p === 0 ? !(flags & MODE_MOVE) : (p & 1) === us || !(flags & MODE_CAPTURE)) continue;
    if (rules && p !== 0 && !canCapture(st, t, p)) continue;
    if ((line && lm[to] !== line) || (evasion && ev[to] !== evasion)) continue;
    const kind = flags & LEG_SETS_EP && p === 0 ? KIND_DOUBLE : KIND_NORMAL;
    if (hasPromo) n = pushWithPromotion(st, out, n, from, to, kind, promoKey, t);
    else out[n++] = encodeMove(from, to, kind, 0);
  }
  const rays = c.rays[tkey]!;
  if (rays.length === 0) return c.generation.overlap[tkey] === 1 ? uniqueMoves(out, first, n) : n; // leapers, pawns
  const geo = c.lines;
  const rs = geo.raySquares;
  for (let r = 0; r < rays.length; r++) {
    const ray = rays[r]!;
    const kk = ray.dir * size + from;
    const start = geo.rayStart[kk]!;
    let full = geo.rayLength[kk]!;
    if (zone) full = stymiedLength(zone, from, rs, start, full);
    if (ray.conditional) {
      if (
        (ray.fromMask && !ray.fromMask[from]) ||
        (ray.initial && !st.unmoved?.[from]) ||
        (ray.notInitial && st.unmoved?.[from]) ||
        (ray.check !== 0 && (ray.check === 1) === st.inCheckNow)
      )
        continue;
      if (ray.phantom) full = phantomLength(st, start, full);
    }
    if (ray.hop >= 0) {
      n = generateHop(st, out, n, from, start, full, ray, promoKey, t, hasPromo, line, evasion);
      continue;
    }
    // biome-ignore lint/complexity/useMathMinMax: hot loop of every slider; kept as the measured compare
    const len = ray.range < full ? ray.range : full;
    const mode = ray.mode;
    const blk = rules ? c.capture.block[tkey] : undefined;
    for (let j = 0; j < len; j++) {
      const to = rs[start + j]!;
      const p = board[to]!;
      if (blk?.[to]) break;
      if (p !== 0) {
        if (rules && !canCapture(st, t, p)) break;
        if (
          (p & 1) !== us &&
          mode & MODE_CAPTURE &&
          (!line || lm[to] === line) &&
          (!evasion || ev[to] === evasion)
        ) {
          n = pushTarget(st, out, n, from, to, hasPromo, promoKey, t);
        }
        break;
      }
      if (!(mode & MODE_MOVE) || (line && lm[to] !== line) || (evasion && ev[to] !== evasion)) continue;
      n = pushTarget(st, out, n, from, to, hasPromo, promoKey, t);
    }
  }
  return c.generation.overlap[tkey] === 1 ? uniqueMoves(out, first, n) : n;
}

/**
 * Drops repeated moves in `out[first, n)` (two atoms or two bounced paths of one piece reaching one square);
 * returns the new end.
 */
export function uniqueMoves(out: Int32Array, first: number, n: number): number {
  let w = first;
  for (let i = first; i < n; i++) {
    const m = out[i]!;
    let seen = false;
    for (let j = first; j < w && !seen; j++) seen = out[j] === m;
    if (!seen) out[w++] = m;
  }
  return w;
}
