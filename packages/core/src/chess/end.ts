/**
 * Game end in standard chess for `@x/core/chess`: the repetition key, the repetition count (incremental board
 * hashes on the undo stack, confirmed by the key) and the outcome (checkmate, stalemate, insufficient material,
 * threefold repetition, the 50-move rule), as the generic engine decides them for `chess`.
 */
import type { Outcome } from '../engine/end.js';
import { chessGenerate, chessInCheck, chessMake, chessUnmake, safeAfter } from './engine.js';
import { BISHOP, type ChessState, chessBuffer, FRAME, KING, KNIGHT, PAWN } from './state.js';

/**
 * The legal e.p. square's name (a pawn can take there now), or `undefined`: the side to move's pawns beside the
 * pawn that just made its double step, each tried as the move generator tries it (`safeAfter`), without
 * generating the other moves (FEN writers ask this at every ply).
 */
export function chessLegalEp(st: ChessState): string | undefined {
  const ep = st.ep;
  if (ep < 0 || st.board[ep] !== 0) return undefined;
  const us = st.side;
  const pawn = (PAWN << 2) | us;
  const behind = ep - (us === 0 ? 8 : -8);
  for (const df of [-1, 1]) {
    const file = (ep & 7) - df;
    if (file < 0 || file > 7) continue;
    const from = behind - df;
    if (st.board[from] === pawn && safeAfter(st, from, ep, st.epVictim)) return st.c.squareNames[ep];
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
  if (chessGenerate(st, chessBuffer(st, 0)) === 0) {
    return chessInCheck(st, st.side)
      ? { winner: st.side ? 'white' : 'black', reason: 'checkmate' }
      : { winner: undefined, reason: 'stalemate' };
  }
  if (chessInsufficient(st)) return { winner: undefined, reason: 'insufficient-material' };
  if (chessRepetitions(st) >= 3) return { winner: undefined, reason: 'repetition' };
  if (st.halfmoves >= 100) return { winner: undefined, reason: 'move-count' };
  return undefined;
}
