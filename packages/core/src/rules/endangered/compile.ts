/** The endangered rule (`PieceType.rules.endangered`, SjaakII `endangered`): which types take only unprotected ones. */
import { flagRule } from '../module/piece-flags.js';

/** The endangered rule: a flag per piece type. */
export const endangeredRule = /* @__PURE__ */ flagRule('endangered');
