/** The capture-only rule's schema fragment (`VariantDefinition.captureOnly`). */
import type { RuleSchema } from '../module/rule-module.js';

/** The zod schema of `VariantDefinition.captureOnly`. */
export const captureOnlySchema: RuleSchema = {
  on: 'definition',
  build: ({ z, id, ids }) =>
    z
      .array(z.object({ zone: id, pieces: ids.optional() }).strict())
      .min(1)
      .max(64),
};
