/**
 * The pinch rule's engine hooks (`PieceType.rules.pinch`, FBR `pincher`, the Crab): generation, make and unmake of a pinch, a move of its own by the pincher's side; the pincher
 * stays, an opponent's piece in its zone goes to an empty square of its own first rank (on its board), or is
 * removed when that rank is full (never a royal). Encoded `KIND_PICKUP` with extra `PINCH_EXTRA` (`from` the
 * pinched piece, `to` its new square, or `from` when removed). Only variants with pinchers call these.
 */
import { PINCH_EXTRA } from '../../move.js';
import { encodeMove, KIND_PICKUP } from '../../move-codes.js';
import { put, remove, touch } from '../../engine/state/board.js';
import type { EngineState } from '../../engine/state/state.js';

/** Appends the pinches of the pincher on `from` (the side to move's; pseudo-legal) to `out` from `n`, without repeats. */
export function generatePinches(st: EngineState, out: Int32Array, n: number, from: number): number {
  const c = st.c;
  const p = c.rules.pinch!;
  const board = st.board;
  const us = st.side;
  const t = board[from]! >> 2;
  const zone = p.squares[(us * c.stride + t) * c.size + from];
  if (!p.pincher[t] || !zone) return n;
  for (const q of zone) {
    const v = board[q]!;
    if (v === 0 || (v & 1) === us || !p.victim[t * c.stride + (v >> 2)]) continue;
    const before = n;
    for (const s of p.firstRank[(us ^ 1) * c.size + q]!)
      if (board[s] === 0) n = add(out, n, encodeMove(q, s, KIND_PICKUP, PINCH_EXTRA));
    if (n === before && !c.royal[v >> 2]) n = add(out, n, encodeMove(q, q, KIND_PICKUP, PINCH_EXTRA));
  }
  return n;
}

/** Appends `m` unless it is among the moves already in `out` (a piece two pinchers reach). */
function add(out: Int32Array, n: number, m: number): number {
  for (let i = 0; i < n; i++) if (out[i] === m) return n;
  out[n] = m;
  return n + 1;
}

/** Plays a pinch (`make`): the piece on `from` goes to `to` (removed when `to` is `from`); resets the move counter. */
export function makePinch(st: EngineState, ply: number, from: number, to: number): void {
  const code = st.board[from]!;
  st.stCaptured[ply] = 0;
  st.stCaptured2[ply] = code;
  remove(st, from);
  if (to !== from) put(st, to, code);
  st.halfmoves = 0;
  touch(st, from, to);
}

/** Takes back `makePinch`. */
export function unmakePinch(st: EngineState, ply: number, from: number, to: number): void {
  if (to !== from) remove(st, to);
  put(st, from, st.stCaptured2[ply]!);
}
