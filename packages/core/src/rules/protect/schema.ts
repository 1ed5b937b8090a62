/** The protect rule's schema fragment (`PieceType.rules.protect`). */
import { z } from 'zod';
import { flag, offsets } from '../../schema/parts.js';

/** The zod schema of `PieceType.rules.protect`. */
export const protectSchema = z.object({ squares: offsets, whileFrozen: flag }).strict();
