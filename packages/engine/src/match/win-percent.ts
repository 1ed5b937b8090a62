/**
 * lichess's winning chances and Win% of an evaluation: the one curve `xn analyse` (marks, accuracy) and the
 * playground's evaluation chart use.
 *
 * - winning chances = 2 / (1 + exp(−0.00368208 × cp)) − 1 (−1 … +1), the centipawns clamped to ±1000 (lila's
 *   and lichess's `ui/ceval` `cpWinningChances`; the slope is lila pull request 11148's fit);
 * - Win% = 50 + 50 × winning chances (lichess.org/page/accuracy), a mate counted as ±1000 cp (scalachess's
 *   `Cp.CEILING`, lila's `WinPercent.fromEval`).
 */

/** An engine's evaluation from one side's point of view: centipawns, or mate in `mate` moves (negative: mated). */
export type Evaluation = { readonly cp: number } | { readonly mate: number };

/** The centipawns beyond which an evaluation counts no more (scalachess's `Cp.CEILING`). */
export const CP_CEILING = 1000;

/** lila's fitted slope (lila pull request 11148). */
const MULTIPLIER = 0.00368208;

/** Whether an evaluation is a mate score. */
export const isMate = (evaluation: Evaluation): evaluation is { readonly mate: number } =>
  'mate' in evaluation;

/** The winning chances of `cp` centipawns on lichess's −1 … +1 scale, `cp` clamped to ±`CP_CEILING`. */
export function winningChances(cp: number): number {
  const capped = Math.max(-CP_CEILING, Math.min(CP_CEILING, cp));
  return 2 / (1 + Math.exp(-MULTIPLIER * capped)) - 1;
}

/** The centipawns lichess counts for an evaluation: cp clamped to ±1000, a mate ±1000 (`-0`, mated now, −1000). */
export function cappedCentipawns(evaluation: Evaluation): number {
  if (!isMate(evaluation)) return Math.max(-CP_CEILING, Math.min(CP_CEILING, evaluation.cp));
  const { mate } = evaluation;
  return mate > 0 || Object.is(mate, 0) ? CP_CEILING : -CP_CEILING;
}

/** The Win% (0 … 100) of an evaluation, for the side whose evaluation it is. */
export function winPercent(evaluation: Evaluation): number {
  return 50 + 50 * winningChances(cappedCentipawns(evaluation));
}
