/** The endangered rule's schema fragment (`PieceType.rules.endangered`). */
import type { RuleSchema } from '../module/rule-module.js';

/** The zod schema of `PieceType.rules.endangered`: a flag. */
export const endangeredSchema: RuleSchema = { on: 'piece', build: ({ z }) => z.boolean() };
