/**
 * Make and unmake: playing an encoded move on the engine state with an undo stack entry, and taking
 * it back exactly. The bottom of move generation: the check test (check counting) and the turn rules come
 * through the state's hooks (`st.hooks`, `engine/hooks.ts`), so nothing here imports the layers above.
 */
import { grantDropCastling } from '../predicates/castling/castling-drops.js';
import { squaresBetween } from '../../variant/atoms.js';
import { KIND_LION, PINCH_EXTRA, isChain, NULL_MOVE } from '../../move.js';
import {
  KIND_CASTLE,
  KIND_DOUBLE,
  KIND_DROP,
  KIND_EN_PASSANT,
  KIND_PICKUP,
  KIND_PROMOTION,
  moveOrigin,
  moveKind,
  moveTarget,
} from '../../move-codes.js';
import { aliceTransfer } from '../predicates/alice-board.js';
import { boardsTransfer } from '../predicates/boards-transfer.js';
import { makeSwap, unmakeSwap } from './gen-swap.js';
import { makeChain, unmakeChain } from './gen-chain.js';
import { explode, makeLion, unmakeLion } from './make-special.js';
import { put, remove, shift, toHand, unpromotedType } from '../state/board.js';
import { castleOf } from '../state/shared-state.js';
import { oppositeRights } from '../predicates/castling/castling-ends.js';
import { countAfter, countBefore, uncount } from '../predicates/counting.js';
import { convertAfter } from '../predicates/convert.js';
import { takeRoyalInitial } from '../predicates/initial-lost.js';
import { flipAfter, unflip } from '../predicates/flips.js';
import { leaveTrail } from '../predicates/trail.js';
import { liftWall, petrifyBlasted, petrifyOn, placeWall, WALL_TAG, wallEntry } from '../predicates/walls.js';
import { type EngineState, STACK_INITIAL, setUndoStacks } from '../state/state.js';
import { unvanish, vanish } from '../predicates/vanish.js';
import { suppliedCode } from '../../rules/module/supplied-code.js';
import { leaveBehind, takeBackLeft } from '../predicates/origin-leave.js';

/** Makes room on the undo stacks: allocates them at the first move, then doubles them. */
export function grow(st: EngineState): void {
  setUndoStacks(st, Math.max(STACK_INITIAL, st.stMove.length * 2), st);
}

/** The drop of type `t` on `to` by `us`: hand, board, halfmove clock, unmoved mark, castling rights gained. */
/** The hand type a drop of type t takes from: its base type for a promoted drop (`drops.promotedDrops`). */
function handOfDrop(st: EngineState, t: number): number {
  return st.c.def.drops!.promotedDrops ? st.c.pieces.handType[t] || t : t;
}

function makeDrop(st: EngineState, t: number, to: number, us: number): void {
  const c = st.c;
  const h = handOfDrop(st, t);
  if (!c.def.drops!.endless) st.hands[us * c.stride + h] = st.hands[us * c.stride + h]! - 1;
  put(st, to, (t << 2) | us);
  if (c.pieces.pawnLike[t] || c.def.drops!.resetsMoveCount) st.halfmoves = 0;
  if (st.unmoved) st.unmoved[to] = 0;
  if (c.def.drops!.castlingKingFile !== undefined) grantDropCastling(st, to, t, us);
}

