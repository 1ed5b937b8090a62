/** The spacious rule's schema fragment (`PieceType.rules.spacious`). */
import type { RuleSchema } from '../module/rule-module.js';

/** The zod schema of `PieceType.rules.spacious`: a flag. */
export const spaciousSchema: RuleSchema = { on: 'piece', build: ({ z }) => z.boolean() };
