/** The mate-checkers rule (`end.mateCheckers`): a supplied rule, its code in `mate-checkers.ts`. */
import { suppliedRule } from '../module/supplied.js';

/** The mate-checkers rule (`end.mateCheckers`). */
export const mateCheckersRule = /* @__PURE__ */ suppliedRule('mateCheckers');
