/**
 * Move generation for leap atoms (per piece, from the compiled leap tables).
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
} from '../compile.js';
import { encodeMove, KIND_DOUBLE, KIND_NORMAL } from '../move.js';
import { canCapture } from './attacks.js';
import { pushEnPassant, pushWithPromotion } from './gen-promotion.js';
import { stymieZone } from './protect.js';
import { generateRides } from './gen-ride.js';
import type { EngineState } from './state.js';

/**
 * Leap moves of the piece on `from`: plain leaps (move and capture, move only, capture only, with en
 * passant) and conditional leaps (legs, initial-only, in/not in check, e.p.-setting steps). Targets
 * must be stamped `line` in `lineMark` (0: any) and `evasion` in `evMark` (0: any).
 */
export function generateLeaps(
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
  const t = board[from]! >> 2;
  const tkey = us * c.stride + t;
  const key = tkey * size + from;
  const lm = st.lineMark;
  const ev = st.evMark;
  const promoKey = tkey * size;
  const hasPromo = c.promoChoices[t]!.length > 0;
  const rules = c.captureRules;
  const lb = c.leapBoth;
  for (let i = c.leapBothOff[key]!, e = c.leapBothOff[key + 1]!; i < e; i++) {
    const to = lb[i]!;
    const p = board[to]!;
    if ((p !== 0 && (p & 1) === us) || (line && lm[to] !== line) || (evasion && ev[to] !== evasion)) continue;
    if (rules && p !== 0 && !canCapture(st, t, p)) continue;
    if (hasPromo) n = pushWithPromotion(st, out, n, from, to, KIND_NORMAL, promoKey, t);
    else out[n++] = from | (to << 12);
  }
  const lq = c.leapMove;
  for (let i = c.leapMoveOff[key]!, e = c.leapMoveOff[key + 1]!; i < e; i++) {
    const to = lq[i]!;
    if (board[to] !== 0 || (line && lm[to] !== line) || (evasion && ev[to] !== evasion)) continue;
    if (hasPromo) n = pushWithPromotion(st, out, n, from, to, KIND_NORMAL, promoKey, t);
    else out[n++] = from | (to << 12);
  }
  const lc = c.leapCapture;
  const takesEp = st.ep >= 0 && c.takesEp[tkey] === 1;
  for (let i = c.leapCaptureOff[key]!, e = c.leapCaptureOff[key + 1]!; i < e; i++) {
    const to = lc[i]!;
    const p = board[to]!;
    if (p === 0) {
      if (takesEp && (to === st.ep || to === st.ep2)) n = pushEnPassant(st, out, n, from, to);
      continue;
    }
    if ((p & 1) === us || (line && lm[to] !== line) || (evasion && ev[to] !== evasion)) continue;
    if (rules && !canCapture(st, t, p)) continue;
    if (hasPromo) n = pushWithPromotion(st, out, n, from, to, KIND_NORMAL, promoKey, t);
    else out[n++] = from | (to << 12);
  }
  const lg = c.legged;
  const zone = c.stymizers ? stymieZone(st, us) : undefined;
  for (let i = c.leggedOff[key]!, e = c.leggedOff[key + 1]!; i < e; ) {
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
  return n;
}

/**
 * Generates the moves of the piece on `from`, keeping targets stamped `line` in `lineMark` (0: any)
 * and `evasion` in `evMark` (0: any); en-passant captures are tried on the board.
 */
export function generatePiece(
  st: EngineState,
  out: Int32Array,
  n: number,
  from: number,
  line: number,
  evasion: number,
): number {
  n = generateLeaps(st, out, n, from, line, evasion);
  return st.c.rays[st.side * st.c.stride + (st.board[from]! >> 2)]!.length === 0
    ? n
    : generateRides(st, out, n, from, line, evasion);
}
