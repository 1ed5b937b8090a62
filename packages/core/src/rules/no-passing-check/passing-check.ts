/**
 * The no-passing-check rule's engine code (`PieceType.rules.noPassingCheck`, SjaakII `Rule: en-passant check`), read by
 * the checked generator's side rules (`engine/legality/capture-rules.ts`).
 */
import { squaresBetween } from '../../variant/atoms.js';
import { attacked } from '../../engine/legality/attacks.js';
import type { EngineState } from '../../engine/state/state.js';

/** Whether a move of the side to move from `from` to `to` passes over a square the other side attacks. */
export function passesCheck(st: EngineState, from: number, to: number): boolean {
  for (const sq of squaresBetween(from, to, st.c.files)) if (attacked(st, sq, st.side ^ 1)) return true;
  return false;
}
