/** The AXF chase rule (`end.axfChase`): a supplied rule, its code in `axf-chase.ts`. */
import { suppliedRule } from '../module/supplied.js';

/** The AXF chase rule (`end.axfChase`). */
export const axfChaseRule = suppliedRule('axfChase', {
  about: "`end.axfChase`: the Asian Xiangqi Federation's chase rule",
  supplied: true,
});
