/** A game as the frames of its GIF: the start and the position after each move, each move's squares tinted. */
import type { BasePosition, Move, Setup, VariantDefinition } from '@x/core';
import type { DiagramOptions } from './options.js';

/** One frame of a game: a position and the move that led to it (tinted). */
export interface GifFrame {
  readonly position: BasePosition;
  readonly lastMove?: DiagramOptions['lastMove'];
}

/** Reads a move written as text: the legal move of `position` that `text` names (e.g. `@x/kif`'s `parseMove`). */
export type MoveReader = (text: string, position: BasePosition) => Move;

/** The options of `gameFrames`. */
export interface GameFramesOptions {
  /** How a move written as text is read (default: UCI, as `position.play` takes it). */
  readonly readMove?: MoveReader;
  /**
   * The most frames (the start counts as one; default {@link MAX_GIF_FRAMES}, `Infinity` for all): the moves
   * after are not played.
   */
  readonly maxFrames?: number;
  /**
   * Which frames are returned: `'all'` (default), or `'last'` alone — the moves are played all the same, but no
   * frame before the last is copied, so drawing a long game's final position holds one position, not one a ply.
   */
  readonly keep?: 'all' | 'last';
}

/** The default cap of `gameFrames`: a GIF of more plies would be minutes long and megabytes large. */
export const MAX_GIF_FRAMES = 1000;

/** A `maxFrames` option read: default {@link MAX_GIF_FRAMES}; a plain `TypeError` for one that is no positive integer or `Infinity`. */
export function frameCap(maxFrames: number | undefined): number {
  const max = maxFrames ?? MAX_GIF_FRAMES;
  if (max !== Number.POSITIVE_INFINITY && !(Number.isInteger(max) && max > 0))
    throw new TypeError(`@x/diagram: maxFrames must be a positive integer or Infinity (got ${max})`);
  return max;
}

/** The squares `move` tints: where it comes from and where it goes (a drop: its square alone). */
function squaresOf(move: Move): { from: string; to: string } {
  return { from: move.from ?? move.to, to: move.to };
}

/**
 * A copy of `position` without its history, all a drawing reads: `clone()` copies the history, which makes the
 * frames of an n-ply game cost O(n²) (1,000 frames: 1.6 s of clones). Its class's `fromSetup` when it has one
 * and takes the setup, else `clone()`.
 */
function snapshot(position: BasePosition): BasePosition {
  const of = position.constructor as {
    fromSetup?: (setup: Setup, variant: VariantDefinition) => BasePosition;
  };
  if (of.fromSetup === undefined) return position.clone();
  try {
    return of.fromSetup(position.toSetup(), position.variant);
  } catch {
    return position.clone();
  }
}

/** The move `text` names in `position`: by `read`, or as UCI (an illegal one: `play`'s located error). */
function readMove(text: string, position: BasePosition, read: MoveReader | undefined): Move {
  if (read) return read(text, position);
  const move = position.findMove(text);
  if (move === undefined) position.play(text); // throws PositionError illegal-move
  return move!;
}

/**
 * The frames of a game for `gif()`: `start`, then the position after each of `moves` in turn — a `Move`, a move's
 * text (UCI, or what `readMove` reads) or `null` for a pass — each with its move's squares as `lastMove`. Each
 * frame holds its own copy (with `keep: 'last'`, the last frame alone); `start` is left as it was. Throws the
 * position's `PositionError` (`illegal-move`), or `readMove`'s error, for a move the position before it has not; a
 * plain `TypeError` for a bad `maxFrames`.
 */
export function gameFrames(
  start: BasePosition,
  moves: Iterable<Move | string | null>,
  options: GameFramesOptions = {},
): GifFrame[] {
  const max = frameCap(options.maxFrames);
  const all = options.keep !== 'last';
  const position = start.clone();
  const frames: GifFrame[] = all ? [{ position: snapshot(start) }] : [];
  let count = 1;
  let lastMove: GifFrame['lastMove'];
  for (const given of moves) {
    if (count >= max) break;
    if (given === null) {
      position.playNull();
      lastMove = undefined;
    } else {
      const move = typeof given !== 'string' ? given : readMove(given, position, options.readMove);
      position.play(move);
      lastMove = squaresOf(move);
    }
    count++;
    if (all) frames.push(frameOf(position, lastMove));
  }
  return all ? frames : [count === 1 ? { position: snapshot(start) } : frameOf(position, lastMove)];
}

/** The frame of `position` (a copy) reached by a move on `lastMove`'s squares (undefined: none, or a pass). */
function frameOf(position: BasePosition, lastMove: GifFrame['lastMove']): GifFrame {
  return lastMove === undefined
    ? { position: snapshot(position) }
    : { position: snapshot(position), lastMove };
}
