/**
 * Turns of several moves (`VariantDefinition.turns`): which part of its turn the side to move plays,
 * the moves that part allows, and the bookkeeping of make/unmake. Only variants with `turns` reach
 * this module (one property test in `make`, `unmake` and `generateMoves`).
 *
 * State: `st.turnDone`, a bit per part already played or skipped in the current turn; `st.turnLost`,
 * a bit per side that captured and so lost its `untilCapture` parts. Each ply's previous values (and
 * whether the ply continued the turn) are kept on `st.stTurn`.
 */
import { KIND_LION } from '../../move.js';
import { encodeMove, KIND_CASTLE, KIND_NORMAL, KIND_PROMOTION } from '../../move-codes.js';
import { moveExtra, moveKind, moveOrigin, moveTarget } from '../../move-codes.js';
import { PROMO_MUST } from '../../variant/compile/tables.js';
import type { Vector } from '../../variant/definition.js';
import { inCheckSide } from '../legality/check.js';
import { pushWithPromotion } from '../pseudo-legal/gen-promotion.js';
import { countType } from '../state/shared-state.js';
import { castleOf, pieceTypeOf } from '../state/shared-state.js';
import { make, unmake } from '../pseudo-legal/make.js';
import type { EngineState } from '../state/state.js';
import {
  nextOpponent,
  skipAgain,
  type TurnTables,
  turnStart,
  turnTables,
} from '../predicates/turn-tables.js';

/** A ply that continued the turn (the side to move did not change), in `stTurn`. */
const CONTINUED = 0x100000;

/** The parts the side to move may play now: the next part (ordered), or every remaining one (any order). */
function currentParts(t: TurnTables, done: number): number {
  const open = t.all & ~done;
  return t.rules.anyOrder ? open : open & -open;
}

/** After `make`: the type number of the piece that made `m` at ply `ply` (before any promotion). */
function movedType(st: EngineState, m: number, ply: number): number {
  const kind = moveKind(m);
  if (kind === KIND_CASTLE) return st.board[castleOf(st, m).kingTo]! >> 2;
  if (kind === KIND_PROMOTION) return st.stPromo[ply]! >> 2;
  return st.board[moveTarget(m)]! >> 2; // a drop's piece stands on `to` too
}

/** Whether `m` is the pass (the stay-in-place null move) of a turn variant. */
function isPass(m: number): boolean {
  return moveOrigin(m) === moveTarget(m) && moveKind(m) === KIND_LION && moveExtra(m) === 0;
}

/** Whether `m` is an owner's promotion choice (`ownerPromotes`): a promotion in place, as `ownerChoices` encodes it. */
function isOwnerChoice(m: number): boolean {
  return moveOrigin(m) === moveTarget(m) && moveKind(m) === KIND_PROMOTION;
}

/** The first of the parts `parts` whose pieces admit type `type`, as a bit (0: none). */
function partOf(t: TurnTables, parts: number, type: number): number {
  for (let i = 0; i < t.count; i++) if ((parts >> i) & 1 && t.admits[i]![type]) return 1 << i;
  return 0;
}

/**
 * Keeps the legal moves `out[0, n)` that the current part(s) allow (their pieces; no captures in
 * `untilCapture` parts) and adds the pass where the current parts are optional, or where the turn has
 * begun and nothing else is legal. A piece pushed onto a square where it must promote (`ownerPromotes`)
 * makes its owner's turn begin with the promotion choice alone. Returns the new count.
 */
export function turnMoves(
  st: EngineState,
  out: Int32Array,
  n: number,
  isCapture: (st: EngineState, m: number) => boolean,
): number {
  const t = turnTables(st.c);
  if (t.owner && st.turnDone === turnStart(st, st.side)) {
    const w = ownerChoices(st, out);
    if (w > 0) return w;
  }
  const parts = currentParts(t, st.turnDone);
  let w = 0;
  const cur = 31 - Math.clz32(parts);
  const opp = t.opponent[cur];
  if (opp) n = 0; // the part moves the opponent's pieces, not the mover's (ordered turns only)
  for (let i = 0; i < n; i++) {
    const m = out[i]!;
    const part = partOf(t, parts, pieceTypeOf(st, m));
    if (part === 0 || ((part & t.untilCapture) !== 0 && isCapture(st, m))) continue;
    out[w++] = m;
  }
  if (opp)
    w = opponentMoves(st, out, t.admits[cur]!, opp, (t.expose >> cur) & 1, t.rules.parts[cur]!.ownerPromotes);
  const optional = (parts & ~t.optional) === 0;
  if (optional || (w === 0 && st.turnDone !== turnStart(st, st.side))) {
    const sq = lowestPiece(st);
    if (sq >= 0) out[w++] = encodeMove(sq, sq, KIND_LION, 0);
  }
  return w;
}

/** The type numbers `side`'s piece (promotion key `key`) may become where it must promote, on `sq`. */
function mustChoices(st: EngineState, side: number, key: number, sq: number): number[] {
  const c = st.c;
  if (c.promotion.promo[key + sq] !== PROMO_MUST) return [];
  // Below its `max` (none: `count >= undefined` is false).
  return c.promotion.promoSets[c.promotion.promoSet[key + sq]!]!.filter(
    (x) => !(countType(st, side, x) >= c.types[x]!.max!),
  );
}

/** `ownerPromotes`: the in-place promotions (origin = destination) of a piece of the side to move that must promote where it stands. */
function ownerChoices(st: EngineState, out: Int32Array): number {
  const c = st.c;
  const us = st.side;
  for (let k = 0; k < st.pcount[us]!; k++) {
    const sq = st.plist[us * c.size + k]!;
    const key = (us * c.stride + (st.board[sq]! >> 2)) * c.size;
    const choices = mustChoices(st, us, key, sq);
    for (let j = 0; j < choices.length; j++) out[j] = encodeMove(sq, sq, KIND_PROMOTION, choices[j]!);
    if (choices.length > 0) return choices.length;
  }
  return 0;
}

