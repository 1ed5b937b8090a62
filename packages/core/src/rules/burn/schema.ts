/** The burn rule's schema fragment (`PieceType.rules.burn`). */
import type { RuleSchema } from '../module/rule-module.js';

/** The zod schema of `PieceType.rules.burn`. */
export const burnSchema: RuleSchema = {
  on: 'piece',
  build: ({ z, flag, ids, offsets }) =>
    z.object({ squares: offsets, victims: ids.optional(), around: flag }).strict(),
};
