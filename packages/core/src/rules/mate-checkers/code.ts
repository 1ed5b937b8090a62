/** What the end rules call of the mate-checkers rule's code (`mate-checkers.ts`, a supplied rule: `../supplied.ts`). */
import type { EngineState } from '../../engine/state/state.js';
import type { RuleCode } from '../module/rule-module.js';

/** The mate-checkers rule's code (`end.mateCheckers`). */
export interface MateCheckersCode extends RuleCode<'mateCheckers'> {
  /** For the side to move, mated: whether the mate `loses` for the mating side, `counts`, or is a `draw`. */
  mateBy(st: EngineState): 'loses' | 'counts' | 'draw';
}
