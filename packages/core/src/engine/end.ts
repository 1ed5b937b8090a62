/**
 * Game end: variant ends that stop move generation (checks, flag zone, extinction), insufficient
 * material, repetition keys and counts, and the outcome.
 */
import { moveFrom, moveTo } from '../move.js';
import type { Color } from '../variant.js';
import { buffer } from './board.js';
import { inCheckSide } from './attacks.js';
import { chasingSide } from './chase.js';
import { generateMoves } from './generate.js';
import { make, unmake } from './make.js';
import { isInsufficientMaterial } from './material.js';
import { legalEpSquare } from './moves.js';
import { countType } from './board.js';
import type { EngineState } from './state.js';
import { exposedLoss } from './turns.js';

/** Outcome of a finished game. */
export interface Outcome {
  /** The winner, or `undefined` for a draw. */
  readonly winner: Color | undefined;
  /** Why the game ended. */
  readonly reason:
    | 'checkmate'
    | 'stalemate'
    | 'insufficient-material'
    | 'repetition'
    | 'perpetual-check'
    | 'chase'
    | 'move-count'
    | 'checks'
    | 'flag'
    | 'extinction'
    | 'bare-king'
    | 'no-pieces'
    | 'few-pieces'
    | 'royal-exposed';
}

export { isInsufficientMaterial };

/** The game is over by a variant rule that stops move generation (checks, flags, extinction). */
export function isVariantEnd(st: EngineState): boolean {
  if (st.c.def.turns && exposedLoss(st)) return true;
  const end = st.c.def.end;
  if (!end) return false;
  if (end.checks && (st.checksRemaining[0] === 0 || st.checksRemaining[1] === 0)) return true;
  if (st.c.flagZone && flagZoneWinner(st) !== NO_FLAG) return true;
  if (end.extinction) {
    for (let side = 0; side < 2; side++) if (extinct(st, side)) return true;
  }
  if (st.c.flags && flagHolder(st) >= 0) return true;
  if (st.c.fewPieces && fewPieces(st)) return true;
  return false;
}

/** `end.fewPiecesWin`: whether no side has more pieces of a type than the limits allow. */
function fewPieces(st: EngineState): boolean {
  const c = st.c;
  const limits = c.fewPieces!;
  const count = new Int16Array(2 * c.stride);
  for (let side = 0; side < 2; side++) {
    for (let i = 0; i < st.pcount[side]!; i++) {
      const k = side * c.stride + (st.board[st.plist[side * c.size + i]!]! >> 2);
      count[k] = count[k]! + 1;
      if (count[k]! > limits[k]!) return false;
    }
  }
  return true;
}

const NO_FLAG = -1;
const DRAWN_FLAG = 2;

/**
 * The side whose royal stands in its `flagZone` (king of the hill, racing kings), `DRAWN_FLAG` when both
 * do, `NO_FLAG` when neither does or the game goes on. With `flagReply`, White's arrival ends the game
 * only once Black has had its answer: with Black to move and able to reach its zone, it goes on.
 */
function flagZoneWinner(st: EngineState): number {
  const zone = st.c.flagZone!;
  const inZone = (side: number) => {
    const rs = st.royalSq[side]!;
    return rs >= 0 && zone[side]![rs] === 1;
  };
  const white = inZone(0);
  const black = inZone(1);
  if (!white && !black) return NO_FLAG;
  if (white && black) return DRAWN_FLAG;
  if (black || !st.c.def.end?.flagReply || st.side === 0) return black ? 1 : 0;
  return blackCanReachZone(st, zone[1]!) ? NO_FLAG : 0;
}

/** Whether Black (to move) has a legal royal move into its flag zone. */
function blackCanReachZone(st: EngineState, zone: Uint8Array): boolean {
  const saved = st.playThroughEnd;
  st.playThroughEnd = true;
  st.nest++;
  const out = buffer(st, st.nest);
  const n = generateMoves(st, out);
  st.nest--;
  st.playThroughEnd = saved;
  const royal = st.royalSq[1]!;
  for (let i = 0; i < n; i++) {
    const m = out[i]!;
    if (moveFrom(m) === royal && zone[moveTo(m)] === 1) return true;
  }
  return false;
}

/**
 * The side holding its flags (`end.flags`): one target square (`any`) or every one (`all`) occupied
 * by its own flag-taking pieces; the side that just moved is asked first. -1 when neither.
 */
export function flagHolder(st: EngineState): number {
  const f = st.c.flags;
  if (!f) return -1;
  for (let k = 1; k <= 2; k++) {
    const side = st.side ^ (k & 1);
    const targets = f.targets[side]!;
    if (targets.length === 0) continue;
    let held = 0;
    for (let i = 0; i < targets.length; i++) {
      const code = st.board[targets[i]!]!;
      if (code && (code & 1) === side && f.takers[code >> 2]) held++;
      else if (f.all) break;
    }
    if (f.all ? held === targets.length : held > 0) return side;
  }
  return -1;
}

export function extinct(st: EngineState, side: number): boolean {
  const ids = st.c.def.end?.extinction;
  if (!ids) return false;
  for (const id of ids) {
    const t = st.c.typeById.get(id)!;
    if (countType(st, side, t) === 0) return true;
  }
  return false;
}

/** A side left with only royal pieces (at least one). */
function isBare(st: EngineState, side: number): boolean {
  const count = st.pcount[side]!;
  return count > 0 && count === st.royalCount[side];
}

