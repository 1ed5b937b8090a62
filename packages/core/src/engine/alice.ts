/**
 * Alice chess on one board (`VariantDefinition.alice`). Each piece type stands on board A or B (its
 * twin is the same piece on the other board), and a square holds at most one piece on either board.
 * Moves of a board are generated with the other board's pieces lifted off the engine board, so the
 * ordinary generator sees that board alone ("legal on the board where it is played": the royal on it
 * is not attacked after the move); a move must then end on a square empty on the other board, and the
 * moved piece transfers there (`aliceTransfer`, called by `make` and `unmake`). Check is per board:
 * a royal is attacked by the enemy pieces of its own board, seeing only that board.
 */
import {
  KIND_CASTLE,
  KIND_DROP,
  KIND_EN_PASSANT,
  KIND_PROMOTION,
  moveFrom,
  moveKind,
  moveTo,
} from '../move.js';
import { inCheckSide } from './attacks.js';
import { buffer, put, remove } from './board.js';
import { castleOf } from './shared-state.js';
import { generateChecked } from './generate.js';
import { make, unmake } from './make.js';
import type { EngineState } from './state.js';

/** Board (0: A, 1: B) of a piece code. */
function boardOf(st: EngineState, code: number): number {
  return st.c.aliceBoard![code >> 2]!;
}

/**
 * Takes every piece not on board `x` off the engine board into `st.aliceLifted` as `(square << 16) | code`
 * and returns how many (`restore` puts them back; one lift at a time: it never nests).
 */
function lift(st: EngineState, x: number): number {
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
function restore(st: EngineState, count: number): void {
  const lifted = st.aliceLifted!;
  for (let i = count - 1; i >= 0; i--) put(st, lifted[i]! >>> 16, lifted[i]! & 0xffff);
  st.aliceOn = -1;
}

/** Whether `side` has a piece on board `x` (`royal`: a royal piece). */
function hasPieceOn(st: EngineState, side: number, x: number, royal: boolean): boolean {
  const size = st.c.size;
  for (let i = 0; i < st.pcount[side]!; i++) {
    const code = st.board[st.plist[side * size + i]!]!;
    if (boardOf(st, code) === x && (!royal || st.c.royal[code >> 2])) return true;
  }
  return false;
}

/** Whether a royal of `side` is attacked by the enemy pieces of its own board. */
export function aliceInCheck(st: EngineState, side: number): boolean {
  for (let x = 0; x < 2; x++) {
    if (!hasPieceOn(st, side, x, true)) continue;
    const lifted = lift(st, x);
    const hit = inCheckSide(st, side);
    restore(st, lifted);
    if (hit) return true;
  }
  return false;
}

/** Whether square s is free for a piece leaving board x: empty, or (a capture) holding a piece of board x. */
function freeFor(st: EngineState, s: number, x: number): boolean {
  const code = st.board[s]!;
  return code === 0 || boardOf(st, code) === x;
}

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
    } else if (kind !== KIND_EN_PASSANT && !freeFor(st, moveTo(m), boardOf(st, board[moveFrom(m)]!)))
      continue;
    make(st, m);
    const ok = !aliceInCheck(st, us);
    unmake(st);
    if (ok) out[w++] = m;
  }
  return w;
}

/** Gives the piece on s the type of its twin on the other board. */
function retype(st: EngineState, s: number): void {
  const c = st.c;
  const code = st.board[s]!;
  const next = (c.aliceTwin![code >> 2]! << 2) | (code & 3);
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
  const to = moveTo(m);
  if (kind !== KIND_PROMOTION) retype(st, to);
  else if (!undo && boardOf(st, st.board[to]!) === boardOf(st, st.stPromo[ply]!)) retype(st, to);
}
