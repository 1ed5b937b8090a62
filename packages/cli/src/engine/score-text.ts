/**
 * Engine scores as PGN writes them: an engine scores for the side to move, `[%eval]` for White; a bound (a fail
 * high or low) is no evaluation.
 */
import type { Color } from '@x/core';
import type { Info } from '@x/engine';
import type { Evaluation } from '@x/engine/match';
import type { CommentEvaluation } from '@x/san/annotations';

/** The evaluation of an engine's line: its exact score, or undefined (no line, no score, or only a bound). */
export function lineEvaluation(line: Info | undefined): Evaluation | undefined {
  const score = line?.score;
  if (score === undefined || score.bound !== undefined) return undefined;
  if (score.mate !== undefined) return { mate: score.mate };
  return score.cp === undefined ? undefined : { cp: score.cp };
}

/** An evaluation of `side`'s as White's `[%eval]` (with the depth when known). */
export function whiteEvaluation(score: Evaluation, side: Color, depth?: number): CommentEvaluation {
  const sign = side === 'white' ? 1 : -1;
  const at = depth === undefined ? {} : { depth };
  return 'mate' in score ? { mate: sign * score.mate, ...at } : { cp: sign * score.cp, ...at };
}

/** An evaluation of one side's seen from the other side. */
export function flipScore(score: Evaluation): Evaluation {
  return 'mate' in score ? { mate: -score.mate } : { cp: -score.cp };
}
