/**
 * Alice chess on one board (`VariantDefinition.alice`). Each piece type stands on board A or B (its
 * twin is the same piece on the other board), and a square holds at most one piece on either board.
 * Moves of a board are generated with the other board's pieces lifted off the engine board, so the
 * ordinary generator sees that board alone ("legal on the board where it is played": the royal on it
 * is not attacked after the move); a move must then end on a square empty on the other board, and the
 * moved piece transfers there (`aliceTransfer` in `alice-board.ts`, called by `make` and `unmake`). Check is
 * per board: a royal is attacked by the enemy pieces of its own board, seeing only that board (`check.ts`).
 * The Alice kernel's generator: `generateMoves` dispatches here for a variant with `alice`.
 */
import { KIND_CASTLE, KIND_EN_PASSANT, moveOrigin, moveKind, moveTarget } from '../move-codes.js';
import { boardOf, freeFor, hasPieceOn, lift, restore } from './predicates/alice-board.js';
import { buffer } from './state/board.js';
import { aliceInCheck } from './legality/check.js';
import { generateChecked } from './legality/gen-checked.js';
import { make, unmake } from './pseudo-legal/make.js';
import { castleOf } from './state/shared-state.js';
import type { EngineState } from './state/state.js';

/** The legal moves of an Alice position (see the module comment); returns how many. */
export function generateAlice(st: EngineState, out: Int32Array): number {
  // The moves of one board before the other-board tests: a move buffer of the next generation level.
  st.nest++;
  const scratch = buffer(st, st.nest);
  const us = st.side;
  const board = st.board;
  const { ep, ep2, epVictim, rights } = st;
  let n = 0;
  for (let x = 0; x < 2; x++) {
    if (!hasPieceOn(st, us, x, false)) continue;
    // En passant only by a pawn on the board the double-stepping pawn arrived on, onto a square empty on both.
    const epHere =
      ep >= 0 &&
      epVictim >= 0 &&
      board[epVictim] !== 0 &&
      boardOf(st, board[epVictim]!) === x &&
      board[ep] === 0;
    if (!epHere) {
      st.ep = -1;
      st.ep2 = -1;
    }
    // Castling only with king and partner both on this board.
    for (let i = 0; i < st.castles.length; i++) {
      const o = st.castles[i]!;
      if (!freeFor(st, o.kingFrom, x) || !freeFor(st, o.rookFrom, x)) st.rights &= ~(1 << i);
    }
    const lifted = lift(st, x);
    const k = generateChecked(st, scratch);
    for (let i = 0; i < k; i++) out[n++] = scratch[i]!;
    restore(st, lifted);
    st.ep = ep;
    st.ep2 = ep2;
    st.rights = rights;
  }
  st.nest--;
  // The destination must be empty on the other board; after the transfer no royal of the mover is attacked.
  let w = 0;
  for (let i = 0; i < n; i++) {
    const m = out[i]!;
    const kind = moveKind(m);
    if (kind === KIND_CASTLE) {
      const o = castleOf(st, m);
      const castlers = (s: number) => board[s] === 0 || s === o.kingFrom || s === o.rookFrom;
      if (!castlers(o.kingTo) || !castlers(o.rookTo)) continue;
    } else if (kind !== KIND_EN_PASSANT && !freeFor(st, moveTarget(m), boardOf(st, board[moveOrigin(m)]!)))
      continue;
    make(st, m);
    const ok = !aliceInCheck(st, us);
    unmake(st);
    if (ok) out[w++] = m;
  }
  return w;
}
