/**
 * Whether the side to move is in check, found from the last move played: the one test `chessMovesTo` (pins and
 * checks while resolving a move) and `ChessPosition.isCheck` (a SAN's `+`) share.
 */
import { NULL_MOVE } from '../move.js';
import { KIND_CASTLE, KIND_EN_PASSANT } from '../move-codes.js';
import { chessAttacked } from './engine.js';
import { BISHOP, FRAME, KING, KNIGHT, PAWN, QUEEN, ROOK } from './numbers.js';
import type { ChessState } from './state.js';

/**
 * Whether the side to move is in check (`ChessPosition.isCheck`): from the last move played (`inCheck`), in full
 * at a position as loaded and after a null move.
 */
export function chessSideInCheck(st: ChessState): boolean {
  const k = st.royalSq[st.side]!;
  if (k < 0) return false;
  if (st.ply > 0 && st.stack[(st.ply - 1) * FRAME] === NULL_MOVE) return chessAttacked(st, k, st.side ^ 1);
  return inCheck(st, k);
}

/**
 * Whether the side to move's king on `k` is attacked. After a move played on this state, only that move can
 * have given the check (before it, its side was to move, so the other king was not attacked): the moved piece
 * attacks `k`, or the square it left opened a line onto `k`. Castling, en passant and a position as loaded are
 * tested in full (`chessAttacked`).
 */
export function inCheck(st: ChessState, k: number): boolean {
  const them = st.side ^ 1;
  if (st.ply === 0) return chessAttacked(st, k, them);
  const m = st.stack[(st.ply - 1) * FRAME]!;
  const kind = (m >>> 24) & 7;
  if (kind === KIND_CASTLE || kind === KIND_EN_PASSANT) return chessAttacked(st, k, them);
  const board = st.board;
  const c = st.c;
  const from = m & 0xfff;
  const to = (m >>> 12) & 0xfff;
  const code = board[to]!;
  const type = code >> 2;
  const df = (k & 7) - (to & 7);
  const dr = (k >> 3) - (to >> 3);
  if (type === PAWN) {
    if (dr === (them === 0 ? 1 : -1) && (df === 1 || df === -1)) return true;
  } else if (type === KNIGHT) {
    if (df * df + dr * dr === 5) return true;
  } else if (type !== KING) {
    const d = c.line[to * 64 + k]!;
    if (d >= 0 && (type === QUEEN || d < 4 === (type === ROOK)) && clear(board, to, c.step[d]!, k))
      return true;
  }
  // A line from the king through the square left: its first piece, a slider of the mover's that rides it.
  const d = c.line[k * 64 + from]!;
  if (d < 0) return false;
  const step = c.step[d]!;
  for (let left = c.reach[k * 8 + d]!, s = k + step; left > 0; left--, s += step) {
    const p = board[s]!;
    if (p === 0) continue;
    const t = p >> 2;
    return (p & 1) === them && (t === QUEEN || t === (d < 4 ? ROOK : BISHOP));
  }
  return false;
}

/** Whether the squares between `from` and `end` (on the ray from `from` whose steps are `step`) are empty. */
function clear(board: Int16Array, from: number, step: number, end: number): boolean {
  for (let s = from + step; s !== end; s += step) if (board[s] !== 0) return false;
  return true;
}
