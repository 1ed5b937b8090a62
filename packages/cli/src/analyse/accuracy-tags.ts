/**
 * The tags `xn analyse` adds to every game: `WhiteAccuracy`, `BlackAccuracy` (lichess's accuracy, one decimal)
 * and `WhiteACPL`, `BlackACPL` (average centipawn loss, whole centipawns), computed by `@x/engine/match`
 * `gameAccuracy` from the `[%eval]`s written after the main line's moves, so that the tags say what the file
 * shows (a move without an `[%eval]` keeps the evaluation before it, +15 cp before the first move, as
 * `gameAccuracy` counts it). A side without a move gets no tags.
 */
import type { Color } from '@x/core';
import { type Evaluation, gameAccuracy } from '@x/engine/match';
import { type Game, mainLine } from '@x/san';
import { parseComments } from '@x/san/annotations';

/** The game with the four tags set (after its own tags; an old value replaced). */
export function withAccuracyTags<G extends Pick<Game, 'headers' | 'moves'>>(game: G, firstMover: Color): G {
  const evaluations = mainLine(game.moves).map((node): Evaluation | undefined => {
    const written = parseComments(node.data.comments).evaluation;
    if (written === undefined) return undefined;
    return 'mate' in written ? { mate: written.mate } : { cp: written.cp };
  });
  const { white, black } = gameAccuracy(evaluations, firstMover === 'white');
  const headers = new Map(game.headers);
  for (const [side, figures] of [
    ['White', white],
    ['Black', black],
  ] as const) {
    if (figures === undefined) continue;
    headers.set(`${side}Accuracy`, figures.accuracy.toFixed(1));
    headers.set(`${side}ACPL`, `${Math.round(figures.acpl)}`);
  }
  return { ...game, headers };
}
