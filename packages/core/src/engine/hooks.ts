/**
 * The engine's hooks (`EngineHooks` in `state.ts`): the functions of the upper layers that the lower ones call —
 * the check test, the legal move generator, and the turn rules' steps after `make` and before `unmake` — and the
 * engine operations rule modules call (make, unmake, a piece's moves, the attackers of a square, a move's legality). A lower
 * layer calls `st.hooks.x(...)` instead of importing the layer above, so imports only go down; `loadSetup` fills
 * a state's hooks (its copies share them). One constant object: a set compiled per variant (null turn steps for
 * variants without turns, so that `make` tests one field) measured 21–38 B over the `import * from '@x/core'`
 * size budget; `make` tests `def.turns` instead.
 */
import { captureSources } from './legality/attacks.js';
import { inCheckSide, legalAfter } from './legality/check.js';
import { generateMoves } from './generate.js';
import { generatePieceAll } from './pseudo-legal/gen-piece.js';
import { make, unmake } from './pseudo-legal/make.js';
import type { EngineHooks } from './state/state.js';
import { turnAfterMake, turnBeforeUnmake } from './rule-passes/turns.js';

/** The hooks of every generic engine state. */
export const engineHooks: EngineHooks = {
  inCheck: inCheckSide,
  legalMoves: generateMoves,
  afterMake: turnAfterMake,
  beforeUnmake: turnBeforeUnmake,
  make,
  unmake,
  pieceMoves: generatePieceAll,
  attackers: captureSources,
  legalAfter,
};
