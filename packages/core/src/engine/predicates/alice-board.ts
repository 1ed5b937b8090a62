/**
 * Alice chess on one board (`VariantDefinition.alice`), its board operations: which board (A or B) a piece
 * stands on, lifting the other board's pieces off the engine board and putting them back, and the transfer
 * of a moved piece to the other board that `make` and `unmake` do. The Alice kernel (`alice.ts`) and the
 * check test (`check.ts`) build on these.
 */
import { KIND_CASTLE, KIND_DROP, KIND_PROMOTION, moveTarget } from '../../move-codes.js';
import { put, remove } from '../state/board.js';
import { castleOf } from '../state/shared-state.js';
import type { EngineState } from '../state/state.js';

/** Board (0: A, 1: B) of a piece code. */
export function boardOf(st: EngineState, code: number): number {
  return st.c.rules.alice!.board[code >> 2]!;
}

/**
 * Takes every piece not on board `x` off the engine board into `st.aliceLifted` as `(square << 16) | code`
 * and returns how many (`restore` puts them back; one lift at a time: it never nests).
 */
export function lift(st: EngineState, x: number): number {
  const size = st.c.size;
  const lifted = (st.aliceLifted ??= new Int32Array(2 * size));
  let liftedCount = 0;
  for (let side = 0; side < 2; side++) {
    for (let i = st.pcount[side]! - 1; i >= 0; i--) {
      const s = st.plist[side * size + i]!;
      const code = st.board[s]!;
      if (boardOf(st, code) === x) continue;
      lifted[liftedCount++] = (s << 16) | code;
      remove(st, s);
    }
  }
  st.aliceOn = x;
  return liftedCount;
}

/** Puts back the `count` pieces the last `lift` took off. */
export function restore(st: EngineState, count: number): void {
  const lifted = st.aliceLifted!;
  for (let i = count - 1; i >= 0; i--) put(st, lifted[i]! >>> 16, lifted[i]! & 0xffff);
  st.aliceOn = -1;
}

/** Whether `side` has a piece on board `x` (`royal`: a royal piece). */
export function hasPieceOn(st: EngineState, side: number, x: number, royal: boolean): boolean {
  const size = st.c.size;
  for (let i = 0; i < st.pcount[side]!; i++) {
    const code = st.board[st.plist[side * size + i]!]!;
    if (boardOf(st, code) === x && (!royal || st.c.royal[code >> 2])) return true;
  }
  return false;
}

/** Whether square s is free for a piece leaving board x: empty, or (a capture) holding a piece of board x. */
export function freeFor(st: EngineState, s: number, x: number): boolean {
  const code = st.board[s]!;
  return code === 0 || boardOf(st, code) === x;
}

/** Gives the piece on s the type of its twin on the other board. */
export function retype(st: EngineState, s: number): void {
  const c = st.c;
  const code = st.board[s]!;
  const next = (c.rules.alice!.twin[code >> 2]! << 2) | (code & 3);
  st.board[s] = next;
  st.hash ^= st.zobrist[code * c.size + s]! ^ st.zobrist[next * c.size + s]!;
}

/**
 * The transfer of the move `m` of ply `ply` to the other board (`undo`: back, before `unmake` takes the
 * move back). A promoted piece lands on the board the pawn did not stand on, whichever board its type is of.
 */
export function aliceTransfer(st: EngineState, m: number, kind: number, ply: number, undo: boolean): void {
  if (kind === KIND_DROP) return;
  if (kind === KIND_CASTLE) {
    const o = castleOf(st, m);
    retype(st, o.kingTo);
    retype(st, o.rookTo);
    return;
  }
  const to = moveTarget(m);
  if (kind !== KIND_PROMOTION) retype(st, to);
  else if (!undo && boardOf(st, st.board[to]!) === boardOf(st, st.stPromo[ply]!)) retype(st, to);
}
