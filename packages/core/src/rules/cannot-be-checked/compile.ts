/** The cannot-be-checked rule (`PieceType.rules.cannotBeChecked`, FBR `pieces{set}=cannotbechecked`). */
import { flagRule } from '../module/piece-flags.js';

/** The cannot-be-checked rule: a flag per piece type. */
export const cannotBeCheckedRule = /* @__PURE__ */ flagRule('cannotBeChecked');
