/** The attacking-drops rule's schema fragment (`VariantDefinition.attackingDrops`). */
import type { RuleSchema } from '../module/rule-module.js';

/** The zod schema of `VariantDefinition.attackingDrops`: piece ids. */
export const attackingDropsSchema: RuleSchema = { on: 'definition', build: ({ ids }) => ids };
