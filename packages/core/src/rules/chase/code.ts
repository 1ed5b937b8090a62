/** What the repetition rules call of the chase rule's code (`chase.ts`, a supplied rule: `../supplied.ts`). */
import type { EngineState } from '../../engine/state/state.js';
import type { RuleCode } from '../module/rule-module.js';

/** The chase rule's code (`end.chase`). */
export interface ChaseCode extends RuleCode<'chase'> {
  /** The side that chased with every move over the last `depth` plies (a repetition), or -1 when both or neither did. */
  chasingSide(st: EngineState, depth: number): number;
}
