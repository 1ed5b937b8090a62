/** A move named by its squares in an error message. */
import type { Move } from '@x/core';

/** A move as its squares (`e2e5`, `knight@e4`, `e7e8=queen`), to name in an error whatever the move is. */
export function moveName(move: Move): string {
  const origin = move.drop === true ? `${move.piece}@` : (move.from ?? '');
  return `${origin}${move.to}${move.promotion === undefined ? '' : `=${move.promotion}`}`;
}
