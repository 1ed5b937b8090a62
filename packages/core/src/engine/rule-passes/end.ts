/**
 * Game end: variant ends that stop move generation (checks, flag zone, extinction), insufficient
 * material, the bare-king rules, and the outcome (repetition rules in `repetition.ts`).
 */
import { dropType } from '../../move.js';
import { KIND_DROP, moveOrigin, moveKind, moveTarget } from '../../move-codes.js';
import type { Color } from '../../variant/definition.js';
import { suppliedCode } from '../../rules/module/supplied-code.js';
import { attacked } from '../legality/attacks.js';
import { buffer, generateInto } from '../state/board.js';
import { inCheckSide } from '../legality/check.js';
import { make, unmake } from '../pseudo-legal/make.js';
import { countedOut } from '../predicates/counting.js';
import { boardFull } from '../predicates/flips.js';
import { collinear, doublePassed, materialWinner } from '../legality/fsf-rules.js';
import { bikjangTwice, passedTwice } from './janggi.js';
import { isInsufficientMaterial } from '../predicates/material.js';
import { castlingWinner } from '../predicates/castling/castling-ends.js';
import { connected, extinct, piecelessSide } from '../predicates/predicates.js';
import { repetitionOffence, repetitionSpan } from './repetition.js';
import type { EngineState } from '../state/state.js';
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
    | 'connect'
    | 'castling'
    | 'royal-exposed'
    | 'bikjang'
    | 'full-board'
    | 'counting'
    | 'move-repetition';
}

export { isInsufficientMaterial };

/**
 * The game is over by a variant rule that stops move generation (checks, flags, extinction). Small, so that V8
 * inlines it into move generation: a variant without such a rule (`EndTables.variantEnds`) tests one flag.
 */
export function isVariantEnd(st: EngineState): boolean {
  return st.c.end.variantEnds && variantEnded(st);
}

/** `isVariantEnd` of a variant with a rule that may end the game: tests each. */
function variantEnded(st: EngineState): boolean {
  if (st.c.def.turns && exposedLoss(st)) return true;
  if (st.c.def.passOnStalemate && doublePassed(st)) return true;
  if (st.c.def.pass && passedTwice(st)) return true;
  if (st.c.def.bikjang && bikjangTwice(st)) return true;
  const end = st.c.def.end;
  if (!end) return false;
  if (end.checks && (st.checksRemaining[0] === 0 || st.checksRemaining[1] === 0)) return true;
  if (st.c.end.flagZone && flagZoneWinner(st) !== NO_FLAG) return true;
  if (end.extinction) {
    for (let side = 0; side < 2; side++) if (extinct(st, side)) return true;
  }
  if (st.c.end.flags && flagHolder(st) >= 0) return true;
  if (st.c.end.fewPieces && fewPieces(st)) return true;
  if (st.c.end.connect && connects(st, st.side ^ 1)) return true;
  if (end.castlingWins && castlingWinner(st) >= 0) return true;
  // A side left without pieces (or with `extinctionCount`), by either move (explosions): the game is over.
  if (end.noPieces && piecelessSide(st) >= 0) return true;
  if (end.fullBoard && boardFull(st)) return true;
  return false;
}

/** `end.connect`: `n` in a row, a square block, or `collinear` pieces on one line. */
function connects(st: EngineState, side: number): boolean {
  return connected(st, side) || (st.c.end.connect!.collinear > 0 && collinear(st, side));
}

/** `end.fewPiecesWin`: whether no side has more pieces of a type than the limits allow. */
function fewPieces(st: EngineState): boolean {
  const c = st.c;
  const limits = c.end.fewPieces!;
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
  const zone = st.c.end.flagZone!;
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
  const n = st.hooks.legalMoves(st, out);
  st.nest--;
  st.playThroughEnd = saved;
  const royal = st.royalSq[1]!;
  for (let i = 0; i < n; i++) {
    const m = out[i]!;
    if (moveOrigin(m) === royal && zone[moveTarget(m)] === 1) return true;
  }
  return false;
}

/**
 * The side holding its flags (`end.flags`): one target square (`any`) or every one (`all`) occupied
 * by its own flag-taking pieces; the side that just moved is asked first (with `safe`, the side to
 * move, and both holding them is `DRAWN_FLAG`; with `blockedWin`, the side that just moved only; with
 * `reply`, the side to move, then with `safe` the side that just moved, its flags safe). -1 when neither.
 */
