/** The AXF chase rule (`end.axfChase`): a supplied rule, its code in `axf-chase.ts`. */
import { suppliedRule } from '../module/supplied.js';

/** The AXF chase rule (`end.axfChase`). */
export const axfChaseRule = /* @__PURE__ */ suppliedRule('axfChase');
