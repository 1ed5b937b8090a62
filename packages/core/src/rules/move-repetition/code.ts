/** What the end rules call of the move-repetition rule's code (`move-repetition.ts`, a supplied rule: `../supplied.ts`). */
import type { EngineState } from '../../engine/state/state.js';
import type { RuleCode } from '../module/rule-module.js';

/** The move-repetition rule's code (`end.moveRepetition`). */
export interface MoveRepetitionCode extends RuleCode<'moveRepetition'> {
  /**
   * Whether the side that just moved lost by moving a piece back and forth (`nearest`, `count`: the N-fold rule's),
   * unless the move-count draw is due.
   */
  lost(st: EngineState, nearest: number, count: number): boolean;
}
