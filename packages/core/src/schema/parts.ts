/** The zod parts every schema fragment is written with (`index.ts` and the rule modules' `schema.ts`). */
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

/**
 * The zod functions a fragment is written with: these, not zod's namespace (an object holding `z` keeps every export
 * of zod in a bundle that reads it: 8 KB gzip more in the playground's Convert tab).
 */
const zod = {
  array: z.array,
  boolean: z.boolean,
  discriminatedUnion: z.discriminatedUnion,
  enum: z.enum,
  literal: z.literal,
  number: z.number,
  object: z.object,
  string: z.string,
  union: z.union,
};

/** The parts a rule module's schema fragment is built from (`RuleSchema.build`): zod's functions and the parts above. */
export const schemaParts = { z: zod, vector, id, ids, flag, offsets } as const;

/** The type of `schemaParts`. */
export type SchemaParts = typeof schemaParts;
