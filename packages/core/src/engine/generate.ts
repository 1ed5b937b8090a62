/**
 * The generic kernel's legal move generation: the base generator the variant's data selects — the fast
 * generator (one royal, pins and check evasion computed), the Alice kernel's, or the checked generator
 * (pseudo-legal moves tried on the board) — then the variant's rule passes: gating and pickups, turns,
 * forced captures, illegal repetitions and game ends. The top of the engine's layers (docs/architecture.md).
 */
import { generateAlice } from './alice.js';
import { buffer } from './board.js';
import { isCapture, keepCaptures } from './capture-rules.js';
import { inCheckSide } from './check.js';
import { addGating, addPickups, keepDrops } from './drops.js';
import { isVariantEnd } from './end.js';
import { stalematePass } from './fsf-rules.js';

import { generateChecked } from './gen-checked.js';
import { generateFast } from './gen-fast.js';
import { janggiTurn } from './janggi.js';
import { make, unmake } from './make.js';
import {
  END_ILLEGAL_MATE,
  END_ILLEGAL_REPETITION,
  END_ILLEGAL_STALEMATE,
} from '../variant/compile/tables.js';
import { removeIllegalRepetitions } from './repetition.js';
import type { EngineState } from './state.js';
import { turnMoves } from './turns.js';
import { addWalls } from './wall-moves.js';

/**
 * Writes the legal moves, encoded, into `out` and returns how many. Low-level: for perft, SAN
 * resolution and other hot loops; `legalMoves()` gives plain objects.
 */
export function generateMoves(st: EngineState, out: Int32Array): number {
  if (!st.playThroughEnd && isVariantEnd(st)) return 0;
  const c = st.c;
  const us = st.side;
  let n =
    c.simple && st.royalCount[us] === 1
      ? generateFast(st, out)
      : c.aliceTwin !== undefined
        ? generateAlice(st, out)
        : generateChecked(st, out);
  const drops = c.def.drops;
  if (drops) {
    if (drops.gating) n = addGating(st, out, n);
    if (drops.pickup) n = addPickups(st, out, n);
    if (drops.mustDrop) n = keepDrops(out, n);
  }
  if (c.def.turns) n = turnMoves(st, out, n, isCapture);
  if (c.def.mustCapture) n = keepCaptures(st, out, n);
  if (c.def.passOnStalemate && n === 0) n = stalematePass(st, out, n);
  if (c.def.pass || c.def.bikjang) n = janggiTurn(st, out, n);
  const wallRule = c.def.walls?.rule;
  if (wallRule !== undefined && wallRule !== 'past') n = addWalls(st, out, n);
  const bits = c.endFilters;
  if (bits === 0) return n;
  if (bits & END_ILLEGAL_REPETITION) n = removeIllegalRepetitions(st, out, n);
  const mate = (bits & END_ILLEGAL_MATE) !== 0;
  const stalemate = (bits & END_ILLEGAL_STALEMATE) !== 0;
  return (mate || stalemate) && !st.innerEndCheck ? removeIllegalEnds(st, out, n, mate, stalemate) : n;
}

/** Removes the moves that would checkmate or stalemate the opponent where the variant makes that illegal. */
export function removeIllegalEnds(
  st: EngineState,
  out: Int32Array,
  n: number,
  mate: boolean,
  stalemate: boolean,
): number {
  let w = 0;
  st.innerEndCheck = true;
  for (let i = 0; i < n; i++) {
    const m = out[i]!;
    make(st, m);
    st.nest++;
    const replies = generateMoves(st, buffer(st, st.nest));
    st.nest--;
    const check = replies === 0 && inCheckSide(st, st.side);
    unmake(st);
    if (replies === 0 && ((check && mate) || (!check && stalemate))) continue;
    out[w++] = m;
  }
  st.innerEndCheck = false;
  return w;
}