export function flagHolder(st: EngineState): number {
  const f = st.c.end.flags;
  if (!f) return -1;
  if (f.safe && !f.reply) {
    const us = st.side;
    const mine = holdsFlags(st, us);
    const theirs = holdsFlags(st, us ^ 1);
    return mine && theirs ? DRAWN_FLAG : mine ? us : theirs ? us ^ 1 : -1;
  }
  if (f.reply) {
    // The side to move still holds its flags after the reply: safe or not, they count now.
    if (holdsFlags(st, st.side, false)) return st.side;
    // With `safe`, safe flags of the side that just moved win at once: only attacked ones wait for a reply.
    return f.safe && holdsFlags(st, st.side ^ 1, true) ? st.side ^ 1 : -1;
  }
  for (let k = 1; k <= (f.blockedWin ? 1 : 2); k++) {
    const side = st.side ^ (k & 1);
    if (holdsFlags(st, side)) return side;
  }
  return -1;
}

/**
 * Whether `side` holds its flags (`end.flags`, with its `count` and `blockedWin`, and with `safe` unless
 * `safe` is false here).
 */
function holdsFlags(st: EngineState, side: number, safe = st.c.end.flags!.safe): boolean {
  const f = st.c.end.flags!;
  const targets = f.targets[side]!;
  if (targets.length === 0) return false;
  let held = 0;
  let full = true;
  for (let i = 0; i < targets.length; i++) {
    const code = st.board[targets[i]!]!;
    if (code && (code & 1) === side && f.takers[code >> 2]) held++;
    else if (f.all) return false;
    if (code === 0) full = false;
  }
  if (f.all) return true;
  if (held === 0) return false;
  if (held < f.count) return f.blockedWin && full;
  if (safe && held === f.count) {
    for (let i = 0; i < targets.length; i++) {
      const code = st.board[targets[i]!]!;
      if (code && (code & 1) === side && f.takers[code >> 2] && attacked(st, targets[i]!, side ^ 1))
        return false;
    }
  }
  return true;
}

/**
 * A side left with only royal pieces (at least one); with `end.loneKing`, with one royal piece and
 * nothing else (SjaakII's `lone_king`).
 */
function isBare(st: EngineState, side: number): boolean {
  const count = st.pcount[side]!;
  return count > 0 && count === st.royalCount[side] && (count === 1 || !st.c.def.end!.loneKing);
}

/**
 * The bare-king rule with one reply (SjaakII `bare rule`, FBR `baremove`, shatranj), once the side to
 * move is known to have a legal move, in the order of SjaakII's `get_game_end_state`: a bare side to
 * move that faces exactly one non-royal piece must be able to capture it (else it is bared for good);
 * facing more, it still makes its move; a side that is bare after its own move has lost. Returns the
 * side bared for good, or -1 while the game goes on (both sides bare is a draw, decided before). The
 * first `moveCount` moves of ply 0's buffer are the legal moves of the side to move.
 */
