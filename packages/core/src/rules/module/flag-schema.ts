/** The schema fragment of every flag rule (`piece-flags.ts`): `PieceType.rules.<rule>` is a boolean. */
import type { RuleSchema } from './rule-module.js';

/** The zod schema of a flag rule's piece option (`PieceType.rules.noRetaliate`, …): a boolean. */
export const flagSchema: RuleSchema = { on: 'piece', build: ({ z }) => z.boolean() };
