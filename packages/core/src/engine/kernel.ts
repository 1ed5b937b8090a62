/**
 * A kernel: the move generator, make/unmake and attack tests behind a position class. `@x/core/engine` reaches
 * every position through its kernel — the generic engine's (`genericKernel`, every variant) or a specialised one
 * (`@x/core/chess`) — so a bundle carries only the kernels of the position classes it uses.
 */
import { attacked, captureSources } from './attacks.js';
import { isCapture } from './capture-rules.js';
import { inCheckSide } from './check.js';
import { isVariantEnd } from './end.js';
import { fastGivesCheck } from './gen-fast.js';
import { fastMovesTo } from './gen-to.js';
import { generateMoves, generateMovesFrom } from './generate.js';
import { make, unmake } from './make.js';
import { remember } from './move-records.js';
import { decodeChecked } from './moves.js';
import { filterMovesTo, type Kernel } from './kernel-api.js';
import { type EngineState, HOT_ROYALS } from './state.js';

export { filterMovesTo, type Kernel } from './kernel-api.js';

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
