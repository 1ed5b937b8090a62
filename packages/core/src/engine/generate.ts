/**
 * The generic kernel's legal move generation: the base generator the variant's data selects — the fast
 * generator (one royal, pins and check evasion computed), the Alice kernel's, or the checked generator
 * (pseudo-legal moves tried on the board) — then the variant's rule passes: gating and pickups, turns,
 * forced captures, illegal repetitions and game ends. The top of the engine's layers (docs/architecture.md).
 */
import { generateAlice } from './alice.js';
import { generateBoards } from './boards.js';
import { buffer } from './state/board.js';
import { isCapture, keepCaptures } from './legality/capture-rules.js';
import { keepMovesFrom } from './state/shared-state.js';
import { inCheckSide, legalAfter } from './legality/check.js';
import { addPickups, keepDrops } from './legality/drops.js';
import { addGating } from './legality/gating.js';
import { isVariantEnd } from './rule-passes/end.js';
import { suppliedCode } from '../rules/module/supplied-code.js';
import { checkedRoyalTakes, stalematePass } from './legality/fsf-rules.js';

import { generateChecked, generateCheckedFrom } from './legality/gen-checked.js';
import { generateFast, generateFastFrom } from './legality/gen-fast.js';
import { janggiTurn } from './rule-passes/janggi.js';
import { make, unmake } from './pseudo-legal/make.js';
import {
  END_ILLEGAL_MATE,
  END_ILLEGAL_REPETITION,
  END_ILLEGAL_STALEMATE,
} from '../variant/compile/tables.js';
import { removeIllegalRepetitions } from './rule-passes/repetition.js';
import type { EngineState } from './state/state.js';
import { turnMoves } from './rule-passes/turns.js';
import { addWalls } from './rule-passes/wall-moves.js';

/**
 * Writes the legal moves, encoded, into `out` and returns how many. Low-level: for perft, SAN
 * resolution and other hot loops; `legalMoves()` gives plain objects.
 */
export function generateMoves(st: EngineState, out: Int32Array): number {
  if (!st.playThroughEnd && isVariantEnd(st)) return 0;
  const c = st.c;
  const us = st.side;
  let n =
    c.generation.simple && st.royalCount[us] === 1
      ? generateFast(st, out)
      : c.rules.alice !== undefined
        ? generateAlice(st, out)
        : c.rules.boards !== undefined && c.rules.boards.transfer !== 0
          ? generateBoards(st, out)
          : generateChecked(st, out);
  const rules = st.ruleHooks; // the rule modules' passes (`rules/module/hooks.ts`)
  if (rules.addMoves !== undefined) n = rules.addMoves(st, out, n);
  if (c.def.drops) n = dropPasses(st, out, n);
  if (rules.keepMoves !== undefined) n = rules.keepMoves(st, out, n);
  if (c.def.turns) n = turnMoves(st, out, n, isCapture);
  if (c.def.mustCapture) n = keepCaptures(st, out, n);
  if (c.def.checkedRoyalTakesOnly) n = checkedRoyalTakes(st, out, n);
  if (c.def.passOnStalemate && n === 0) n = stalematePass(st, out, n);
  if (c.def.pass || c.def.bikjang) n = janggiTurn(st, out, n);
  if (c.def.walls) n = wallPasses(st, out, n);
  const bits = c.end.endFilters;
  if (bits === 0) return n;
  if (bits & END_ILLEGAL_REPETITION) n = removeIllegalRepetitions(st, out, n);
  const mate = (bits & END_ILLEGAL_MATE) !== 0;
  const stalemate = (bits & END_ILLEGAL_STALEMATE) !== 0;
  return (mate || stalemate) && !st.innerEndCheck ? removeIllegalEnds(st, out, n, mate, stalemate) : n;
}

/**
 * Whether `generateMovesFrom` may generate one piece's moves: the fast and the checked generator's variants (not
 * Alice chess) whose rule passes keep or drop each move on its own (no gating, pickups, forced drops or captures,
 * turns, pass on stalemate or wall choices, which look at the whole list).
 */