const BOTH_BARE = -2;

/**
 * The bare-king rule with one reply (SjaakII `bare rule`, FBR `baremove`, shatranj): a side bared by
 * its opponent's move may answer once, and baring the other side back is a draw. Returns the side
 * that is bared for good (it stayed bare after its own move, or it is to move, bare, and cannot take
 * the opponent's last piece), `BOTH_BARE`, or -1 while the game goes on. The first `moveCount`
 * moves of ply 0's buffer are the legal moves of the side to move.
 */
function bareWithReply(st: EngineState, moveCount: number): number {
  const us = st.side;
  const them = us ^ 1;
  const usBare = isBare(st, us);
  const themBare = isBare(st, them);
  if (usBare && themBare) return BOTH_BARE;
  if (themBare) return them;
  if (!usBare) return -1;
  // Bared by the last move: the reply may take the opponent's last non-royal piece (SjaakII).
  if (st.pcount[them]! - st.royalCount[them]! !== 1) return us;
  const moves = buffer(st, 0).slice(0, moveCount);
  const before = st.pcount[them]!;
  for (let i = 0; i < moves.length; i++) {
    make(st, moves[i]!);
    const captured = st.pcount[them]! < before;
    unmake(st);
    if (captured) return -1;
  }
  return us;
}

/** The outcome when the game is over, else `undefined`. */
export function outcome(st: EngineState): Outcome | undefined {
  const c = st.c;
  const end = c.def.end ?? {};
  const us = st.side;
  /** Winner when `result` is scored for `side` (`illegal` conditions cannot arise: treated as a win). */
  const winnerFor = (
    side: number,
    result: 'win' | 'loss' | 'draw' | 'illegal' | undefined,
  ): Color | undefined =>
    result === 'draw' ? undefined : (result === 'loss' ? side ^ 1 : side) === 0 ? 'white' : 'black';
  if (c.def.turns && exposedLoss(st)) return { winner: us ? 'black' : 'white', reason: 'royal-exposed' };
  if (end.checks) {
    for (let side = 0; side < 2; side++) {
      if (st.checksRemaining[side] === 0) return { winner: side ? 'black' : 'white', reason: 'checks' };
    }
  }
  if (c.flagZone) {
    const side = flagZoneWinner(st);
    if (side !== NO_FLAG)
      return { winner: side === DRAWN_FLAG ? undefined : side ? 'black' : 'white', reason: 'flag' };
  }
  if (end.extinction) {
    for (let side = 0; side < 2; side++) {
      if (extinct(st, side)) return { winner: side ? 'white' : 'black', reason: 'extinction' };
    }
  }
  if (c.fewPieces && fewPieces(st)) return { winner: us ? 'black' : 'white', reason: 'few-pieces' };
  if (end.flags) {
    const side = flagHolder(st);
    if (side >= 0) return { winner: winnerFor(side, end.flags.result ?? 'win'), reason: 'flag' };
  }
  for (let side = 0; side < 2; side++) {
    const count = st.pcount[side]!;
    if (end.noPieces && count === 0) return { winner: winnerFor(side, end.noPieces), reason: 'no-pieces' };
    if (end.bareKing && !end.bareKingReply && isBare(st, side)) {
      return { winner: winnerFor(side, end.bareKing), reason: 'bare-king' };
    }
  }
  const moveCount = generateMoves(st, buffer(st, 0));
  if (!(moveCount > 0)) {
    if (inCheckSide(st, st.side))
      return { winner: winnerFor(us ^ 1, end.checkmate ?? 'win'), reason: 'checkmate' };
    return { winner: winnerFor(us ^ 1, end.stalemate ?? 'draw'), reason: 'stalemate' };
  }
  if (end.bareKing && end.bareKingReply) {
    const bare = bareWithReply(st, moveCount);
    if (bare >= 0) return { winner: winnerFor(bare, end.bareKing), reason: 'bare-king' };
    if (bare === BOTH_BARE) return { winner: undefined, reason: 'bare-king' };
  }
  if (isInsufficientMaterial(st)) return { winner: undefined, reason: 'insufficient-material' };
  const rep = end.repetition ?? 3;
  if (rep > 1) {
    const span = repetitionSpan(st);
    if (span.count >= rep) {
      const chaser = end.chase ? chasingSide(st, span.nearest) : -1;
      if (chaser >= 0) {
        const result = end.chase === 'illegal' ? 'loss' : end.chase;
        return { winner: winnerFor(chaser, result), reason: 'chase' };
      }
      const checker = end.perpetual ? perpetualChecker(st, span.depth) : -1;
      if (checker >= 0) {
        const result = end.perpetual === 'illegal' ? 'loss' : end.perpetual;
        return { winner: winnerFor(checker, result), reason: 'perpetual-check' };
      }
      return { winner: undefined, reason: 'repetition' };
    }
  }
  const mc = end.moveCount ?? 50;
  if (mc > 0 && st.halfmoves >= 2 * mc) return { winner: undefined, reason: 'move-count' };
  return undefined;
}

/** A key identifying the position for repetition (board, side, castling, e.p., hands). */
export function key(st: EngineState): string {
  let k = '';
  const b = st.board;
  for (let s = 0; s < b.length; s++) k += String.fromCharCode(b[s]! + 48);
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
