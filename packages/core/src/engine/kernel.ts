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
import { filterMovesTo, type Kernel } from './state/kernel-api.js';
import { type EngineState, HOT_ROYALS } from './state/state.js';

export { filterMovesTo, type Kernel } from './state/kernel-api.js';

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
    return filterMovesTo(st, to, type, out, allMovesOf(st, out));
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
 * The legal moves of `st` written into `out`, returning how many: copied from the last call's when the position
 * is the same (its `version`, and `playThroughEnd`), else generated and kept. `generateMovesTo` outside the fast
 * generator filters the full list, and a caller asks it per square and piece type (SAN disambiguation of every
 * legal move, a board's move hints): one generation per position instead of one per question.
 */
function allMovesOf(st: EngineState, out: Int32Array): number {
  const kept = st.moves;
  if (kept !== undefined && st.movesVersion === st.version && st.movesThrough === st.playThroughEnd) {
    const n = st.movesCount;
    out.set(kept.subarray(0, n));
    return n;
  }
  const n = generateMoves(st, out);
  const store = kept !== undefined && kept.length >= n ? kept : new Int32Array(Math.max(n, 64));
  store.set(out.subarray(0, n));
  st.moves = store;
  st.movesCount = n;
  st.movesVersion = st.version;
  st.movesThrough = st.playThroughEnd;
  return n;
}
