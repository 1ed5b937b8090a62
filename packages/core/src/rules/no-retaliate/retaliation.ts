/**
 * The no-retaliate rule's engine code (`PieceType.rules.noRetaliate`, SjaakII `no_retaliate`), read by the checked
 * generator's side rules (`engine/legality/capture-rules.ts`): whether the last move took such a piece, so that none
 * may be taken now.
 */
import { isPieceMove, KIND_LION } from '../../move.js';
import { moveKind, moveTarget } from '../../move-codes.js';
import type { EngineState } from '../../engine/state/state.js';

/**
 * SjaakII's `no_retaliate` state: the last move captured a `noRetaliate` piece with a piece of a type without that
 * flag, so such pieces may not be captured now. False in a variant without the rule.
 */
export function noRetaliateNow(st: EngineState): boolean {
  const flags = st.c.rules.noRetaliate?.types;
  const ply = st.ply;
  if (flags === undefined || ply === 0) return false;
  const m = st.stMove[ply - 1]!;
  const kind = moveKind(m);
  if (!isPieceMove(kind)) return false;
  const mover = st.board[moveTarget(m)]!;
  if (mover === 0 || flags[mover >> 2]) return false;
  const caps = [st.stCaptured[ply - 1]! & 0xffff, kind === KIND_LION ? st.stCaptured2[ply - 1]! & 0xffff : 0];
  return caps.some((code) => code !== 0 && flags[code >> 2] === 1);
}
