/**
 * Janggi's turn rules, as Fairy-Stockfish plays them: the free pass (`pass`: the royal stays in place,
 * legal while not in check) and bikjang (`bikjang`: while the royals face each other the side to move
 * may pass even in check, and every other move must end the facing), the game ends they bring (two
 * passes in a row, facing royals in two positions in a row; the count of points that decides them is
 * `fsf-rules.ts`' `materialWinner`). Reached only through these definition fields.
 */
import { KIND_LION } from '../../move.js';
import { encodeMove, moveExtra, moveOrigin, moveKind, moveTarget } from '../../move-codes.js';
import { facingRoyal } from '../legality/attacks.js';
import { inCheckSide } from '../legality/check.js';
import { make, unmake } from '../pseudo-legal/make.js';
import type { EngineState } from '../state/state.js';

/** Whether the royal of the side to move faces the other side's royal along a file with nothing between. */
export function royalsFace(st: EngineState): boolean {
  const s = st.royalSq[st.side]!;
  return s >= 0 && st.royalSq[st.side ^ 1]! >= 0 && facingRoyal(st, s, st.side ^ 1) >= 0;
}

/** The pass of the side to move: its single royal stays in place, else its lowest-square piece; 0 without pieces. */
function passMove(st: EngineState): number {
  const royal = st.royalSq[st.side]!;
  if (royal >= 0) return encodeMove(royal, royal, KIND_LION, 0);
  const b = st.board;
  for (let s = 0; s < st.c.size; s++) {
    if (b[s] !== 0 && (b[s]! & 1) === st.side) return encodeMove(s, s, KIND_LION, 0);
  }
  return 0;
}

/**
 * `pass` and `bikjang`, after the legal moves `out[0..n)` are generated: in bikjang, keeps the moves
 * that end the facing; then adds the pass where it is legal. Returns the new count.
 */
export function janggiTurn(st: EngineState, out: Int32Array, n: number): number {
  const def = st.c.def;
  const facing = def.bikjang === true && royalsFace(st);
  if (facing) {
    let w = 0;
    for (let i = 0; i < n; i++) {
      const m = out[i]!;
      make(st, m);
      st.side ^= 1;
      const still = royalsFace(st);
      st.side ^= 1;
      unmake(st);
      if (!still) out[w++] = m;
    }
    n = w;
  }
  if (def.pass && (facing || !inCheckSide(st, st.side))) {
    const pass = passMove(st);
    if (pass !== 0) out[n++] = pass;
  }
  return n;
}

/** Whether `m` is the stay-in-place null move (a pass). */
function isPass(m: number): boolean {
  return moveOrigin(m) === moveTarget(m) && moveKind(m) === KIND_LION && moveExtra(m) === 0;
}

/** `pass`: whether the last two moves were passes (the game is over). */
export function passedTwice(st: EngineState): boolean {
  const p = st.ply;
  return p >= 2 && isPass(st.stMove[p - 1]!) && isPass(st.stMove[p - 2]!);
}

/** `bikjang`: whether the royals face each other now and did before the last move (the game is over). */
export function bikjangTwice(st: EngineState): boolean {
  if (st.ply < 1 || !royalsFace(st)) return false;
  const m = st.stMove[st.ply - 1]!;
  unmake(st);
  const before = royalsFace(st);
  make(st, m);
  return before;
}
