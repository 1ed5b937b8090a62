/** What move generation and the end rules call of the standing-promotions rule's code (a supplied rule). */
import type { EngineState } from '../../engine/state/state.js';
import type { StandingCompiler } from './tables.js';

/** The standing-promotions rule's code (`PromotionRule.standing`). */
export interface StandingPromotionsCode extends StandingCompiler {
  /** Adds the legal standing promotions of the side to move to `out[0, n)`; returns the new count. */
  add(st: EngineState, out: Int32Array, n: number): number;
  /** Whether the side to move, with its `n` legal moves in `moves`, has drawn by having promotions only. */
  promotionsOnly(st: EngineState, moves: Int32Array, n: number): boolean;
}
