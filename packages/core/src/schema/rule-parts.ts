/** The parts a rule module's schema fragment is built from (`RuleSchema.build`). */
import { z } from 'zod';
import { flag, id, ids, offsets, vector } from './parts.js';
import { moveAtom } from './move-atom.js';

/**
 * The zod functions a fragment is written with: these, not zod's namespace (an object holding `z` keeps every export
 * of zod in a bundle that reads it: 8 KB gzip more in the playground's Convert tab).
 */
const zod = {
  array: z.array,
  boolean: z.boolean,
  discriminatedUnion: z.discriminatedUnion,
  literal: z.literal,
  number: z.number,
  object: z.object,
};

/** The parts a rule module's schema fragment is built from (`RuleSchema.build`): zod's functions, `parts.ts`, `moveAtom`. */
export const schemaParts = { z: zod, vector, id, ids, flag, offsets, moveAtom } as const;

/** The type of `schemaParts`. */
export type SchemaParts = typeof schemaParts;
