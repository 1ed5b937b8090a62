/** What move generation and `make` call of the wall-choices rule's code (`wall-choices.ts`, a supplied rule). */
import type { EngineState } from '../../engine/state/state.js';
import type { WallChoicesCompiler } from './check.js';

/** The wall-choices rule's code (walls with rule `edge`, walls placed instead of a move). */
export interface WallChoicesCode extends WallChoicesCompiler {
  /**
   * After the legal moves `out[0, n)` without walls: the wall moves of the position (the moves with their walls,
   * those of `addWalls` kept where `edge` allows, or the moves as they are and a wall instead of a move); returns
   * how many moves `out` now holds.
   */
  add(
    st: EngineState,
    out: Int32Array,
    n: number,
    addWalls: (st: EngineState, out: Int32Array, n: number) => number,
  ): number;
  /** After `make` of a wall move's move without its wall, made at `ply`: what a wall instead of a move keeps. */
  made(st: EngineState, ply: number, base: number): void;
}
