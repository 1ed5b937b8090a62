/**
 * Swap moves (`MoveAtom.swap`, FBR/MBN `w`/`ww`): the piece exchanges squares with the first piece on
 * a path of its swap atoms. Encoded as `KIND_PICKUP` with `to !== from` (a pickup has `to === from`);
 * `make` swaps the two pieces and applies `swapRules`. Only the checked generator calls this.
 */
import { PINCH_EXTRA } from '../../move.js';
import { CONVERT_EXTRA, encodeMove, KIND_PICKUP } from '../../move-codes.js';
import { generatePinches, makePinch, unmakePinch } from '../../rules/pinch/pinches.js';
import { generateConversions, makeConversion, unmakeConversion } from './gen-convert.js';
import { put, remove, touch } from '../state/board.js';
import { generateChains } from './gen-chain.js';
import type { EngineState } from '../state/state.js';

/**
 * Appends the swap moves of the piece on `from` (pseudo-legal; the caller tries them on the board), and its
 * conversion moves (`PieceType.rules.conversion` (kind `move`): the compile stage gives each converting type a swap entry).
 */
export function generateSwaps(st: EngineState, out: Int32Array, n: number, from: number): number {
  const c = st.c;
  const code = st.board[from]!;
  const atoms = c.rules.swap!.atoms[(code & 1) * c.stride + (code >> 2)];
  if (!atoms) return n;
  if (c.rules.conversion?.moves) n = generateConversions(st, out, n, from);
  if (c.rules.pinch) n = generatePinches(st, out, n, from);
  const board = st.board;
  let chains = false;
  for (const a of atoms) {
    if (a.notInCheck && st.inCheckNow) continue;
    if (a.chain) {
      chains = true;
      continue;
    }
    if (a.take) continue; // a friendly capture atom: gen-own-captures.ts
    const side = a.friend ? code & 1 : (code & 1) ^ 1;
    for (const path of a.paths[from]!) {
      for (const to of path) {
        const other = board[to]!;
        if (other === 0) continue;
        if ((other & 1) === side && !a.except[other >> 2]) {
          const m = encodeMove(from, to, KIND_PICKUP, 0);
          let dup = false;
          for (let i = 0; i < n && !dup; i++) dup = out[i] === m;
          if (!dup) out[n++] = m;
        }
        break;
      }
    }
  }
  return chains
    ? generateChains(
        st,
        out,
        n,
        from,
        atoms.filter((a) => a.chain && !(a.notInCheck && st.inCheckNow)),
      )
    : n;
}

/**
 * Plays a swap (`make`): both codes kept for `unmakeSwap`, then `swapRules` promote/demote. A conversion move
 * (`KIND_PICKUP` with `to !== from` too, extra `CONVERT_EXTRA`) goes to `makeConversion` from here, which keeps
 * `make` itself as it was for the variants without conversions.
 */
export function makeSwap(st: EngineState, ply: number, from: number, to: number): void {
  if (st.stMove[ply]! >>> 27 === CONVERT_EXTRA) {
    makeConversion(st, ply, to);
    return;
  }
  if (st.stMove[ply]! >>> 27 === PINCH_EXTRA) {
    makePinch(st, ply, from, to);
    return;
  }
  const c = st.c;
  const mover = st.board[from]!;
  const other = st.board[to]!;
  st.stCaptured[ply] = 0;
  st.stPromo[ply] = mover;
  st.stCaptured2[ply] = other;
  remove(st, from);
  remove(st, to);
  const up = c.rules.swap!.promote[mover >> 2]!;
  const down = c.rules.swap!.demote[other >> 2]!;
  put(st, to, up ? (up << 2) | (mover & 3) : mover);
  put(st, from, down ? (down << 2) | (other & 3) : other);
  touch(st, from, to);
}

/** Takes back `makeSwap`. */
export function unmakeSwap(st: EngineState, ply: number, from: number, to: number): void {
  if (st.stMove[ply]! >>> 27 === CONVERT_EXTRA) {
    unmakeConversion(st, ply);
    return;
  }
  if (st.stMove[ply]! >>> 27 === PINCH_EXTRA) {
    unmakePinch(st, ply, from, to);
    return;
  }
  remove(st, from);
  remove(st, to);
  put(st, from, st.stPromo[ply]!);
  put(st, to, st.stCaptured2[ply]!);
}
