/** The capture-only rule's engine hook (`VariantDefinition.captureOnly`): entries into its zones without a capture go. */
import { dropType } from '../../move.js';
import { KIND_CASTLE, KIND_DROP, KIND_PICKUP, moveKind, moveOrigin, moveTarget } from '../../move-codes.js';
import { isCapture } from '../../engine/legality/capture-rules.js';
import type { EngineState } from '../../engine/state/state.js';
import type { RuleHooks } from '../module/rule-hooks.js';

/** Whether the legal move `m` of the side to move enters a zone closed to its piece without capturing. */
function entersWithoutCapture(st: EngineState, closed: Uint8Array, m: number): boolean {
  const kind = moveKind(m);
  if (kind === KIND_CASTLE || kind === KIND_PICKUP) return false; // castling; pickups, chains, pinches, conversions
  const c = st.c;
  const row =
    (st.side * c.stride + (kind === KIND_DROP ? dropType(m) : st.board[moveOrigin(m)]! >> 2)) * c.size;
  if (closed[row + moveTarget(m)] !== 1) return false;
  if (kind !== KIND_DROP && closed[row + moveOrigin(m)] === 1) return false; // inside already: not an entry
  return !isCapture(st, m);
}

/** Keeps the moves of `out[0, n)` that enter no capture-only zone without capturing; returns how many. */
function keepCaptureOnly(st: EngineState, out: Int32Array, n: number): number {
  const closed = st.c.rules.captureOnly!.closed;
  let w = 0;
  for (let i = 0; i < n; i++) if (!entersWithoutCapture(st, closed, out[i]!)) out[w++] = out[i]!;
  return w;
}

/** The capture-only zones' move filter. */
export const captureOnlyHooks: RuleHooks<'captureOnly'> = { name: 'captureOnly', keepMoves: keepCaptureOnly };
