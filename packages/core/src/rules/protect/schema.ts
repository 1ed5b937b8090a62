/** The protect rule's schema fragment (`PieceType.rules.protect`). */
import type { RuleSchema } from '../module/rule-module.js';

/** The zod schema of `PieceType.rules.protect`. */
export const protectSchema: RuleSchema = {
  on: 'piece',
  build: ({ z, flag, offsets }) => z.object({ squares: offsets, whileFrozen: flag }).strict(),
};
