/** The move-repetition rule (`end.moveRepetition`): a supplied rule, its code in `move-repetition.ts`. */
import { suppliedRule } from '../module/supplied.js';

/** The move-repetition rule (`end.moveRepetition`). */
export const moveRepetitionRule = /* @__PURE__ */ suppliedRule('moveRepetition');
