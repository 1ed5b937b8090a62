/** The mate-checkers rule (`end.mateCheckers`): a supplied rule, its code in `mate-checkers.ts`. */
import { suppliedRule } from '../module/supplied.js';

/** The mate-checkers rule (`end.mateCheckers`). */
export const mateCheckersRule = suppliedRule('mateCheckers', {
  about: '`end.mateCheckers`: a mate counts only by some pieces (shatar)',
  supplied: true,
});
