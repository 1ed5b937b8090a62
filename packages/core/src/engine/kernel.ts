/**
 * A kernel: the move generator, make/unmake and attack tests behind a position class. `@x/core/engine` reaches
 * every position through its kernel — the generic engine's (`genericKernel`, every variant) or a specialised one
 * (`@x/core/chess`) — so a bundle carries only the kernels of the position classes it uses.
 */
import { type Move, moveTo } from '../move.js';
import { attacked, captureSources } from './attacks.js';
import { isCapture } from './capture-rules.js';
import { inCheckSide } from './check.js';
import { isVariantEnd } from './end.js';
import { fastGivesCheck } from './gen-fast.js';
import { fastMovesTo } from './gen-to.js';
import { generateMoves } from './generate.js';
import { make, unmake } from './make.js';
import { decodeChecked, remember } from './moves.js';
import { pieceTypeOf, type SharedState } from './shared-state.js';
import { type EngineState, HOT_ROYALS } from './state.js';

/** The engine operations on a state of type `S` (see `@x/core/engine` for what each does). */
export interface Kernel<S extends SharedState> {
  generate(st: S, out: Int32Array): number;
  movesTo(st: S, to: number, type: number, out: Int32Array): number;
  make(st: S, m: number): void;
  unmake(st: S): void;
  toMove(st: S, m: number): Move;
  givesCheck(st: S, m: number): boolean;
  inCheck(st: S, side: number): boolean;
  attacked(st: S, square: number, by: number): boolean;
  attackers(st: S, square: number, by: number, out: Int32Array): number;
  isCapture(st: S, m: number): boolean;
}

/** Keeps the moves `out[0, n)` landing on `to` made by type `type` (0: any); returns how many. */
export function filterMovesTo(st: SharedState, to: number, type: number, out: Int32Array, n: number): number {
  let w = 0;
  for (let i = 0; i < n; i++) {
    const m = out[i]!;
    if (moveTo(m) === to && (type === 0 || pieceTypeOf(st, m) === type)) out[w++] = m;
  }
  return w;
}

/** The generic engine's kernel (every variant). */
export const genericKernel: Kernel<EngineState> = {
  generate: generateMoves,
  movesTo(st, to, type, out) {
    if (
      st.targetFast &&
      st.board[st.c.size + HOT_ROYALS + st.side] === 1 &&
      (st.playThroughEnd || !isVariantEnd(st))
    ) {
      return fastMovesTo(st, to, type, out);
    }
    return filterMovesTo(st, to, type, out, generateMoves(st, out));
  },
  make,
  unmake,
  toMove: (st, m) => remember(st, decodeChecked(st, m), m),
  givesCheck(st, m) {
    if (st.c.def.end === undefined || st.c.def.end.checks === undefined) {
      const quick = fastGivesCheck(st, m);
      if (quick >= 0) return quick === 1;
    }
    make(st, m);
    const check = inCheckSide(st, st.side);
    unmake(st);
    return check;
  },
  inCheck: inCheckSide,
  attacked,
  attackers: captureSources,
  isCapture,
};
