/** The conversion rule's schema fragment (`PieceType.rules.conversion`). */
import type { RuleSchema } from '../module/rule-module.js';

/** The zod schema of `PieceType.rules.conversion`: conversion by attack or by moves. */
export const conversionSchema: RuleSchema = {
  on: 'piece',
  build: ({ z, moveAtom, offsets }) => {
    const atoms = z.array(moveAtom).min(1).max(64);
    return z.discriminatedUnion('kind', [
      z.object({ kind: z.literal('attack'), atoms }).strict(),
      z.object({ kind: z.literal('move'), atoms, guard: offsets.optional() }).strict(),
    ]);
  },
};
