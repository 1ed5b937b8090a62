/**
 * The seeded random games of the insufficient-material check (`src/bridge/ends/material.ffish.test.ts`, written by
 * `tests/oracles/fairy-material.ts`): game `index` of a variant draws its moves from `@x/core`'s legal moves in
 * UCI order with `rng(seed)`, a capture two times in three when there is one, so that the games reach endgames. The
 * oracle plays each move in ffish too; the test replays the same moves from the seed alone.
 */
import type { Position } from '@x/core';
import { rng } from '../../../tests/rng.js';

/** The longest game played. */
export const MAX_PLIES = 300;

/** The seed of game `index` of the variant `name`. */
export function gameSeed(name: string, index: number): number {
  let h = 0x1a7 + index * 0x9e3779b1;
  for (const ch of name) h = Math.imul(h ^ ch.charCodeAt(0), 0x01000193);
  return h >>> 0;
}

/** A random-move chooser for one game: each call gives the next move (UCI) of `pos`, or undefined when it has none. */
export function seededMoves(seed: number): (pos: Position) => string | undefined {
  const random = rng(seed);
  return (pos) => {
    const moves = pos.legalMoves();
    if (moves.length === 0) return undefined;
    const all = moves.map((m) => pos.uci(m)).sort();
    const captures = moves
      .filter((m) => m.captured !== undefined)
      .map((m) => pos.uci(m))
      .sort();
    const pool = captures.length > 0 && random() < 2 / 3 ? captures : all;
    return pool[Math.floor(random() * pool.length)];
  };
}
