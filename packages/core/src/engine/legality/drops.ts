/**
 * Hand moves: drops (zones, no doubled pieces, no drop mate or check) and pickups; gating is `gating.ts`'s.
 */
import { dropType } from '../../move.js';
import { encodeMove, KIND_DROP, KIND_PICKUP, moveKind } from '../../move-codes.js';
import { inCheckSide } from './check.js';
import { anySideSquares } from './fsf-rules.js';
import { encloseSquares } from '../predicates/flips.js';
import { make, unmake } from '../pseudo-legal/make.js';
import { buffer } from '../state/board.js';
import type { EngineState } from '../state/state.js';
import type { DropTables } from '../../rules/drops/types.js';

/**
 * `drops.mustDrop`: while a drop is among the legal moves, only drops are legal (Fairy-Stockfish `mustDrop`).
 * With `mustDropType`: only while that piece is in hand, and other drops are then illegal.
 */
export function keepDrops(st: EngineState, out: Int32Array, n: number): number {
  const only = st.c.def.drops?.mustDropType;
  const t = only === undefined ? 0 : st.c.typeById.get(only)!;
  if (t !== 0 && st.hands[st.side * st.c.stride + t] === 0) return n;
  const kept = (m: number) => moveKind(m) === KIND_DROP && (t === 0 || dropType(m) === t);
  let w = 0;
  for (let i = 0; i < n; i++) if (kept(out[i]!)) out[w++] = out[i]!;
  if (w > 0 || t === 0) return w > 0 ? w : n;
  for (let i = 0; i < n; i++) if (moveKind(out[i]!) !== KIND_DROP) out[w++] = out[i]!;
  return w;
}

/** Pickups: an own non-royal piece goes into the hand, when that leaves no royal attacked. */
export function addPickups(st: EngineState, out: Int32Array, n: number): number {
  const c = st.c;
  const us = st.side;
  const size = c.size;
  const squares: number[] = [];
  for (let i = 0; i < st.pcount[us]!; i++) {
    const s = st.plist[us * size + i]!;
    if (!c.royal[st.board[s]! >> 2]) squares.push(s);
  }
  for (const s of squares) {
    const m = encodeMove(s, s, KIND_PICKUP, 0);
    make(st, m);
    const ok = !inCheckSide(st, us);
    unmake(st);
    if (ok) out[n++] = m;
  }
  return n;
}

/**
 * Drops from the hand onto empty squares (drop zones, prisons, dead squares, no doubled pieces, no drop mate or
 * check). `evasion`: the `evMark` stamp of the squares that block the one check (the fast generator, never
 * in double check), or 0 for any square (the checked generator tries each drop on the board).
 */
export function generateDrops(st: EngineState, out: Int32Array, n: number, evasion: number): number {
  const c = st.c;
  const us = st.side;
  const board = st.board;
  const gravity = c.def.drops?.gravity === true;
  // `anySide`: the landing squares of this position (its own array: drop-mate trials nest).
  const anySide = c.def.drops?.anySide === true ? new Uint8Array(c.size) : undefined;
  if (anySide) anySideSquares(st, anySide);
  // `enclose`: the squares of this position where a drop encloses (or the open start squares).
  const enclosing = c.def.drops?.enclose !== undefined ? new Uint8Array(c.size) : undefined;
  if (enclosing) encloseSquares(st, enclosing);
  const endless = c.def.drops?.endless === true;
  const mateLoses = c.def.drops?.dropMateLoses === true;
  const colors = c.def.drops?.oppositeColors === undefined ? undefined : colorRoom(st);
  const drops = c.rules.drops!;
  for (let t = 1; t < c.stride; t++) {
    if (st.hands[us * c.stride + t]! <= 0 && !endless) continue;
    const zone = drops.zone[us * c.stride + t];
    const dead = drops.dead[us * c.stride + t];
    const prison = c.pieces.prison[us * c.stride + t];
    const noDoubled = drops.noDoubled[t]!;
    for (let s = 0; s < c.size; s++) {
      if (board[s] !== 0 || !c.onBoard[s]) continue;
      if (gravity && s >= c.files && board[s - c.files] === 0) continue;
      if (anySide ? !anySide[s] : zone && !zone[s]) continue;
      if (enclosing && !enclosing[s]) continue;
      if (dead?.[s]) continue;
      if (prison && !prison[s]) continue;

      if (evasion && st.evMark[s] !== evasion) continue;
      if (noDoubled > 0 && fileCount(st, s % c.files, (t << 2) | us, noDoubled) >= noDoubled) continue;
      if (colors && !colors(t, s)) continue;
      const p = c.promotion.promotedDrop[t]!;
      if (p !== 0) n = pushDrop(st, drops, out, n, p, s, mateLoses);
      n = pushDrop(st, drops, out, n, t, s, mateLoses);
    }
  }
  return n;
}

