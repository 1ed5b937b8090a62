/**
 * Game end in standard chess for `@x/core/chess`: the repetition key, the repetition count (incremental board
 * hashes on the undo stack, confirmed by the key) and the outcome (checkmate, stalemate, insufficient material,
 * threefold repetition, the 50-move rule), as the generic engine decides them for `chess`.
 */
import type { Outcome } from '../engine/rule-passes/end.js';
import { chessHasMove, chessInCheck, chessMake, chessUnmake, safeAfter } from './engine.js';
import { BISHOP, FRAME, KING, KNIGHT, PAWN } from './numbers.js';
import { type ChessState, chessBuffer } from './state.js';

/**
 * The legal e.p. square's name (a pawn can take there now), or `undefined`: a pawn of the side to move beside
 * the pawn that has just stepped twice, whose capture leaves its king safe (`safeAfter`, the victim taken off) —
 * no move list generated (this runs for every position key after a double step).
 */
export function chessLegalEp(st: ChessState): string | undefined {
  if (st.ep < 0) return undefined;
  const victim = st.epVictim;
  const pawn = (PAWN << 2) | st.side;
  const file = victim & 7;
  for (let df = -1; df <= 1; df += 2) {
    if (file + df < 0 || file + df > 7 || st.board[victim + df] !== pawn) continue;
    if (safeAfter(st, victim + df, st.ep, victim)) return st.c.squareNames[st.ep];
  }
  return undefined;
}

/** A key of the position for repetition: board, side to move, castling rights, legal e.p. square. */
export function chessKey(st: ChessState): string {
  let rights = '';
  st.castles.forEach((o, i) => {
    if ((st.rights >> i) & 1) rights += `${o.rookFrom}:${o.kingTo},`;
  });
  return `${String.fromCharCode(...Array.from(st.board, (code) => code + 48))}|${st.side}|${rights}|${chessLegalEp(st) ?? ''}`;
}

/** How many times the current position occurred since the last capture or pawn move (this one included). */
export function chessRepetitions(st: ChessState): number {
  const back = Math.min(st.halfmoves, st.ply);
  let deepest = 0;
  for (let i = 2; i <= back; i += 2) if (st.stack[(st.ply - i) * FRAME + 6] === st.hash) deepest = i;
  if (deepest === 0) return 1;
  const current = chessKey(st);
  const hash = st.hash;
  const moves: number[] = [];
  let count = 1;
  for (let i = 1; i <= deepest; i++) {
    moves.push(st.stack[(st.ply - 1) * FRAME]!);
    chessUnmake(st);
    if (i % 2 === 0 && st.hash === hash && chessKey(st) === current) count++;
  }
  for (let i = moves.length - 1; i >= 0; i--) chessMake(st, moves[i]!);
  return count;
}

/**
 * Whether neither side can mate in standard chess: kings only, kings and one knight or bishop, or kings and
 * bishops all on squares of one colour (what the generic engine decides for `chess`).
 */
export function chessInsufficient(st: ChessState): boolean {
  let minors = 0;
  let knights = 0;
  let colours = 0;
  for (let s = 0; s < 64; s++) {
    const t = st.board[s]! >> 2;
    if (t === 0 || t === KING) continue;
    if (t !== BISHOP && t !== KNIGHT) return false;
    minors++;
    if (t === KNIGHT) knights++;
    else colours |= (((s & 7) + (s >> 3)) & 1) + 1;
  }
  return minors <= 1 || (knights === 0 && colours !== 3);
}

/** The outcome when the game is over, else `undefined`. */
export function chessOutcome(st: ChessState): Outcome | undefined {
  if (!chessHasMove(st, chessBuffer(st, 0))) {
    return chessInCheck(st, st.side)
      ? { winner: st.side ? 'white' : 'black', reason: 'checkmate' }
      : { winner: undefined, reason: 'stalemate' };
  }
  if (chessInsufficient(st)) return { winner: undefined, reason: 'insufficient-material' };
  if (chessRepetitions(st) >= 3) return { winner: undefined, reason: 'repetition' };
  if (st.halfmoves >= 100) return { winner: undefined, reason: 'move-count' };
  return undefined;
}
