/** The no-passing-check rule (`PieceType.rules.noPassingCheck`, SjaakII `en-passant check`): which royals may not pass attacked squares. */
import { flagRule } from '../module/piece-flags.js';

/** The no-passing-check rule: a flag per piece type. */
export const noPassingCheckRule = /* @__PURE__ */ flagRule('noPassingCheck');
