/**
 * lichess's win percentage and its move judgements, as `xn analyse` marks moves with them.
 *
 * - Win% = 50 + 50 × (2 / (1 + exp(−0.00368208 × cp)) − 1), the centipawns clamped to ±1000, a mate counted as
 *   ±1000 (lichess.org/page/accuracy; lila's and scalachess's `WinPercent`: `winningChances`, `Cp.CEILING`).
 * - A move whose Win% (its mover's) drops by 15 or more is a blunder (`??`, NAG 4), by 10 a mistake (`?`, NAG 2),
 *   by 5 an inaccuracy (`?!`, NAG 6): lila's `Advice.scala` thresholds 0.3, 0.2, 0.1 on the winning-chances scale
 *   (−1 … +1), which is Win% / 50 − 1.
 * - Where a mate appears or is lost (lila's `MateAdvice`): a mate against the mover that was not there is a
 *   blunder, a mistake when the mover was already below −7 pawns, an inaccuracy below −9.99; a forced mate of the
 *   mover's given away is a blunder, a mistake when the mover still stands above +7 pawns, an inaccuracy above
 *   +9.99.
 */

/** An engine's score from one side's point of view: centipawns, or mate in `mate` moves (negative: it is mated). */
export type Score = { readonly cp: number } | { readonly mate: number };

/** The centipawns beyond which an evaluation counts no more (scalachess's `Cp.CEILING`). */
export const CP_CEILING = 1000;

/** lila's fitted slope (lila pull request 11148). */
const MULTIPLIER = 0.00368208;

/** Whether a score is a mate score. */
export const isMate = (score: Score): score is { readonly mate: number } => 'mate' in score;

/** The winning chances of `cp` centipawns on lichess's −1 … +1 scale (not clamped). */
export function winningChances(cp: number): number {
  return Math.max(-1, Math.min(1, 2 / (1 + Math.exp(-MULTIPLIER * cp)) - 1));
}

/** The Win% (0 … 100) of a score, for the side whose score it is. */
export function winPercent(score: Score): number {
  const cp = isMate(score)
    ? mateSign(score.mate) * CP_CEILING
    : Math.max(-CP_CEILING, Math.min(CP_CEILING, score.cp));
  return 50 + 50 * winningChances(cp);
}

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
export function judgeMove(before: Score, after: Score): Judgement | undefined {
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
