/**
 * Make and unmake of special moves: lion double moves and atomic explosions.
 */
import { BLAST_SURVIVOR } from '../../variant/compile/tables.js';
import { moveExtra, moveOrigin, moveTarget } from '../../move-codes.js';
import { pushRemoved, put, remove, shift, toHand, touch } from '../state/board.js';
import type { EngineState } from '../state/state.js';

/**
 * Lion double move `m` of the side to move, recorded in undo slot `ply`: the capture on the intermediate
 * square, then the move (or the stay).
 */
export function makeLion(st: EngineState, m: number, ply: number): void {
  const c = st.c;
  const board = st.board;
  const us = st.side;
  const from = moveOrigin(m);
  const to = moveTarget(m);
  const extra = moveExtra(m);
  const code = board[from]!;
  let cap1 = 0;
  let via = 0;
  if (extra > 0) {
    via = c.rules.lion!.first[((code & 1) * c.stride + (code >> 2)) * c.size + from]![extra - 1]!;
    cap1 = board[via]!;
    remove(st, via);
  }
  let cap2 = 0;
  if (to !== from) {
    cap2 = board[to]!;
    if (cap2 !== 0) remove(st, to);
    shift(st, from, to, code);
  }
  st.stCaptured[ply] = cap1 | (via << 16);
  st.stCaptured2[ply] = cap2 | (to << 16);
  for (const cap of [cap1, cap2]) {
    if (cap === 0) continue;
    st.halfmoves = 0;
    if (c.def.drops?.capturesToHand) toHand(st, us, cap, 1);
  }
  touch(st, from, to, extra ? via : from);
}

/** Takes back `makeLion`: the mover goes back, then both captured pieces (and their hand counts). */
export function unmakeLion(st: EngineState, ply: number, from: number, to: number, us: number): void {
  if (to !== from) shift(st, to, from, st.board[to]!);
  for (const rec of [st.stCaptured2[ply]!, st.stCaptured[ply]!]) {
    const code = rec & 0xffff;
    if (code === 0) continue;
    put(st, rec >>> 16, code);
    if (st.c.def.drops?.capturesToHand) toHand(st, us, code, -1);
  }
}

/**
 * Atomic: removes the capturer on `to` (unless of an `atomic.survivors` type) and the non-immune pieces around it,
 * recording them for `unmake`;
 * with `atomic.explodedToHand` each goes to the hand of its owner's opponent.
 */
export function explode(st: EngineState, to: number): void {
  const c = st.c;
  const { blastImmune, neighbourOff, neighbours } = c.capture.atomic;
  const board = st.board;
  const toHands = c.def.atomic?.explodedToHand === true;
  const blast = (s: number) => {
    if (toHands) toHand(st, (board[s]! & 1) ^ 1, board[s]!, 1);
    pushRemoved(st, s);
    st.rights &= ~st.castleClear[s]!;
    remove(st, s);
  };
  if (!(blastImmune[board[to]! >> 2]! & BLAST_SURVIVOR)) blast(to);
  for (let i = neighbourOff[to]!, e = neighbourOff[to + 1]!; i < e; i++) {
    const s = neighbours[i]!;
    const code = board[s]!;
    if (code !== 0 && !(blastImmune[code >> 2]! & 1)) blast(s);
  }
}
