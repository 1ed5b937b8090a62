/** The stymie rule's schema fragment (`PieceType.rules.stymie`). */
import { z } from 'zod';
import { offsets } from '../../schema/parts.js';

/** The zod schema of `PieceType.rules.stymie`. */
export const stymieSchema = z.object({ squares: offsets }).strict();
