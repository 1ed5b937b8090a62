/** The must-evade rule's schema fragment (`VariantDefinition.mustEvade`). */
import type { RuleSchema } from '../module/rule-module.js';

/** The zod schema of `VariantDefinition.mustEvade`. */
export const mustEvadeSchema: RuleSchema = { on: 'definition', build: ({ z }) => z.boolean() };
