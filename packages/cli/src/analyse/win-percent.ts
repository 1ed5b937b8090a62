/**
 * lichess's move judgements, as `xn analyse` marks moves with them, on lichess's Win% (`@x/engine/match`
 * `winPercent`):
 *
 * - A move whose Win% (its mover's) drops by 15 or more is a blunder (`??`, NAG 4), by 10 a mistake (`?`, NAG 2),
 *   by 5 an inaccuracy (`?!`, NAG 6): lila's `Advice.scala` thresholds 0.3, 0.2, 0.1 on the winning-chances scale
 *   (−1 … +1), which is Win% / 50 − 1.
 * - Where a mate appears or is lost (lila's `MateAdvice`): a mate against the mover that was not there is a
 *   blunder, a mistake when the mover was already below −7 pawns, an inaccuracy below −9.99; a forced mate of the
 *   mover's given away is a blunder, a mistake when the mover still stands above +7 pawns, an inaccuracy above
 *   +9.99.
 */
import { CP_CEILING, type Evaluation, isMate, winPercent } from '@x/engine/match';

/** +1 for a mate the side gives, −1 for one it gets (`-0`, a side already mated, is −1). */
function mateSign(mate: number): number {
  return mate > 0 || Object.is(mate, 0) ? 1 : -1;
}

/** How bad a move was, by lichess's marks. */
export type Judgement = 'inaccuracy' | 'mistake' | 'blunder';

/** The NAG of each judgement: `?!` 6, `?` 2, `??` 4. */
export const JUDGEMENT_NAGS: Readonly<Record<Judgement, number>> = { inaccuracy: 6, mistake: 2, blunder: 4 };

/** The Win% drops of each judgement, worst first. */
const DROPS: readonly (readonly [number, Judgement])[] = [
  [15, 'blunder'],
  [10, 'mistake'],
  [5, 'inaccuracy'],
];

/**
 * Judges a move from the evaluations before and after it, both from the point of view of the side that moved;
 * undefined for a move lichess leaves unmarked.
 */
export function judgeMove(before: Evaluation, after: Evaluation): Judgement | undefined {
  if (!isMate(before) && !isMate(after)) {
    const drop = winPercent(before) - winPercent(after);
    return DROPS.find(([least]) => drop >= least)?.[1];
  }
  const mateAgainst = isMate(after) && mateSign(after.mate) < 0;
  if (!isMate(before) && mateAgainst)
    return before.cp < -999 ? 'inaccuracy' : before.cp < -700 ? 'mistake' : 'blunder';
  const hadMate = isMate(before) && mateSign(before.mate) > 0;
  if (hadMate && (mateAgainst || !isMate(after))) {
    const cp = isMate(after) ? -CP_CEILING * 10 : after.cp;
    return cp > 999 ? 'inaccuracy' : cp > 700 ? 'mistake' : 'blunder';
  }
  return undefined;
}
