/** The chase rule (`end.chase`): a supplied rule, its code in `chase.ts`. */
import { suppliedRule } from '../module/supplied.js';

/** The chase rule (`end.chase`). */
export const chaseRule = /* @__PURE__ */ suppliedRule('chase');
