/** Helpers for `@x/fbr`'s tests that read the legal moves of a compiled variant's position. */
import type { Position } from '@x/core';

/** The target squares of the legal moves of `pos` that start on `from`, sorted. */
export function targetsFrom(pos: Position, from: string): string[] {
  return pos
    .legalMoves()
    .filter((m) => m.from === from)
    .map((m) => m.to)
    .sort();
}
