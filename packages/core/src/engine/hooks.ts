/**
 * The engine's hooks (`EngineHooks` in `state.ts`), compiled once per variant: the functions of the upper layers
 * that the lower ones call — the check test, the legal move generator, and the rules that run after `make` and
 * before `unmake` (check counting, turns). A lower layer calls `st.hooks.x(...)` instead of importing the layer
 * above, so imports only go down; `loadSetup` fills a state's hooks, and a variant without those rules gets
 * `null` after-make and before-unmake hooks (`make` tests one field).
 */
import type { CompiledVariant } from '../compile.js';
import { inCheckSide } from './check.js';
import { generateMoves } from './generate.js';
import type { EngineHooks, EngineState } from './state.js';
import { turnAfterMake, turnBeforeUnmake } from './turns.js';

const compiled = /* @__PURE__ */ new WeakMap<CompiledVariant, EngineHooks>();

/** The hooks of a compiled variant (built once). */
export function hooksOf(c: CompiledVariant): EngineHooks {
  let hooks = compiled.get(c);
  if (hooks === undefined) {
    hooks = compileHooks(c);
    compiled.set(c, hooks);
  }
  return hooks;
}

function compileHooks(c: CompiledVariant): EngineHooks {
  const checks = Boolean(c.def.end?.checks);
  const turns = Boolean(c.def.turns);
  return {
    inCheck: inCheckSide,
    legalMoves: generateMoves,
    afterMake: checks && turns ? countCheckThenTurn : checks ? countCheck : turns ? turnAfterMake : null,
    beforeUnmake: turns ? turnBeforeUnmake : null,
  };
}

/** `end.checks`: a move by `us` that gives check spends one of its remaining checks. */
function countCheck(st: EngineState, _m: number, us: number, _ply: number): void {
  if (st.checksRemaining[us]! > 0 && inCheckSide(st, us ^ 1)) {
    st.checksRemaining[us] = st.checksRemaining[us]! - 1;
  }
}

/** `end.checks` and `turns` together: the check is counted before the turn goes on or ends. */
function countCheckThenTurn(st: EngineState, m: number, us: number, ply: number): void {
  countCheck(st, m, us, ply);
  turnAfterMake(st, m, us, ply);
}
