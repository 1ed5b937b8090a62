/**
 * The immovable rule's engine hook (`PieceType.rules.immovable`, FBR `pieces{set}=immovable(n)`): the legal moves
 * that start on an immovable piece of the side to move, castlings with one as king or partner, go.
 */
import { KIND_CASTLE, KIND_DROP, moveKind, moveOrigin } from '../../move-codes.js';
import { castleOf } from '../../engine/state/shared-state.js';
import type { EngineState } from '../../engine/state/state.js';
import type { RuleHooks } from '../module/rule-hooks.js';

/** Keeps the moves of `out[0, n)` that move no immovable piece of the side to move; returns how many. */
function keepMovable(st: EngineState, out: Int32Array, n: number): number {
  const from = st.c.rules.immovable!.from;
  const ply = 2 * (st.fullmoves - 1) + st.side;
  /** Whether the piece on `s` is the side to move's and does not move in this ply. */
  const held = (s: number) => {
    const code = st.board[s]!;
    return code !== 0 && (code & 1) === st.side && from[code >> 2]! > ply;
  };
  let w = 0;
  for (let i = 0; i < n; i++) {
    const m = out[i]!;
    // a castling moves its king and its partner; a drop, no piece of the board
    const castle = moveKind(m) === KIND_CASTLE ? castleOf(st, m) : undefined;
    if (
      castle
        ? !held(castle.kingFrom) && !held(castle.rookFrom)
        : moveKind(m) === KIND_DROP || !held(moveOrigin(m))
    )
      out[w++] = m;
  }
  return w;
}

/** The immovable pieces' move filter. */
export const immovableHooks: RuleHooks<'immovable'> = { name: 'immovable', keepMoves: keepMovable };
