/** The pinch rule's schema fragment (`PieceType.rules.pinch`). */
import type { RuleSchema } from '../module/rule-module.js';

/** The zod schema of `PieceType.rules.pinch`. */
export const pinchSchema: RuleSchema = {
  on: 'piece',
  build: ({ z, id, ids, offsets }) =>
    z.object({ squares: offsets, victims: ids.optional(), zone: id.optional() }).strict(),
};