/** Plays an encoded move that `generateMoves` produced. */
export function make(st: EngineState, m: number): void {
  if (m >>> 24 === WALL_TAG) {
    makeWall(st, m);
    return;
  }
  const c = st.c;
  const ply = st.ply;
  if (ply >= st.stMove.length) grow(st);
  const board = st.board;
  const us = st.side;
  const from = moveOrigin(m);
  const to = moveTarget(m);
  const kind = moveKind(m);
  st.stMove[ply] = m;
  st.stHash[ply] = st.hash;
  st.stVersion[ply] = st.version;
  st.version = ++st.versionCount;
  st.stEp[ply] = st.ep;
  st.stEp2[ply] = st.ep2;
  st.stVictim[ply] = st.epVictim;
  st.stRights[ply] = st.rights;
  st.stHalf[ply] = st.halfmoves;
  st.stChecks[ply] = st.checksRemaining[0]! | (st.checksRemaining[1]! << 16);
  if (c.def.end?.counting) countBefore(st, ply);
  st.ep = -1;
  st.ep2 = -1;
  st.epVictim = -1;
  st.halfmoves++;
  if (m === NULL_MOVE) {
    // A pass (`BasePosition.playNull`): no piece moves, the other side is to move.
    st.side = us ^ 1;
    if (us === 1) st.fullmoves++;
    st.ply = ply + 1;
    return;
  }
  let captured = 0;
  const atomic = c.def.atomic !== undefined;
  const andernach = c.def.andernach !== undefined;
  if (atomic) st.exStart[ply] = st.exTop;
  const petrify = c.def.petrify !== undefined;
  if (andernach || petrify) st.stFlip[ply] = 0;
  const unmoved = st.unmoved;
  if (unmoved) st.stUnmoved[ply] = kind === KIND_DROP ? 2 : unmoved[from]! | (unmoved[to]! << 1);
  if (kind === KIND_DROP) {
    makeDrop(st, (m >>> 27) & 31, to, us);
  } else if (kind === KIND_CASTLE) {
    const o = castleOf(st, m);
    moveCastlers(st, o.kingFrom, o.kingTo, o.rookFrom, o.rookTo);
    if (o.gate) {
      st.hands[us * c.stride + o.gate] = st.hands[us * c.stride + o.gate]! - 1;
      put(st, o.gateSquare!, (o.gate << 2) | us);
    }
    st.rights &= ~(st.castleClear[o.kingFrom]! | st.castleClear[o.rookFrom]!);
    if (c.def.castling?.opposite) st.rights &= ~oppositeRights(st, o);
    if (unmoved) {
      unmoved[o.kingFrom] = 0;
      unmoved[o.rookFrom] = 0;
      unmoved[o.kingTo] = 0;
      unmoved[o.rookTo] = 0;
    }
  } else if (kind === KIND_LION) {
    makeLion(st, m, ply);
  } else if (kind === KIND_PICKUP) {
    // A swap chain, a swap (or a conversion: `makeSwap`), or a piece taken from the board into its owner's hand.
    if (isChain(m)) makeChain(st, ply, m);
    else if (from !== to || m >>> 27 === PINCH_EXTRA) makeSwap(st, ply, from, to);
    else {
      const code = board[from]!;
      st.stCaptured[ply] = code | (from << 16);
      remove(st, from);
      const ht = code & 2 ? unpromotedType(st, code >> 2) : c.pieces.handType[code >> 2]! || code >> 2;
      st.hands[us * c.stride + ht] = st.hands[us * c.stride + ht]! + 1;
      if (unmoved) unmoved[from] = 0;
    }
    // a castler picked up or swapped away takes its castling right with it
    st.rights &= ~(st.castleClear[from]! | st.castleClear[to]!);
  } else {
    let code = board[from]!;
    if (kind === KIND_EN_PASSANT) {
      const v = st.stVictim[ply]!;
      captured = board[v]!;
      remove(st, v);
      st.stCaptured[ply] = captured | (v << 16);
    } else {
      captured = from === to ? 0 : board[to]!; // an owner's in-place promotion (turns' `ownerPromotes`)
      if (captured !== 0) remove(st, to);
      st.stCaptured[ply] = captured | (to << 16);
    }
    if (captured !== 0) {
      st.halfmoves = 0;
      if (c.def.drops?.capturesToHand) toHand(st, us, captured, 1);
    }
    if (kind === KIND_PROMOTION) {
      const target = (m >>> 27) & 31;
      const mark = c.types[code >> 2]!.promotion?.markPromoted ? 2 : 0;
      st.stPromo[ply] = code;
      remove(st, from);
      put(st, to, (target << 2) | mark | (code & 1)); // the piece's side (turn parts may move the opponent's)
      code = board[to]!;
    } else {
      shift(st, from, to, code);
      const gate = (m >>> 27) & 31;
      if (gate !== 0) {
        st.hands[us * c.stride + gate] = st.hands[us * c.stride + gate]! - 1;
        put(st, from, (gate << 2) | us);
      }
    }
    if (c.pieces.pawnLike[code >> 2] || kind === KIND_PROMOTION) st.halfmoves = 0;
    st.rights &= ~(st.castleClear[from]! | st.castleClear[to]!);
    if (kind === KIND_DOUBLE) {
      const between = squaresBetween(from, to, c.files);
      st.ep = between[0] ?? -1;
      st.ep2 = between[1] ?? -1;
      st.epVictim = to;
    }
    if (captured !== 0 && (andernach || atomic || petrify))
      afterCapture(st, ply, to, kind === KIND_PROMOTION ? st.stPromo[ply]! : code);
    if (unmoved) {
      unmoved[from] = 0;
      unmoved[to] = 0;
      if (c.def.royalInitialLostTo)
        st.stUnmoved[ply] =
          st.stUnmoved[ply]! |
          takeRoyalInitial(st, us, kind === KIND_PROMOTION ? st.stPromo[ply]! : code, to);
    }
    if (c.pieces.leavesBehind !== undefined)
      leaveBehind(st, from, kind === KIND_PROMOTION ? st.stPromo[ply]! : code, kind);
  }
  if (kind === KIND_DROP || kind === KIND_CASTLE) st.stCaptured[ply] = 0;
  if (c.def.walls?.rule === 'past' && kind !== KIND_DROP && kind !== KIND_CASTLE && kind < KIND_PICKUP)
    leaveTrail(st, from);
  const after = st.ruleHooks.afterMove; // the rule modules' effects (`rules/module/hooks.ts`)
  if (after !== undefined) after(st, ply, m, us);
  if (c.def.flip) flipAfter(st, ply, to, kind, us);
  else if (c.rules.conversion?.paths) convertAfter(st, ply, m, kind, to, us);
  if (c.def.end?.counting) countAfter(st, us, captured, kind === KIND_PROMOTION);
  const transfers = c.generation.transfers;
  if (transfers !== 0) (transfers === 1 ? aliceTransfer : boardsTransfer)(st, m, kind, ply, false);
  if (st.gone) vanish(st, st.gone, m, kind);
  st.side = us ^ 1;
  if (us === 1) st.fullmoves++;
  st.ply = ply + 1;
  // Check counting (`end.checks`; the counters are 0 in other variants).
  if (st.checksRemaining[us]! > 0 && st.hooks.inCheck(st, us ^ 1)) {
    st.checksRemaining[us] = st.checksRemaining[us]! - 1;
  }
  if (c.def.turns) st.hooks.afterMake(st, m, us, ply); // the turn rules (`engine/hooks.ts`)
}

