/** The stymie rule's schema fragment (`PieceType.rules.stymie`). */
import type { RuleSchema } from '../module/rule-module.js';

/** The zod schema of `PieceType.rules.stymie`. */
export const stymieSchema: RuleSchema = {
  on: 'piece',
  build: ({ z, offsets }) => z.object({ squares: offsets }).strict(),
};