function oneFromApplies(st: EngineState): boolean {
  const c = st.c;
  const d = c.def;
  return (
    c.rules.alice === undefined &&
    !c.rules.boards?.transfer &&
    c.rules.pinch === undefined && // a pinch's origin is the pinched piece's square: every move is generated
    st.ruleHooks.addMoves === undefined &&
    !d.drops?.gating &&
    !d.drops?.pickup &&
    !d.drops?.mustDrop &&
    !d.turns &&
    !d.mustCapture &&
    !d.passOnStalemate &&
    !c.generation.wallParry &&
    !c.rules.wallChoices
  );
}

/**
 * The drop rules' passes: gating, pickups, forced drops. Apart from `generateMoves`, which stays small enough for
 * V8 to inline it into perft's loop (with these lines inside, chess perft d5 ran 1.6 % more instructions).
 */
function dropPasses(st: EngineState, out: Int32Array, n: number): number {
  const drops = st.c.def.drops!;
  if (drops.gating) n = addGating(st, out, n);
  if (drops.pickup) n = addPickups(st, out, n);
  if (drops.mustDrop) n = keepDrops(st, out, n);
  return n;
}

/** The wall rules' passes (placed walls, wall choices, `wallParry`), apart from `generateMoves` as `dropPasses`. */
function wallPasses(st: EngineState, out: Int32Array, n: number): number {
  const c = st.c;
  const wallRule = c.def.walls!.rule;
  if (wallRule !== undefined && wallRule !== 'past')
    n = c.rules.wallChoices ? suppliedCode.wallChoices!.add(st, out, n, addWalls) : addWalls(st, out, n);
  if (c.generation.wallParry) n = keepLegalWithWalls(st, out, n);
  return n;
}

/** `wallParry`: keeps the wall moves `out[0, n)` after which the mover's royal is safe, its wall placed. */
function keepLegalWithWalls(st: EngineState, out: Int32Array, n: number): number {
  const us = st.side;
  let w = 0;
  for (let i = 0; i < n; i++) {
    make(st, out[i]!);
    const ok = legalAfter(st, us);
    unmake(st);
    if (ok) out[w++] = out[i]!;
  }
  return w;
}

/**
 * The legal moves of the piece on `from` (castling included, drops not) into `out`; returns how many. The same
 * moves as `generateMoves` filtered by origin, but where the variant allows (`oneFromApplies`) only that piece's
 * moves are generated and tried, then the per-move rule passes (bikjang and pass, illegal repetitions and ends).
 */
export function generateMovesFrom(st: EngineState, from: number, out: Int32Array): number {
  let n = -1;
  if (oneFromApplies(st)) {
    if (!st.playThroughEnd && isVariantEnd(st)) return 0;
    const c = st.c;
    n =
      c.generation.simple && st.royalCount[st.side] === 1
        ? generateFastFrom(st, from, out)
        : generateCheckedFrom(st, from, out);
    if (n >= 0) {
      const keep = st.ruleHooks.keepMoves;
      if (keep !== undefined) n = keep(st, out, n);
      if (c.def.checkedRoyalTakesOnly) n = checkedRoyalTakes(st, out, n);
      if (c.def.pass || c.def.bikjang) n = janggiTurn(st, out, n);
      const bits = c.end.endFilters;
      if (bits & END_ILLEGAL_REPETITION) n = removeIllegalRepetitions(st, out, n);
      const mate = (bits & END_ILLEGAL_MATE) !== 0;
      const stalemate = (bits & END_ILLEGAL_STALEMATE) !== 0;
      if ((mate || stalemate) && !st.innerEndCheck) n = removeIllegalEnds(st, out, n, mate, stalemate);
    }
  }
  return keepMovesFrom(out, n < 0 ? generateMoves(st, out) : n, from);
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
