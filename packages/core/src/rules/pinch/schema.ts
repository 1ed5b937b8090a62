/** The pinch rule's schema fragment (`PieceType.rules.pinch`). */
import { z } from 'zod';
import { id, ids, offsets } from '../../schema/parts.js';

/** The zod schema of `PieceType.rules.pinch`. */
export const pinchSchema = z
  .object({ squares: offsets, victims: ids.optional(), zone: id.optional() })
  .strict();
