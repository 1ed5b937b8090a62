/** The no-retaliate rule (`PieceType.rules.noRetaliate`, SjaakII `no_retaliate`): which types may not be retaken. */
import { flagRule } from '../module/piece-flags.js';

/** The no-retaliate rule: a flag per piece type. */
export const noRetaliateRule = /* @__PURE__ */ flagRule('noRetaliate');