/**
 * What a capture does after the capturer lands on `to` (`mover` is its code before any promotion): Andernach turns
 * the capturer to the other side, atomic explodes it (not after a capture by an `inert` piece), petrify leaves a
 * stone.
 */
function afterCapture(st: EngineState, ply: number, to: number, mover: number): void {
  const c = st.c;
  if (c.def.andernach !== undefined) {
    const landed = st.board[to]!;
    if (!c.capture.keepsSide[landed >> 2]) {
      remove(st, to);
      put(st, to, landed ^ 1);
      st.stFlip[ply] = 1;
    }
  } else if (c.def.atomic !== undefined && !(c.capture.atomic.blastImmune[mover >> 2]! & 2)) {
    explode(st, to);
    if (c.def.petrify !== undefined) petrifyBlasted(st, ply, to, mover);
  } else if (c.def.petrify !== undefined) petrifyOn(st, ply, to, mover);
}

/** A wall move (`engine/predicates/walls.ts`): the move, then its wall; the undo stack keeps the move without its wall. */
function makeWall(st: EngineState, m: number): void {
  const ply = st.ply;
  const [base, square] = wallEntry(st, m);
  make(st, base);
  if (st.c.rules.wallChoices) suppliedCode.wallChoices!.made(st, ply, base);
  placeWall(st, ply, square);
}

/** Moves the castling king `kingA` → `kingB` and its partner `rookA` → `rookB` (`unmake` passes them back). */
function moveCastlers(st: EngineState, kingA: number, kingB: number, rookA: number, rookB: number): void {
  const kc = st.board[kingA]!;
  const rc = st.board[rookA]!;
  remove(st, rookA);
  shift(st, kingA, kingB, kc);
  put(st, rookB, rc);
}

