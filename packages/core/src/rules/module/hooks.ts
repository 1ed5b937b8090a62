/**
 * The engine side of the rule modules: per compiled variant, the hooks of the rules it names (`activeRuleHooks`, of
 * the registry's `ruleHooks`), resolved once per compiled variant to one function per point. The engine calls each
 * hook point from one place, through `EngineState.ruleHooks`: a variant that names no such rule tests one
 * `undefined` field per point.
 */
import type { CompiledVariant } from '../../variant/compile/compiled.js';
import type { ActiveRuleHooks, EngineState, RuleHookPoints } from '../../engine/state/state.js';
import type { RuleHooks } from './rule-hooks.js';
import { ruleHooks } from './registry.js';

/** The hooks of a variant that names none of the rules of `ruleHooks`. */
const NO_HOOKS: ActiveRuleHooks = {
  afterMove: undefined,
  undoMove: undefined,
  keepMoves: undefined,
  addMoves: undefined,
};

const cache = new WeakMap<CompiledVariant, ActiveRuleHooks>();

/** The hook points filled by the rules `c` names, one function each (built once per compiled variant). */
export function activeRuleHooks(c: CompiledVariant): ActiveRuleHooks {
  let active = cache.get(c);
  if (active === undefined) {
    const named = ruleHooks.filter((h) => c.rules[h.name] !== undefined);
    active = named.length === 0 ? NO_HOOKS : combine(named);
    cache.set(c, active);
  }
  return active;
}

/** One function per hook point of `rules`: the one rule's own, or a call of each in turn (undo: in reverse). */
function combine(rules: readonly RuleHooks[]): ActiveRuleHooks {
  const of = <K extends keyof RuleHookPoints>(k: K) =>
    rules.flatMap((r) => (r[k] === undefined ? [] : [r[k] as NonNullable<RuleHookPoints[K]>]));
  const after = of('afterMove');
  const undo = of('undoMove').reverse();
  const passes = (list: readonly ((st: EngineState, out: Int32Array, n: number) => number)[]) =>
    list.length <= 1
      ? list[0]
      : (st: EngineState, out: Int32Array, n: number) => list.reduce((k, f) => f(st, out, k), n);
  return {
    afterMove:
      after.length <= 1
        ? after[0]
        : (st, ply, m, us) => {
            for (const f of after) f(st, ply, m, us);
          },
    undoMove:
      undo.length <= 1
        ? undo[0]
        : (st, ply) => {
            for (const f of undo) f(st, ply);
          },
    keepMoves: passes(of('keepMoves')),
    addMoves: passes(of('addMoves')),
  };
}
