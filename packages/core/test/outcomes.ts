/** Assertions on how a game ends, for `@x/core`'s tests of end rules. */
import { expect } from 'vitest';
import type { Outcome, Position } from '../src/position.js';

/** Asserts that the game at `pos` is over with `outcome` and that move generation has stopped: no legal move. */
export function expectEnded(pos: Position, outcome: Outcome): void {
  expect(pos.outcome()).toEqual(outcome);
  expect(pos.legalMoves()).toEqual([]);
}
