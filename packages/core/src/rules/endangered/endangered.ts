/**
 * The endangered rule's engine code (`PieceType.rules.endangered`, SjaakII `endangered`), read by the checked
 * generator's side rules (`engine/legality/capture-rules.ts`).
 */
import { attacked } from '../../engine/legality/attacks.js';
import type { EngineState } from '../../engine/state/state.js';

/**
 * Whether a piece of type `t` of the side to move may not take the piece on `victim`: both types are endangered and
 * the victim is protected (its square attacked by its own side).
 */
export function takesProtectedEndangered(st: EngineState, t: number, victim: number): boolean {
  const flags = st.c.rules.endangered?.types;
  return (
    flags !== undefined &&
    flags[t] === 1 &&
    flags[st.board[victim]! >> 2] === 1 &&
    attacked(st, victim, st.side ^ 1)
  );
}
