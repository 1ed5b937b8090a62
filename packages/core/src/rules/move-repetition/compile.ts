/** The move-repetition rule (`end.moveRepetition`): a supplied rule, its code in `move-repetition.ts`. */
import { suppliedRule } from '../supplied.js';

/** The move-repetition rule (`end.moveRepetition`). */
export const moveRepetitionRule = suppliedRule(
  'moveRepetition',
  '`end.moveRepetition`: moving a piece back and forth loses (Kakao janggi); supplied',
  (def) => !!def.end?.moveRepetition,
  ['end', 'moveRepetition'],
);
