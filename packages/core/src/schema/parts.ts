/** The zod parts every schema fragment is written with (`index.ts`, `move-atom.ts`, `rule-parts.ts`). */
import { z } from 'zod';
import { MAX_PIECE_TYPES } from './limits.js';

/** A vector `[dx, dy]`. */
export const vector = z.tuple([z.number().int().min(-64).max(64), z.number().int().min(-64).max(64)]);
/** A piece or zone id. */
export const id = z.string().min(1).max(64);
/** A list of piece ids: at most one per piece type. */
export const ids = z.array(id).max(MAX_PIECE_TYPES);
/** An optional yes/no property. */
export const flag = z.boolean().optional();
/** A zone of offsets: 1 to 64 vectors. */
export const offsets = z.array(vector).min(1).max(64);
