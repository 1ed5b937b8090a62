/**
 * A naive move generator for the FBR page's Crab line (`pincher*={^A} C<1>|Crab|=<2>mO *C<1>=K`) on chess, for
 * tests: two explicit 8 × 8 boards, written from the page's rules and the readings `packages/fbr/docs/compile.md`
 * decides ("The Crab"), sharing no code with the `@x/core` engine:
 *
 * 1. each board plays chess on its own (the line's base army; pawns double-step from their first two ranks, as
 *    the FBR base's pawns do; castling on board 1); a king is attacked only by pieces of its board;
 * 2. the Crab `C` on board 1 has one move: to the same square of board 2, if empty; on board 2 it has none;
 * 3. a pinch, a move of its own: an opposing piece (any, the king too) on one of the eight squares next to a
 *    Crab on board 1 goes to an empty square of its own side's first rank on board 1, chosen by the pincher, or,
 *    when that rank is full, is removed (a king is never removed: then it is not pinched); the Crab stays;
 * 4. afterwards the mover's king may not be attacked on its board; castling rights are lost when a piece leaves
 *    or arrives on the king's or a rook's square of board 1.
 *
 * FEN: `@x/core`'s, of the wide board (the two boards side by side, three hole files `***` between them); moves as
 * UCI on that board (board 2's a1 is `l1`; a pinch is the pinched piece's square, then its new square, or its own
 * square again when it is removed).
 */

import * as B from './reference-board.js';
import { at, type Board, type BoardMove, type Color, other } from './reference-board.js';
import { referencePerft } from './reference-perft.js';

/** A position: two boards (squares `rank * 8 + file`, a1 = 0), the side to move, castling rights, e.p. */
interface State {
  readonly boards: readonly Board[];
  readonly turn: Color;
  readonly castling: string;
  /** The board and square skipped by the last double step, if any. */
  readonly ep?: { readonly board: number; readonly square: number };
}

/** A move: `board` moves as chess there; `crab` to board 2; `pinch` relocates (or removes) an enemy piece. */
interface RefMove extends BoardMove {
  readonly board: number;
  readonly crab?: boolean;
  readonly pinch?: boolean;
}

const GAP = 3;
const LETTERS = { knight: 'N', rook: 'RQ', bishop: 'BQ' };
const file = (f: number) => String.fromCharCode(97 + f);
const wideName = (b: number, s: number) => `${file(b * (8 + GAP) + (s % 8))}${Math.floor(s / 8) + 1}`;

/** Reads a FEN of the wide board. */
function fromFen(fen: string): State {
  const [placement, turn, castling, ep] = fen.split(' ');
  const boards = B.wideBoards(placement!, 2, GAP);
  const state = { boards, turn: turn as Color, castling: castling === '-' ? '' : castling! };
  if (!ep || ep === '-') return state;
  const wide = ep.charCodeAt(0) - 97;
  const square = (Number(ep.slice(1)) - 1) * 8 + (wide % (8 + GAP));
  return { ...state, ep: { board: Math.floor(wide / (8 + GAP)), square } };
}

/** Pawn moves of colour c's pawn on s of board b: steps, the double step from its first two ranks, captures, e.p. */
function pawnMoves(st: State, b: number, s: number, out: RefMove[]): void {
  const board = st.boards[b]!;
  const c = st.turn;
  const dir = c === 'w' ? 1 : -1;
  const f = s % 8;
  const r = Math.floor(s / 8);
  const push = (to: number) => {
    if (Math.floor(to / 8) === (c === 'w' ? 7 : 0))
      for (const promo of 'QRBN') out.push({ board: b, from: s, to, promo });
    else out.push({ board: b, from: s, to });
  };
  const one = at(f, r + dir);
  if (one >= 0 && board[one] === undefined) {
    push(one);
    const two = at(f, r + 2 * dir);
    const early = c === 'w' ? r <= 1 : r >= 6;
    if (early && two >= 0 && board[two] === undefined) out.push({ board: b, from: s, to: two, double: true });
  }
  for (const x of [-1, 1]) {
    const to = at(f + x, r + dir);
    if (to < 0) continue;
    if (board[to] !== undefined && board[to]!.color !== c) push(to);
    else if (st.ep?.square === to && st.ep.board === b && board[to] === undefined)
      out.push({ board: b, from: s, to, ep: true });
  }
}

/** The pinches of colour c's Crab on square s of board 1. */
function pinches(st: State, s: number, out: RefMove[]): void {
  const board = st.boards[0]!;
  const c = st.turn;
  for (const [x, y] of B.KING) {
    const q = at((s % 8) + x, Math.floor(s / 8) + y);
    const v = q >= 0 ? board[q] : undefined;
    if (v === undefined || v.color === c) continue;
    const rank = v.color === 'w' ? 0 : 56;
    const free = [0, 1, 2, 3, 4, 5, 6, 7].map((f) => rank + f).filter((sq) => board[sq] === undefined);
    for (const to of free) out.push({ board: 0, from: q, to, pinch: true });
    if (free.length === 0 && v.type !== 'K') out.push({ board: 0, from: q, to: q, pinch: true });
  }
}