/** Takes back the last `make`. */
export function unmake(st: EngineState): void {
  const c = st.c;
  const ply = --st.ply;
  st.version = st.stVersion[ply]!;
  const m = st.stMove[ply]!;
  const from = moveOrigin(m);
  const to = moveTarget(m);
  const kind = moveKind(m);
  if (m === NULL_MOVE) {
    unmakeNull(st, ply);
    return;
  }
  if (c.def.turns) st.hooks.beforeUnmake(st, ply);
  const transfers = c.generation.transfers;
  if (transfers !== 0) (transfers === 1 ? aliceTransfer : boardsTransfer)(st, m, kind, ply, true);
  const us = st.side ^ 1;
  st.side = us;
  if (us === 1) st.fullmoves--;
  if (st.gone) unvanish(st, st.gone, m, kind);
  const wallRule = c.def.walls?.rule;
  if (wallRule === 'past') {
    if (kind !== KIND_DROP && kind !== KIND_CASTLE && kind < KIND_PICKUP) remove(st, from);
  } else if (wallRule !== undefined) liftWall(st, ply);
  const board = st.board;
  // A stone on the blast's centre goes first: the exploded capturer comes back under it.
  if (c.def.petrify && c.def.atomic && st.stFlip[ply]) remove(st, to);
  if (c.def.atomic) {
    const start = st.exStart[ply]!;
    const toHands = c.def.atomic.explodedToHand === true;
    for (let i = st.exTop - 1; i >= start; i--) {
      const e = st.exData[i]!;
      put(st, e >>> 16, e & 0xffff);
      if (toHands) toHand(st, (e & 1) ^ 1, e & 0xffff, -1);
    }
    st.exTop = start;
  }
  const undo = st.ruleHooks.undoMove;
  if (undo !== undefined) undo(st, ply);
  if (c.def.flip || c.rules.conversion?.paths) unflip(st, ply);
  if (c.def.petrify && !c.def.atomic && st.stFlip[ply]) {
    remove(st, to);
    put(st, to, st.stFlip[ply]!);
  }
  if (c.def.andernach && st.stFlip[ply]) {
    const mover = board[to]!;
    remove(st, to);
    put(st, to, mover ^ 1);
  }
  if (kind === KIND_DROP) {
    const t = handOfDrop(st, (m >>> 27) & 31);
    remove(st, to);
    if (!c.def.drops!.endless) st.hands[us * c.stride + t] = st.hands[us * c.stride + t]! + 1;
  } else if (kind === KIND_CASTLE) {
    const o = castleOf(st, m);
    if (o.gate) {
      remove(st, o.gateSquare!);
      st.hands[us * c.stride + o.gate] = st.hands[us * c.stride + o.gate]! + 1;
    }
    moveCastlers(st, o.kingTo, o.kingFrom, o.rookTo, o.rookFrom);
  } else if (kind === KIND_LION) {
    unmakeLion(st, ply, from, to, us);
  } else if (kind === KIND_PICKUP) {
    if (isChain(m)) unmakeChain(st, ply);
    else if (from !== to || m >>> 27 === PINCH_EXTRA) unmakeSwap(st, ply, from, to);
    else {
      const code = st.stCaptured[ply]! & 0xffff;
      put(st, from, code);
      const ht = code & 2 ? unpromotedType(st, code >> 2) : c.pieces.handType[code >> 2]! || code >> 2;
      st.hands[us * c.stride + ht] = st.hands[us * c.stride + ht]! - 1;
    }
  } else {
    if (c.pieces.leavesBehind !== undefined) takeBackLeft(st, m, kind);
    if (kind === KIND_PROMOTION) {
      remove(st, to);
      put(st, from, st.stPromo[ply]!);
    } else {
      const gate = (m >>> 27) & 31;
      if (gate !== 0) {
        remove(st, from);
        st.hands[us * c.stride + gate] = st.hands[us * c.stride + gate]! + 1;
      }
      shift(st, to, from, board[to]!);
    }
    const cap = st.stCaptured[ply]!;
    const code = cap & 0xffff;
    if (code !== 0) {
      const sq = cap >>> 16;
      put(st, sq, code);
      if (c.def.drops?.capturesToHand) toHand(st, us, code, -1);
    }
  }
  if (st.unmoved) {
    const u = st.stUnmoved[ply]!;
    if (kind === KIND_DROP) st.unmoved[to] = 0;
    else if (kind === KIND_CASTLE) {
      const o = castleOf(st, m);
      st.unmoved[o.kingTo] = 0;
      st.unmoved[o.rookTo] = 0;
      st.unmoved[o.kingFrom] = 1;
      st.unmoved[o.rookFrom] = 1;
    } else {
      st.unmoved[from] = u & 1;
      st.unmoved[to] = (u >> 1) & 1;
      if (u & 4) st.unmoved[st.royalSq[us ^ 1]!] = 1; // `royalInitialLostTo` took the royal's mark
    }
  }
  restoreCounters(st, ply);
}

/** Takes back a null move made at `ply`. */
function unmakeNull(st: EngineState, ply: number): void {
  const us = st.side ^ 1;
  st.side = us;
  if (us === 1) st.fullmoves--;
  restoreCounters(st, ply);
}

/** Restores the e.p. squares, castling rights, halfmove clock and check counters saved at `ply`. */
function restoreCounters(st: EngineState, ply: number): void {
  st.ep = st.stEp[ply]!;
  st.ep2 = st.stEp2[ply]!;
  st.epVictim = st.stVictim[ply]!;
  st.rights = st.stRights[ply]!;
  st.halfmoves = st.stHalf[ply]!;
  if (st.c.def.end?.counting) uncount(st, ply);
  const ch = st.stChecks[ply]!;
  st.checksRemaining[0] = ch & 0xffff;
  st.checksRemaining[1] = ch >>> 16;
}