/**
 * The moves of the opponent's pieces of the admitted types by the part's vectors (as their side sees
 * them) to empty squares, with promotions (the mover's choice; with `owner` a plain move, the owner
 * choosing later), that leave the mover's royal unattacked (any, with `expose`); returns how many.
 */
function opponentMoves(
  st: EngineState,
  out: Int32Array,
  admits: Uint8Array,
  vectors: readonly Vector[],
  expose: number,
  owner: boolean | undefined,
): number {
  const c = st.c;
  const us = st.side;
  const them = us ^ 1;
  const squares: number[] = [];
  for (let i = 0; i < st.pcount[them]!; i++) squares.push(st.plist[them * c.size + i]!);
  let w = 0;
  for (const from of squares) {
    const type = st.board[from]! >> 2;
    if (!admits[type]) continue;
    const f = from % c.files;
    const r = (from - f) / c.files;
    for (const [dx, dy] of vectors) {
      const tf = f + dx;
      const tr = r + (them === 0 ? dy : -dy);
      if (tf < 0 || tf >= c.files || tr < 0 || tr >= c.ranks) continue;
      const to = tr * c.files + tf;
      if (!c.onBoard[to] || st.board[to] !== 0) continue;
      const start = w;
      const key = (them * c.stride + type) * c.size;
      if (!owner) w = pushWithPromotion(st, out, w, from, to, KIND_NORMAL, key, type);
      else if (c.promotion.promo[key + to] !== PROMO_MUST || mustChoices(st, them, key, to).length)
        out[w++] = encodeMove(from, to, KIND_NORMAL, 0);
      let k = start;
      for (let j = start; j < w; j++) {
        const m = out[j]!;
        make(st, m);
        const ok = expose || !inCheckSide(st, us);
        unmake(st);
        if (ok) out[k++] = m;
      }
      w = k;
    }
  }
  return w;
}

/** The lowest square holding a piece of the side to move, or -1. */
function lowestPiece(st: EngineState): number {
  const b = st.board;
  for (let s = 0; s < st.c.size; s++) if (b[s] !== 0 && (b[s]! & 1) === st.side) return s;
  return -1;
}

/**
 * After `make` played `m` for side `us` at ply `ply` (the side already flipped): records the turn state,
 * marks the part played, and either continues the turn (flips the side back) or starts the opponent's.
 * An owner's promotion choice (`ownerPromotes`) plays no part: the turn goes on.
 */
export function turnAfterMake(st: EngineState, m: number, us: number, ply: number): void {
  const t = turnTables(st.c);
  let done = st.turnDone;
  st.stTurn[ply] = done | (st.turnLost << 16);
  if (isOwnerChoice(m)) {
    goOn(st, us, ply, done);
    return;
  }
  const pass = isPass(m);
  const type = pass ? 0 : movedType(st, m, ply);
  const parts = currentParts(t, done);
  done |= pass ? parts & (t.rules.anyOrder ? t.optional : -1) : partOf(t, parts, type) || parts;
  if (pass && (parts & ~t.optional) !== 0) done |= parts; // a forced pass ends the parts it faces
  const captured =
    (st.stCaptured[ply]! & 0xffff) !== 0 ||
    (moveKind(m) === KIND_LION && (st.stCaptured2[ply]! & 0xffff) !== 0);
  if (captured && !pass) {
    st.turnLost |= 1 << us;
    done |= t.untilCapture;
  }
  done = t.rules.anyOrder ? againAny(t, done, type) : skipAgain(t, done, type);
  // A check ends the turn, unless the next part moves the opponent's pieces (quiet: it cannot take the royal).
  if (done !== t.all && (nextOpponent(t, done) || !inCheckSide(st, us ^ 1))) goOn(st, us, ply, done);
  else st.turnDone = turnStart(st, us ^ 1);
}

/** The turn goes on after ply `ply`: same side, no e.p. for its own double step, move number unchanged. */
function goOn(st: EngineState, us: number, ply: number, done: number): void {
  st.stTurn[ply] = st.stTurn[ply]! | CONTINUED;
  st.side = us;
  if (us === 1) st.fullmoves--;
  st.ep = -1;
  st.ep2 = -1;
  st.epVictim = -1;
  st.turnDone = done;
}

/**
 * `mayExpose`, `ownerPromotes`: the side not to move has lost, its royal attacked as the other side's
 * turn begins (pushed into check, or by the piece its push promoted).
 */
export function exposedLoss(st: EngineState): boolean {
  return turnTables(st.c).loses && st.turnDone === turnStart(st, st.side) && inCheckSide(st, st.side ^ 1);
}

/** Any-order turns: the remaining `again` parts whose set does not hold the last mover's type are done. */
function againAny(t: TurnTables, done: number, type: number): number {
  for (let i = 0; i < t.count; i++) {
    if ((t.again >> i) & 1 && !(type !== 0 && t.admits[i]![type])) done |= 1 << i;
  }
  return done;
}

/**
 * Before `unmake` takes back ply `ply`: restores the turn state and, for a ply that continued the turn,
 * flips the side and move number back so that `unmake` undoes them as for an ordinary ply.
 */
export function turnBeforeUnmake(st: EngineState, ply: number): void {
  const e = st.stTurn[ply]!;
  if (e & CONTINUED) {
    st.side ^= 1;
    if (st.side === 0) st.fullmoves++;
  }
  st.turnDone = e & 0xffff;
  st.turnLost = (e >> 16) & 3;
}
