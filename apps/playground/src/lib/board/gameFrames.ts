/** The frames of a game's GIF: its positions from the start along the main line, each with its move's squares. */
import type { BasePosition } from '@x/core';
import type { GifFrame } from '@x/diagram/gif';

/** A move of a main line: the position after it and its squares (from and to; one for a drop). */
export interface PlayedMove {
  readonly position: BasePosition;
  readonly squares: readonly string[];
}

/** The most frames a GIF is made of (a ply each): a longer game is cut there rather than made minutes long. */
export const MAX_GIF_FRAMES = 1000;

/** The squares of a move as `@x/diagram`'s `lastMove` (a drop tints its one square). */
function lastMoveOf(squares: readonly string[]): GifFrame['lastMove'] {
  const [from, to = from] = squares;
  return from === undefined || to === undefined ? undefined : { from, to };
}

/** `start` then each of `moves` as a GIF's frames, at most {@link MAX_GIF_FRAMES}. */
export function gameFrames(start: BasePosition, moves: Iterable<PlayedMove>): GifFrame[] {
  const frames: GifFrame[] = [{ position: start }];
  for (const move of moves) {
    if (frames.length >= MAX_GIF_FRAMES) break;
    const lastMove = lastMoveOf(move.squares);
    frames.push({ position: move.position, ...(lastMove ? { lastMove } : {}) });
  }
  return frames;
}
