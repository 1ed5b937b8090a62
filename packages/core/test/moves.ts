/** Helpers for `@x/core`'s tests that read a position's legal moves. */
import { symmetricVectors } from '../src/variant/atoms.js';
import type { Move } from '../src/move.js';
import type { Position } from '../src/position.js';

/** The eight one-square steps of a king, as leap vectors. */
export const KING_STEPS = [...symmetricVectors(0, 1), ...symmetricVectors(1, 1)];

/** What `pick` reads (the target square by default) from each legal move of `pos` that starts on `from`, sorted. */
export function movesFrom(pos: Position, from: string, pick: (m: Move) => string = (m) => m.to): string[] {
  return pos
    .legalMoves()
    .filter((m) => m.from === from)
    .map(pick)
    .sort();
}

/** The FEN of `pos` after `moves` (as `play` reads them) are played on it. */
export function fenAfter(pos: Position, ...moves: string[]): string {
  for (const move of moves) pos.play(move);
  return pos.toFen();
}
