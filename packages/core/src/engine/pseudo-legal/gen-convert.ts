/**
 * Conversion moves (`PieceType.rules.conversion` (kind `move`), FBR `conversion<p>` with `<p>X=cY`): the piece stays on its square
 * and an opponent's piece its conversion atoms reach changes side. Encoded `KIND_PICKUP` with extra
 * `CONVERT_EXTRA` (`from` the converting piece, `to` the victim); the flip goes on the explosion stack, so
 * `unflip` (`flips.ts`) takes it back. Only variants with conversion moves call this.
 */
import { CONVERT_EXTRA, encodeMove, KIND_PICKUP } from '../../move-codes.js';
import type { EngineState } from '../state/state.js';
import { flipOn, unflip } from '../predicates/flips.js';

/** Appends the conversions along `paths` by the piece on `from` (type `t`, side `us`) to `out` from `n`. */
function convertAlong(
  st: EngineState,
  out: Int32Array,
  first: number,
  n: number,
  from: number,
  paths: readonly (readonly number[])[] | undefined,
  guardKey: number,
): number {
  if (!paths) return n;
  const c = st.c;
  const board = st.board;
  const us = st.side;
  const guard = c.rules.conversion!.moves!.guard;
  for (const path of paths) {
    for (const q of path) {
      const v = board[q]!;
      if (v === 0) continue;
      if ((v & 1) !== us && !c.royal[v >> 2] && !guarded(st, guard[guardKey + q])) {
        const m = encodeMove(from, q, KIND_PICKUP, CONVERT_EXTRA);
        let dup = false;
        for (let i = first; i < n && !dup; i++) dup = out[i] === m;
        if (!dup) out[n++] = m;
      }
      break;
    }
  }
  return n;
}

/** Whether a royal piece of the side to move's opponent stands on one of the guard squares. */
function guarded(st: EngineState, squares: readonly number[] | undefined): boolean {
  if (!squares) return false;
  const them = st.side ^ 1;
  for (const s of squares) {
    const w = st.board[s]!;
    if (w !== 0 && (w & 1) === them && st.c.royal[w >> 2]) return true;
  }
  return false;
}

/**
 * Appends the conversion moves of the piece on `from` (the side to move's; pseudo-legal: the caller tries them on
 * the board). Atoms with `notInCheck` convert only while `st.inCheckNow` is false.
 */
export function generateConversions(st: EngineState, out: Int32Array, n: number, from: number): number {
  const c = st.c;
  const cm = c.rules.conversion!.moves!;
  const t = st.board[from]! >> 2;
  const key = (st.side * c.stride + t) * c.size + from;
  const guardKey = ((st.side ^ 1) * c.stride + t) * c.size;
  const first = n;
  n = convertAlong(st, out, first, n, from, cm.paths[key], guardKey);
  return st.inCheckNow ? n : convertAlong(st, out, first, n, from, cm.calmPaths[key], guardKey);
}

/** Plays a conversion (`make`): the victim on `to` changes side; like a capture it resets the move counter. */
export function makeConversion(st: EngineState, ply: number, to: number): void {
  st.stCaptured[ply] = 0;
  st.exStart[ply] = st.exTop;
  flipOn(st, to);
  st.halfmoves = 0;
  st.rights &= ~st.castleClear[to]!;
  if (st.unmoved) st.unmoved[to] = 0;
}

/** Takes back `makeConversion`. */
export function unmakeConversion(st: EngineState, ply: number): void {
  unflip(st, ply);
}
