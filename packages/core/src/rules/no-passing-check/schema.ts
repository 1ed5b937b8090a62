/** The no-passing-check rule's schema fragment (`PieceType.rules.noPassingCheck`). */
import type { RuleSchema } from '../module/rule-module.js';

/** The zod schema of `PieceType.rules.noPassingCheck`: a flag. */
export const noPassingCheckSchema: RuleSchema = { on: 'piece', build: ({ z }) => z.boolean() };
