/** The capture-only rule's schema fragment (`VariantDefinition.captureOnly`). */
import { z } from 'zod';
import { id, ids } from '../../schema/parts.js';

/** The zod schema of `VariantDefinition.captureOnly`. */
export const captureOnlySchema = z
  .array(z.object({ zone: id, pieces: ids.optional() }).strict())
  .min(1)
  .max(64);
