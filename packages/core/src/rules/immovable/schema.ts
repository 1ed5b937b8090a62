/** The immovable rule's schema fragment (`PieceType.rules.immovable`). */
import type { RuleSchema } from '../module/rule-module.js';

/** The zod schema of `PieceType.rules.immovable`: `{}` (the whole game) or `{ plies }`. */
export const immovableSchema: RuleSchema = {
  on: 'piece',
  build: ({ z }) => z.object({ plies: z.number().int().min(1).max(1_000_000).optional() }).strict(),
};
