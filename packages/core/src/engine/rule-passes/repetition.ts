/**
 * Repetition: the position key and count, and the repetition rules that name a culprit (`end.chase`,
 * `end.perpetual`): who chased or checked with every move over a repetition, and, where the rule's
 * result is `illegal`, the legal-move filter that refuses the culprit's move completing one.
 */
import type { RepetitionOffence } from '../../rules/axf-chase/code.js';
import { suppliedCode } from '../../rules/module/supplied-code.js';
import { inCheckSide } from '../legality/check.js';
import { make, unmake } from '../pseudo-legal/make.js';
import { legalEpSquare } from '../pseudo-legal/moves.js';
import type { EngineState } from '../state/state.js';

/** A key identifying the position for repetition (board, side, castling, e.p., hands). */
export function key(st: EngineState): string {
  let k = '';
  const b = st.board;
  for (let s = 0; s < st.c.size; s++) k += String.fromCharCode(b[s]! + 48);
  let rights = '';
  st.castles.forEach((o, i) => {
    if ((st.rights >> i) & 1) rights += `${o.rookFrom}:${o.kingTo},`;
  });
  k += `|${st.side}|${rights}|${st.ep >= 0 ? (legalEpSquare(st) ?? '') : ''}`;
  if (st.c.def.drops) k += `|${Array.from(st.hands).join(',')}`;
  if (st.c.def.end?.checks) k += `|${st.checksRemaining[0]},${st.checksRemaining[1]}`;
  if (st.c.def.turns) k += `|${st.turnDone},${st.turnLost}`;
  return k;
}

/**
 * How many times the current position occurred among the positions played through (since the last
 * capture or pawn move: earlier positions cannot repeat). Compares the incremental board hashes kept
 * on the undo stack; only candidates with the same hash are confirmed with the full `key` (walking
 * the undo stack back and forth), so playing moves costs nothing for repetition.
 */
export function repetitions(st: EngineState): number {
  return repetitionSpan(st).count;
}

/**
 * The repetition count of the current position, and how many plies back its earliest (`depth`) and
 * latest (`nearest`) earlier occurrences lie (0 when it has not occurred before).
 */
export function repetitionSpan(st: EngineState): { count: number; depth: number; nearest: number } {
  const back = Math.min(st.halfmoves, st.ply);
  const hash = st.hash;
  const stHash = st.stHash;
  // Candidates: earlier plies with the same side to move and the same board hash.
  // Turns of several moves: the side to move need not alternate, so every ply is a candidate.
  const step = st.c.def.turns ? 1 : 2;
  let deepest = 0;
  for (let i = step; i <= back; i += step) if (stHash[st.ply - i] === hash) deepest = i;
  if (deepest === 0) return { count: 1, depth: 0, nearest: 0 };
  // Confirm each candidate with the full key (hands, castling, legal e.p., checks; no hash collision).
  const current = key(st);
  let count = 1;
  let depth = 0;
  let nearest = 0;
  const moves: number[] = [];
  for (let i = 1; i <= deepest; i++) {
    moves.push(st.stMove[st.ply - 1]!);
    unmake(st);
    if (i % step === 0 && st.hash === hash && key(st) === current) {
      count++;
      depth = i;
      if (nearest === 0) nearest = i;
    }
  }
  for (let i = moves.length - 1; i >= 0; i--) make(st, moves[i]!);
  return { count, depth, nearest };
}

/**
 * The side that gave check with every move of the last `depth` plies (a perpetual check: every
 * position in that span with the other side to move has it in check), or -1 when neither or both
 * did. Walks the undo stack back and forth, like `repetitionSpan`.
 *
 * @example A cycle Qh5+ Kg8 Qe8+ Kh7 Qh5+ Kg8 Qe8+ Kh7: `perpetualChecker(st, 8)` is 0 (white).
 */
export function perpetualChecker(st: EngineState, depth: number): number {
  /** `alwaysInCheck[side]`: that side was in check in every position of the span where it moved. */
  const alwaysInCheck = [true, true];
  const moves: number[] = [];
  for (let i = 0; i <= depth; i++) {
    if (i > 0) {
      moves.push(st.stMove[st.ply - 1]!);
      unmake(st);
    }
    if (alwaysInCheck[st.side] && !inCheckSide(st, st.side)) alwaysInCheck[st.side] = false;
  }
  for (let i = moves.length - 1; i >= 0; i--) make(st, moves[i]!);
  if (alwaysInCheck[0] === alwaysInCheck[1]) return -1;
  return alwaysInCheck[0] ? 1 : 0;
}

/**
 * The culprit of the repetition `span` ending at the current position: the side that chased with
 * every move since the position last occurred (`end.chase`; a perpetual check is a chase), else the
 * side that gave check with every move since its first occurrence (`end.perpetual`), else undefined.
 */
export function repetitionOffence(
  st: EngineState,
  span: { depth: number; nearest: number },
): RepetitionOffence | undefined {
  const end = st.c.def.end!;
  const chaser = end.chase ? suppliedCode.chase!.chasingSide(st, span.nearest) : -1;
  if (chaser >= 0) return { side: chaser, reason: 'chase', result: end.chase! };
  const checker = end.perpetual ? perpetualChecker(st, span.depth) : -1;
  if (checker >= 0) return { side: checker, reason: 'perpetual-check', result: end.perpetual! };
  return undefined;
}

/**
 * `end.perpetual` / `end.chase` = `illegal` (SjaakII scores such a repetition `ILLEGAL` for the
 * culprit's move): removes from `out[0, n)` the moves that would complete the N-fold repetition
 * (`end.repetition`, default 3) in which the mover itself is the culprit. The other side's move
 * completing one stays legal; `outcome()` then scores it as a loss for the culprit. Moves are tried
 * only when enough reversible plies lie behind for an N-fold repetition.
 */
export function removeIllegalRepetitions(st: EngineState, out: Int32Array, n: number): number {
  const count = st.c.def.end!.repetition ?? 3;
  if (Math.min(st.halfmoves, st.ply) + 1 < 2 * (count - 1)) return n;
  const mover = st.side;
  let w = 0;
  for (let i = 0; i < n; i++) {
    const m = out[i]!;
    make(st, m);
    const span = repetitionSpan(st);
    const offence = span.count >= count ? repetitionOffence(st, span) : undefined;
    unmake(st);
    if (offence?.side === mover && offence.result === 'illegal') continue;
    out[w++] = m;
  }
  return w;
}
