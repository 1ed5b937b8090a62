/** The parts a rule module's schema fragment is built from (`RuleSchema.build`). */
import { z } from 'zod';
import { flag, id, ids, offsets, vector } from './parts.js';
import { moveAtom } from './move-atom.js';

/** The parts a rule module's schema fragment is built from (`RuleSchema.build`): zod, `parts.ts` and `moveAtom`. */
export const schemaParts = { z, vector, id, ids, flag, offsets, moveAtom } as const;

/** The type of `schemaParts`. */
export type SchemaParts = typeof schemaParts;
