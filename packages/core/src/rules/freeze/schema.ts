/** The freeze rule's schema fragment (`PieceType.rules.freeze`). */
import { z } from 'zod';
import { ids, offsets } from '../../schema/parts.js';

/** The zod schema of `PieceType.rules.freeze`. */
export const freezeSchema = z
  .object({
    squares: offsets,
    victims: ids.optional(),
    single: ids.optional(),
    attackers: z.number().int().min(1).max(64).optional(),
  })
  .strict();
