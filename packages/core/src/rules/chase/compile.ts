/** The chase rule (`end.chase`): a supplied rule, its code in `chase.ts`. */
import { suppliedRule } from '../module/supplied.js';

/** The chase rule (`end.chase`). */
export const chaseRule = suppliedRule('chase', {
  about: "`end.chase`: SjaakII's chase rule",
  supplied: true,
});
