/** The burn rule's schema fragment (`PieceType.rules.burn`). */
import { z } from 'zod';
import { flag, ids, offsets } from '../../schema/parts.js';

/** The zod schema of `PieceType.rules.burn`. */
export const burnSchema = z.object({ squares: offsets, victims: ids.optional(), around: flag }).strict();
