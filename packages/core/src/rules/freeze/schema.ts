/** The freeze rule's schema fragment (`PieceType.rules.freeze`). */
import type { RuleSchema } from '../module/rule-module.js';

/** The zod schema of `PieceType.rules.freeze`. */
export const freezeSchema: RuleSchema = {
  on: 'piece',
  build: ({ z, ids, offsets }) =>
    z
      .object({
        squares: offsets,
        victims: ids.optional(),
        single: ids.optional(),
        attackers: z.number().int().min(1).max(64).optional(),
      })
      .strict(),
};
