/**
 * Engine scores as PGN writes them: an engine scores for the side to move, `[%eval]` for White.
 */
import type { Color } from '@x/core';
import type { CommentEvaluation } from '@x/san/annotations';
import type { Score } from '../analyse/win-percent.js';

/** A score of `side`'s as White's `[%eval]` (with the depth when known). */
export function whiteEvaluation(score: Score, side: Color, depth?: number): CommentEvaluation {
  const sign = side === 'white' ? 1 : -1;
  const at = depth === undefined ? {} : { depth };
  return 'mate' in score ? { mate: sign * score.mate, ...at } : { cp: sign * score.cp, ...at };
}

/** A score of one side's seen from the other side. */
export function flipScore(score: Score): Score {
  return 'mate' in score ? { mate: -score.mate } : { cp: -score.cp };
}
