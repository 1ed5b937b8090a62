/** The protect rule's schema fragment (`PieceType.protect`). */
import type { RuleSchema } from '../module/rule-module.js';

/** The zod schema of `PieceType.protect`. */
export const protectSchema: RuleSchema = {
  on: 'piece',
  build: ({ z, flag, offsets }) => z.object({ squares: offsets, whileFrozen: flag }).strict(),
};