/** Each chess piece's lines: its directions and whether it rides them. */
const LINES: Readonly<Record<string, readonly [readonly (readonly [number, number])[], boolean]>> = {
  N: [B.KNIGHT, false],
  K: [B.KING, false],
  R: [B.ROOK, true],
  B: [B.BISHOP, true],
  Q: [B.KING, true],
};

/** The squares the piece of colour c on s reaches along `dirs` (once, or riding on through empty squares). */
function reach(
  board: Board,
  s: number,
  c: Color,
  dirs: readonly (readonly [number, number])[],
  ride: boolean,
) {
  const out: number[] = [];
  for (const [x, y] of dirs) {
    for (let k = 1; ; k++) {
      const to = at((s % 8) + x * k, Math.floor(s / 8) + y * k);
      if (to < 0 || board[to]?.color === c) break;
      out.push(to);
      if (board[to] !== undefined || !ride) break;
    }
  }
  return out;
}

/** The pseudo-legal moves of the side to move. */
function pseudo(st: State): RefMove[] {
  const c = st.turn;
  const out: RefMove[] = [];
  st.boards.forEach((board, b) => {
    board.forEach((p, s) => {
      if (p?.color !== c) return;
      const lines = LINES[p.type];
      if (lines) for (const to of reach(board, s, c, ...lines)) out.push({ board: b, from: s, to });
      if (p.type === 'P') pawnMoves(st, b, s, out);
      if (p.type === 'K' && b === 0) {
        const moves: BoardMove[] = [];
        const attack = (sq: number) => B.attackedOn(board, sq, other(c), LETTERS);
        B.castlings(board, s, c, st.castling, attack, () => true, moves);
        for (const m of moves) out.push({ board: 0, ...m });
      }
      if (p.type === 'C' && b === 0) {
        if (st.boards[1]![s] === undefined) out.push({ board: 0, from: s, to: s, crab: true });
        pinches(st, s, out);
      }
    });
  });
  // Two Crabs next to one piece pinch it the same ways: one move each.
  const seen = new Set<string>();
  return out.filter((m) => {
    const key = `${m.board} ${m.from} ${m.to} ${m.promo ?? ''} ${m.crab ?? ''} ${m.pinch ?? ''}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** The position after move m. */
function apply(st: State, m: RefMove): State {
  const boards = st.boards.map((x) => x.slice());
  const here = boards[m.board]!;
  const p = here[m.from]!;
  here[m.from] = undefined;
  if (m.crab) boards[1]![m.to] = p;
  else if (m.pinch) {
    if (m.to !== m.from) here[m.to] = p;
  } else {
    if (m.ep) here[m.to + (st.turn === 'w' ? -8 : 8)] = undefined;
    here[m.to] = m.promo ? { color: p.color, type: m.promo } : p;
    if (m.castle) {
      here[m.castle.rookTo] = here[m.castle.rookFrom];
      here[m.castle.rookFrom] = undefined;
    }
  }
  let castling = st.castling;
  const clear: Record<number, string> = { 0: 'Q', 4: 'KQ', 7: 'K', 56: 'q', 60: 'kq', 63: 'k' };
  if (m.board === 0)
    for (const sq of [m.from, m.to]) for (const ch of clear[sq] ?? '') castling = castling.replace(ch, '');
  return {
    boards,
    turn: other(st.turn),
    castling,
    ...(m.double ? { ep: { board: m.board, square: (m.from + m.to) / 2 } } : {}),
  };
}

/** Whether colour c's king is attacked on its board. */
function inCheck(st: State, c: Color): boolean {
  for (let b = 0; b < 2; b++) {
    const s = st.boards[b]!.findIndex((p) => p?.color === c && p.type === 'K');
    if (s >= 0) return B.attackedOn(st.boards[b]!, s, other(c), LETTERS);
  }
  return false;
}

const legal = (st: State): RefMove[] => pseudo(st).filter((m) => !inCheck(apply(st, m), st.turn));

/** The UCI text of a reference move on the wide board. */
function uci(m: RefMove): string {
  return `${wideName(m.board, m.from)}${wideName(m.crab ? 1 : m.board, m.to)}${m.promo?.toLowerCase() ?? ''}`;
}

/** The legal moves of a FEN as sorted UCI text of the wide board. */
export function crabMoves(fen: string): string[] {
  return legal(fromFen(fen)).map(uci).sort();
}

/** Perft of a FEN. */
export function crabPerft(fen: string, depth: number): number {
  return referencePerft(fromFen(fen), depth, legal, apply);
}
