/** What the end rules call of the AXF chase rule's code (`axf-chase.ts`, a supplied rule: `../supplied.ts`). */
import type { EngineState } from '../../engine/state/state.js';
import type { EndResult } from '../../variant/definition.js';
import type { RuleCode } from '../module/rule-module.js';

/** The side that broke a repetition rule (`side`), which rule, and that rule's result. */
export interface RepetitionOffence {
  readonly side: number;
  readonly reason: 'chase' | 'perpetual-check';
  readonly result: EndResult;
}

/** The AXF chase rule's code (`end.axfChase`). */
export interface AxfChaseCode extends RuleCode<'axfChase'> {
  /** The side that broke the rule over the repetition whose earliest occurrence lies `depth` plies back, if one did. */
  offence(st: EngineState, depth: number): RepetitionOffence | undefined;
  /** How many plies the move-count draw is put off by checks. */
  checkAllowance(st: EngineState): number;
}
