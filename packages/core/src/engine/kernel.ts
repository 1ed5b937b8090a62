/**
 * A kernel: the move generator, make/unmake and attack tests behind a position class. `@x/core/engine` reaches
 * every position through its kernel — the generic engine's (`genericKernel`, every variant) or a specialised one
 * (`@x/core/chess`) — so a bundle carries only the kernels of the position classes it uses.
 */
import { attacked, captureSources } from './legality/attacks.js';
import { isCapture } from './legality/capture-rules.js';
import { inCheckSide } from './legality/check.js';
import { isVariantEnd } from './rule-passes/end.js';
import { fastGivesCheck } from './legality/gen-fast.js';
import { fastMovesTo } from './legality/gen-to.js';
import { generateMoves, generateMovesFrom } from './generate.js';
import { make, unmake } from './pseudo-legal/make.js';
import { remember } from './state/move-records.js';
import { decodeChecked } from './pseudo-legal/moves.js';
import type { Kernel } from './state/kernel-api.js';
import { needMoves } from './state/board.js';
import { pieceTypeOf } from './state/shared-state.js';
import { moveTarget } from '../move-codes.js';
import { type EngineState, HOT_ROYALS, MAX_MOVES } from './state/state.js';

export { filterMovesTo, type Kernel } from './state/kernel-api.js';

/** The generic engine's kernel (every variant). */
export const genericKernel: Kernel<EngineState> = {
  generate: generateMoves,
  movesTo(st, to, type, out) {
    if (
      st.targetFast &&
      st.ruleHooks.keepMoves === undefined &&
      st.ruleHooks.addMoves === undefined &&
      st.board[st.c.size + HOT_ROYALS + st.side] === 1 &&
      (st.playThroughEnd || !isVariantEnd(st))
    ) {
      return fastMovesTo(st, to, type, out);
    }
    const n = allMovesOf(st);
    const all = st.moves!;
    let w = 0;
    for (let i = 0; i < n; i++) {
      const m = all[i]!;
      if (moveTarget(m) !== to || (type !== 0 && pieceTypeOf(st, m) !== type)) continue;
      if (w >= out.length) needMoves(st, out.length + 1, 'moves to one square');
      out[w++] = m;
    }
    return w;
  },
  movesFrom: generateMovesFrom,
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

/**
 * The legal moves of `st` in `st.moves`, returning how many: kept from the last call when the position is the same
 * (its `version`, and `playThroughEnd`), else generated there (the buffer grows when they do not fit, as
 * `generateInto` grows a ply's). `generateMovesTo` outside the fast generator filters the full list, and a caller
 * asks it per square and piece type (SAN disambiguation of every legal move, a board's move hints): one generation
 * per position instead of one per question.
 */
function allMovesOf(st: EngineState): number {
  if (st.moves !== undefined && st.movesVersion === st.version && st.movesThrough === st.playThroughEnd)
    return st.movesCount;
  let store = st.moves ?? new Int32Array(MAX_MOVES);
  let n: number;
  for (;;) {
    st.movesNeeded = 0;
    st.moves = undefined;
    try {
      n = generateMoves(st, store);
      break;
    } catch (e) {
      if (st.movesNeeded <= store.length) throw e;
      store = new Int32Array(Math.max(st.movesNeeded, 2 * store.length));
    }
  }
  st.moves = store;
  st.movesCount = n;
  st.movesVersion = st.version;
  st.movesThrough = st.playThroughEnd;
  return n;
}
