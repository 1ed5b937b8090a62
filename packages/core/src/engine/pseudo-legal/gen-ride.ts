/**
 * Hopper moves (cannon, grasshopper) along one ray; `generatePiece` (gen-leap.ts) walks the rays.
 */
import { type CompiledRay, HOP_GRASSHOPPER, MODE_CAPTURE, MODE_MOVE } from '../../variant/compile/tables.js';
import { canCapture } from '../predicates/predicates.js';
import { pushTarget } from './gen-promotion.js';
import type { EngineState } from '../state/state.js';

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
  const rs = st.c.lines.raySquares;
  const us = st.side;
  const range = ray.range;
  const mode = ray.mode;
  const c = st.c;
  const rules = c.captureRules;
  const blk = rules ? c.capture.block[us * c.stride + t] : undefined;
  let j = 0;
  for (; j < len && j < range; j++) {
    if (blk?.[rs[start + j]!]) return n;
    if (board[rs[start + j]!] !== 0) break;
  }
  if (j >= len || j >= range) return n;
  if (ray.hurdleMask !== 0 && (ray.hurdleMask >> (board[rs[start + j]!]! >> 2)) & 1) return n;
  const last = Math.min(ray.hop === HOP_GRASSHOPPER ? Math.min(len, j + 2) : len, ray.reach);
  for (let k = j + 1, steps = 0; k < last && steps < range; k++, steps++) {
    const to = rs[start + k]!;
    const p = board[to]!;
    if (blk?.[to]) break;
    const ok =
      p === 0 ? mode & MODE_MOVE : (p & 1) !== us && mode & MODE_CAPTURE && (!rules || canCapture(st, t, p));
    if (ok && (!line || st.lineMark[to] === line) && (!evasion || st.evMark[to] === evasion)) {
      n = pushTarget(st, out, n, from, to, hasPromo, promoKey, t);
    }
    if (p !== 0) break;
  }
  return n;
}
