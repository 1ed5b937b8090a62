/**
 * Check and legality: whether a side is in check (one royal, several under the variant's `royalCheck`,
 * Alice's per-board check) and whether a move just made is legal (atomic explosions, `noChecks`).
 */
import { hasPieceOn, lift, restore } from '../predicates/alice-board.js';
import { attacked } from './attacks.js';
import { droppedRoyalAttacked, royalNow } from './fsf-rules.js';
import { extinct, royalsAdjacent } from '../predicates/predicates.js';
import { moveTarget } from '../../move-codes.js';
import { put, remove } from '../state/board.js';
import type { EngineState } from '../state/state.js';

/** Whether side `side` is in check (see the variant's `royalCheck` for several royals). */
export function inCheckSide(st: EngineState, side: number): boolean {
  if (st.c.rules.alice !== undefined && st.aliceOn < 0) return aliceInCheck(st, side);
  const rs = st.royalSq[side]!;
  if (st.c.def.atomic && rs >= 0 && royalsAdjacent(st)) return false;
  if (rs >= 0) return attacked(st, rs, side ^ 1);
  if (st.royalCount[side] === 0) return false;
  const mode = st.c.def.royalCheck ?? 'any';
  if (mode === 'single') return false;
  const size = st.c.size;
  for (let i = 0; i < st.pcount[side]!; i++) {
    const s = st.plist[side * size + i]!;
    if (!st.c.royal[st.board[s]! >> 2]) continue;
    if (st.c.pieces.pseudoRoyal && !royalNow(st, st.board[s]!)) continue;
    const hit = attacked(st, s, side ^ 1);
    if (mode === 'any' && hit) return true;
    if (mode === 'all' && !hit) return false;
  }
  return mode === 'all';
}

/**
 * After `make` of a move by `us`: the move is legal (atomic: own royal survives; exploding the enemy's
 * wins; burners: the same for burnt royals; `noChecks`: the move gives no check).
 */
export function legalAfter(st: EngineState, us: number): boolean {
  if (st.c.def.atomic && st.c.pieces.royalMask !== 0) {
    if (st.royalCount[us] === 0) return false;
    if (st.royalCount[us ^ 1] === 0) return true;
  } else if (st.c.def.atomic && !st.c.def.atomic.mayExplodeOwn && extinct(st, us))
    return false; // exploded its own last extinction piece
  else if (st.c.rules.burn !== undefined && st.c.pieces.royalMask !== 0) {
    const burnt = burntRoyals(st, us);
    if (burnt & 1) return false;
    if (burnt & 2 && st.royalCount[us ^ 1] === 0) return true;
  }
  if (inCheckSide(st, us) || stoneShields(st, us)) return false;
  if (st.c.pieces.pseudoRoyal && droppedRoyalAttacked(st, us)) return false;
  return !(st.c.def.noChecks && inCheckSide(st, us ^ 1));
}

/** Burners: bit 1 when the move just made burnt a royal of `us`, bit 2 when it burnt one of the opponent's. */
function burntRoyals(st: EngineState, us: number): number {
  let out = 0;
  for (let i = st.exStart[st.ply - 1]!; i < st.exTop; i++) {
    const code = st.exData[i]! & 0xffff;
    if (st.c.royal[code >> 2]) out |= (code & 1) === us ? 1 : 2;
  }
  return out;
}

/** Whether a royal of `side` is attacked by the enemy pieces of its own board. */
export function aliceInCheck(st: EngineState, side: number): boolean {
  for (let x = 0; x < 2; x++) {
    if (!hasPieceOn(st, side, x, true)) continue;
    const lifted = lift(st, x);
    const hit = inCheckSide(st, side);
    restore(st, lifted);
    if (hit) return true;
  }
  return false;
}

/**
 * `petrify` with `atomic`, after `make` of a capture that left a stone: whether `us` is in check once that
 * stone is taken away. Fairy-Stockfish judges such a capture as if its square were empty after the
 * explosion, so a stone that alone shields the capturer's royal does not make the capture legal.
 */
function stoneShields(st: EngineState, us: number): boolean {
  const ply = st.ply - 1;
  if (!st.c.def.petrify || !st.c.def.atomic || !st.stFlip[ply]) return false;
  const to = moveTarget(st.stMove[ply]!);
  const stone = st.board[to]!;
  remove(st, to);
  const hit = inCheckSide(st, us);
  put(st, to, stone);
  return hit;
}
