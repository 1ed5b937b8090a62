/**
 * Pushing generated moves: with the promotion choices a destination (or origin) allows, and en-passant
 * captures tried on the board.
 */
import { PROMO_MUST } from '../../variant/compile/tables.js';
import { encodeMove, KIND_EN_PASSANT, KIND_NORMAL, KIND_PROMOTION } from '../../move-codes.js';
import { make, unmake } from './make.js';
import { countType } from '../state/shared-state.js';
import type { EngineState } from '../state/state.js';

/** Whether capturing the piece `victim` promotes under the `onCaptureOf` mask `mask` (0: any capture). */
function capturePromotes(mask: number, victim: number): boolean {
  return mask === 0 || ((mask >>> (victim >> 2)) & 1) === 1;
}

/**
 * Pushes the move `from` → `to` of `kind` of a piece of type `t` (`promoKey`: its promotion tables' row): as the
 * promotion choices its squares and the capture allow (a type at its `max` count left out), then as it is unless
 * the promotion is a must; as it is alone when it does not promote.
 */
export function pushWithPromotion(
  st: EngineState,
  out: Int32Array,
  n: number,
  from: number,
  to: number,
  kind: number,
  promoKey: number,
  t: number,
): number {
  const c = st.c;
  const pr = c.promotion;
  let flag = pr.promo[promoKey + to]!;
  if (flag === 0) flag = pr.promoLeave[promoKey + from]!;
  if (pr.promoOnCapture[t] && (st.board[to] === 0 || !capturePromotes(pr.promoCaptureOf[t]!, st.board[to]!)))
    flag = 0;
  if (flag === 0) {
    out[n++] = encodeMove(from, to, kind, 0);
    return n;
  }
  const choices = pr.promoSets[pr.promoSet[promoKey + (pr.promo[promoKey + to] ? to : from)]!]!;
  for (let i = 0; i < choices.length; i++) {
    const target = choices[i]!;
    const max = c.types[target]!.max;
    if (max !== undefined && countType(st, st.side, target) >= max) continue;
    out[n++] = encodeMove(from, to, KIND_PROMOTION, target);
  }
  if (flag !== PROMO_MUST) out[n++] = encodeMove(from, to, kind, 0);
  return n;
}

/**
 * Pushes the plain move `from` → `to` of a piece of type `t`: with the promotion choices the squares
 * allow when the type has any (`hasPromo`), else as it is. Every generator's last step.
 */
export function pushTarget(
  st: EngineState,
  out: Int32Array,
  n: number,
  from: number,
  to: number,
  hasPromo: boolean,
  promoKey: number,
  t: number,
): number {
  if (hasPromo) return pushWithPromotion(st, out, n, from, to, KIND_NORMAL, promoKey, t);
  out[n] = from | (to << 12);
  return n + 1;
}

export function pushEnPassant(st: EngineState, out: Int32Array, n: number, from: number, to: number): number {
  const m = encodeMove(from, to, KIND_EN_PASSANT, 0);
  if (!st.trialEp) {
    out[n++] = m;
    return n;
  }
  make(st, m);
  const ok = !st.hooks.inCheck(st, st.side ^ 1);
  unmake(st);
  if (ok) out[n++] = m;
  return n;
}
