/**
 * Move generation for ride atoms: riders (with zone, initial, check and phantom conditions) and
 * hoppers (cannon, grasshopper).
 */
import { type CompiledRay, HOP_GRASSHOPPER, MODE_CAPTURE, MODE_MOVE } from '../compile.js';
import { KIND_NORMAL } from '../move.js';
import { canCapture, phantomLength } from './attacks.js';
import { stymiedLength, stymieZone } from './protect.js';
import { pushWithPromotion } from './gen-promotion.js';
import type { EngineState } from './state.js';

/** Rider and hopper moves of the piece on `from` (targets filtered as in `generateLeaps`). */
export function generateRides(
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
  const lm = st.lineMark;
  const ev = st.evMark;
  const promoKey = tkey * size;
  const hasPromo = c.promoChoices[t]!.length > 0;
  const rules = c.captureRules;
  const rays = c.rays[tkey]!;
  if (rays.length === 0) return n;
  const rs = c.raySquares;
  const zone = c.stymizers ? stymieZone(st, us) : undefined;
  for (let r = 0; r < rays.length; r++) {
    const ray = rays[r]!;
    const kk = ray.dir * size + from;
    const start = c.rayStart[kk]!;
    let full = c.rayLength[kk]!;
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
    const len = ray.range < full ? ray.range : full;
    const mode = ray.mode;
    const blk = rules ? c.block[tkey] : undefined;
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
          if (hasPromo) n = pushWithPromotion(st, out, n, from, to, KIND_NORMAL, promoKey, t);
          else out[n++] = from | (to << 12);
        }
        break;
      }
      if (!(mode & MODE_MOVE) || (line && lm[to] !== line) || (evasion && ev[to] !== evasion)) continue;
      if (hasPromo) n = pushWithPromotion(st, out, n, from, to, KIND_NORMAL, promoKey, t);
      else out[n++] = from | (to << 12);
    }
  }
  return n;
}

/** Hopper moves along one ray: `cannon` (any square beyond one hurdle) or `grasshopper` (right behind it). */
export function generateHop(
  st: EngineState,
  out: Int32Array,
  n: number,
  from: number,
  start: number,
  len: number,
  ray: CompiledRay,
  promoKey: number,
  t: number,
  hasPromo: boolean,
  line: number,
  evasion: number,
): number {
  const board = st.board;
  const rs = st.c.raySquares;
  const us = st.side;
  const range = ray.range;
  const mode = ray.mode;
  const c = st.c;
  const blk = c.captureRules ? c.block[us * c.stride + t] : undefined;
  let j = 0;
  for (; j < len && j < range; j++) {
    if (blk?.[rs[start + j]!]) return n;
    if (board[rs[start + j]!] !== 0) break;
  }
  if (j >= len || j >= range) return n;
  const last = ray.hop === HOP_GRASSHOPPER ? Math.min(len, j + 2) : len;
  for (let k = j + 1, steps = 0; k < last && steps < range; k++, steps++) {
    const to = rs[start + k]!;
    const p = board[to]!;
    if (blk?.[to]) break;
    const ok =
      p === 0
        ? mode & MODE_MOVE
        : (p & 1) !== us && mode & MODE_CAPTURE && (!c.captureRules || canCapture(st, t, p));
    if (ok && (!line || st.lineMark[to] === line) && (!evasion || st.evMark[to] === evasion)) {
      if (hasPromo) n = pushWithPromotion(st, out, n, from, to, KIND_NORMAL, promoKey, t);
      else out[n++] = from | (to << 12);
    }
    if (p !== 0) break;
  }
  return n;
}