/** Pushes the drop of type t on s unless a drop-mate or drop-check rule forbids it; returns the new count. */
function pushDrop(
  st: EngineState,
  drops: DropTables,
  out: Int32Array,
  n: number,
  t: number,
  s: number,
  mateLoses: boolean,
): number {
  const m = encodeMove(0, s, KIND_DROP, t);
  if (drops.noDropMate[t] && !mateLoses && dropMates(st, m)) return n;
  if (drops.noDropCheck[t] && dropChecks(st, m)) return n;
  out[n++] = m;
  return n;
}

/**
 * `drops.oppositeColors` (Fairy-Stockfish `dropOppositeColoredBishop`): whether the side to move may drop type
 * `t` on `s` — a drop of that id may not put more than half (rounded up) of the side's pieces of it (board and
 * hand) on one colour; any other drop must leave enough free squares of the id's drop zone to place half of
 * them (rounded down) on each colour.
 */
function colorRoom(st: EngineState): (t: number, s: number) => boolean {
  const c = st.c;
  const us = st.side;
  const b = c.typeById.get(c.def.drops!.oppositeColors!)!;
  const zone = c.rules.drops!.zone[us * c.stride + b];
  const color = (s: number): number => ((s % c.files) + Math.floor(s / c.files)) & 1;
  const placed = [0, 0];
  const room = [0, 0];
  for (let s = 0; s < c.size; s++) {
    if (!c.onBoard[s]) continue;
    if (st.board[s] === ((b << 2) | us)) placed[color(s)]!++;
    else if (st.board[s] === 0 && (!zone || zone[s])) room[color(s)]!++;
  }
  const total = placed[0]! + placed[1]! + st.hands[us * c.stride + b]!;
  return (t, s) => {
    const k = color(s);
    if (t === b) return placed[k]! + 1 <= (total + 1) >> 1;
    const taken = !zone || zone[s] ? 1 : 0;
    const half = total >> 1;
    return placed[k]! + room[k]! - taken >= half && placed[k ^ 1]! + room[k ^ 1]! >= half;
  };
}

/** How many squares of `file` hold piece `code`, counting no further than `most`. */
function fileCount(st: EngineState, file: number, code: number, most: number): number {
  const c = st.c;
  let n = 0;
  for (let r = 0; r < c.ranks && n < most; r++) if (st.board[r * c.files + file] === code) n++;
  return n;
}

export function fileHas(st: EngineState, file: number, code: number): boolean {
  const c = st.c;
  for (let r = 0; r < c.ranks; r++) if (st.board[r * c.files + file] === code) return true;
  return false;
}

export function dropChecks(st: EngineState, m: number): boolean {
  make(st, m);
  const check = inCheckSide(st, st.side);
  unmake(st);
  return check;
}

/**
 * Whether drop `m` checkmates: the opponent, in check, has no legal move. As in Fairy-Stockfish, a variant end the
 * drop reaches (the last check of check counting) does not count as mate: the replies are generated through it.
 */
export function dropMates(st: EngineState, m: number): boolean {
  make(st, m);
  let mate = false;
  if (inCheckSide(st, st.side)) {
    const through = st.playThroughEnd;
    st.playThroughEnd = true;
    st.nest++;
    mate = st.hooks.legalMoves(st, buffer(st, st.nest)) === 0;
    st.nest--;
    st.playThroughEnd = through;
  }
  unmake(st);
  return mate;
}
