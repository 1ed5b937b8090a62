/** The no-retaliate rule's schema fragment (`PieceType.rules.noRetaliate`). */
import type { RuleSchema } from '../module/rule-module.js';

/** The zod schema of `PieceType.rules.noRetaliate`: a flag. */
export const noRetaliateSchema: RuleSchema = { on: 'piece', build: ({ z }) => z.boolean() };
