/** A rule's engine code as the engine calls it: the rule's name and the hook points it fills (`ruleHooks` of `registry.ts` lists them). */
import type { RuleHookPoints } from '../../engine/state/state.js';
import type { RuleName } from './rule-types.js';

/** One rule's engine code: its registry name and the hook points it fills (`RuleHookPoints`). */
export interface RuleHooks<N extends RuleName = RuleName> extends RuleHookPoints {
  /** The rule's name in `registry.ts`: its hooks run where the compiled variant has its tables. */
  readonly name: N;
}