function bareWithReply(st: EngineState, moveCount: number): number {
  const us = st.side;
  const them = us ^ 1;
  if (isBare(st, us) && st.pcount[them]! - st.royalCount[them]! === 1) {
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
  return isBare(st, them) ? them : -1;
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
  if (c.end.flagZone) {
    const side = flagZoneWinner(st);
    if (side !== NO_FLAG)
      return { winner: side === DRAWN_FLAG ? undefined : side ? 'black' : 'white', reason: 'flag' };
  }
  if (end.extinction) {
    for (let side = 0; side < 2; side++) {
      if (extinct(st, side))
        return { winner: winnerFor(side, end.extinctionResult ?? 'loss'), reason: 'extinction' };
    }
  }
  if (c.end.fewPieces && fewPieces(st)) return { winner: us ? 'black' : 'white', reason: 'few-pieces' };
  if (end.flags) {
    const side = flagHolder(st);
    if (side === DRAWN_FLAG) return { winner: undefined, reason: 'flag' };
    if (side >= 0) return { winner: winnerFor(side, end.flags.result ?? 'win'), reason: 'flag' };
  }
  if (end.connect && connects(st, us ^ 1)) {
    return { winner: winnerFor(us ^ 1, end.connect.result ?? 'win'), reason: 'connect' };
  }
  if (end.castlingWins) {
    const side = castlingWinner(st);
    if (side >= 0) return { winner: side ? 'black' : 'white', reason: 'castling' };
  }
  // `end.materialCounting` decides draws by stalemate, repetition, the move count and two passes.
  const decided = (reason: Outcome['reason']): Outcome => {
    const w = materialWinner(st);
    return { winner: w < 0 ? undefined : w ? 'black' : 'white', reason };
  };
  if (c.def.passOnStalemate && doublePassed(st)) return decided('stalemate');
  if (c.def.pass && passedTwice(st)) return decided('stalemate');
  if (c.def.bikjang && bikjangTwice(st)) return decided('bikjang');
  if (end.fullBoard && boardFull(st)) return decided('full-board');
  const pieceless = end.noPieces ? piecelessSide(st) : -1;
  if (pieceless >= 0) return { winner: winnerFor(pieceless, end.noPieces), reason: 'no-pieces' };
  for (let side = 0; side < 2; side++) {
    if (end.bareKing && !end.bareKingReply && isBare(st, side)) {
      return { winner: winnerFor(side, end.bareKing), reason: 'bare-king' };
    }
  }
  // With the reply, both sides bare is a draw before mate and stalemate (SjaakII's material draw).
  if (end.bareKing && end.bareKingReply && isBare(st, 0) && isBare(st, 1)) {
    return { winner: undefined, reason: 'bare-king' };
  }
  // Fairy-Stockfish's generic rule draws before mate and stalemate, as ffish's `result()` judges.
  if (c.rules.fairyMaterial && isInsufficientMaterial(st))
    return { winner: undefined, reason: 'insufficient-material' };
  const moveCount = generateInto(st, 0, st.hooks.legalMoves);
  if (!(moveCount > 0)) {
    if (inCheckSide(st, st.side)) {
      // `drops.dropMateLoses`: mate by a `noDropMate` drop loses for the side that dropped.
      if (dropMateLost(st)) return { winner: us ? 'black' : 'white', reason: 'checkmate' };
      // `end.mateCheckers`: a mate by the wrong pieces loses for the mating side, or draws.
      const by = end.mateCheckers ? suppliedCode.mateCheckers!.mateBy(st) : 'counts';
      if (by === 'loses') return { winner: us ? 'black' : 'white', reason: 'checkmate' };
      if (by === 'draw') return { winner: undefined, reason: 'checkmate' };
      return { winner: winnerFor(us ^ 1, end.checkmate ?? 'win'), reason: 'checkmate' };
    }
    const stalemate = end.stalemate ?? 'draw';
    if (stalemate === 'draw') return decided('stalemate');
    if (end.stalematePieceCount) {
      // The result holds while the stalemated side has fewer pieces, turns with more, draws with as many.
      const more = st.pcount[us]! - st.pcount[us ^ 1]!;
      if (more === 0) return { winner: undefined, reason: 'stalemate' };
      return { winner: winnerFor(more < 0 ? us ^ 1 : us, stalemate), reason: 'stalemate' };
    }
    return { winner: winnerFor(us ^ 1, stalemate), reason: 'stalemate' };
  }
  if (end.bareKing && end.bareKingReply) {
    const bare = bareWithReply(st, moveCount);
    if (bare >= 0) return { winner: winnerFor(bare, end.bareKing), reason: 'bare-king' };
  }
  if (end.counting && countedOut(st)) return { winner: undefined, reason: 'counting' };
  // A standing promotion's draw: promotions are all the side to move has left.
  if (
    c.rules.standingPromotions &&
    suppliedCode.standingPromotions!.promotionsOnly(st, buffer(st, 0), moveCount)
  )
    return { winner: undefined, reason: 'stalemate' };
  if (isInsufficientMaterial(st)) return { winner: undefined, reason: 'insufficient-material' };
  const rep = end.repetition ?? 3;
  if (rep > 1) {
    const span = repetitionSpan(st);
    // `end.moveRepetition`: the side that just moved loses.
    if (c.rules.moveRepetition && suppliedCode.moveRepetition!.lost(st, span.nearest, rep))
      return { winner: us ? 'black' : 'white', reason: 'move-repetition' };
    if (span.count >= rep) {
      // `illegal`: the culprit's own completing move is not generated; completed by the other side, a loss.
      const offence = end.axfChase
        ? suppliedCode.axfChase!.offence(st, span.depth)
        : end.chase || end.perpetual
          ? repetitionOffence(st, span)
          : undefined;
      if (offence) {
        const result = offence.result === 'illegal' ? 'loss' : offence.result;
        return { winner: winnerFor(offence.side, result), reason: offence.reason };
      }
      const result = end.repetitionResult ?? 'draw';
      if (result === 'draw') return decided('repetition');
      const side = end.repetitionResultWhite ? 0 : us;
      return { winner: winnerFor(side, result), reason: 'repetition' };
    }
  }
  const mc = end.moveCount ?? 50;
  if (
    mc > 0 &&
    st.halfmoves >= 2 * mc &&
    (!end.axfChase || st.halfmoves >= 2 * mc + suppliedCode.axfChase!.checkAllowance(st))
  )
    return decided('move-count');

  return undefined;
}

/** Whether the last move was a mating drop that loses (`drops.dropMateLoses` with a `noDropMate` type). */
function dropMateLost(st: EngineState): boolean {
  if (st.c.def.drops?.dropMateLoses !== true || st.ply === 0) return false;
  const m = st.stMove[st.ply - 1]!;
  return moveKind(m) === KIND_DROP && st.c.rules.drops!.noDropMate[dropType(m)] === 1;
}
