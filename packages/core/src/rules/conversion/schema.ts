/** The conversion rule's schema fragment (`PieceType.rules.conversion`). */
import { z } from 'zod';
import { moveAtom } from '../../schema/move-atom.js';
import { offsets } from '../../schema/parts.js';

const atoms = z.array(moveAtom).min(1).max(64);

/** The zod schema of `PieceType.rules.conversion`. */
export const conversionSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('attack'), atoms }).strict(),
  z.object({ kind: z.literal('move'), atoms, guard: offsets.optional() }).strict(),
]);
