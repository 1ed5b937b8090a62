/** The move-repetition rule (`end.moveRepetition`): a supplied rule, its code in `move-repetition.ts`. */
import { suppliedRule } from '../module/supplied.js';

/** The move-repetition rule (`end.moveRepetition`). */
export const moveRepetitionRule = suppliedRule('moveRepetition', {
  about: '`end.moveRepetition`: moving a piece back and forth loses (Kakao janggi)',
  supplied: true,
});
