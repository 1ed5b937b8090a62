/** The zod schema of a `MoveAtom` (`index.ts` and the rule fragments that hold atoms, `rules/conversion/schema.ts`). */
import { z } from 'zod';
import { MAX_RANGE } from './limits.js';
import { flag, id, ids, vector } from './parts.js';

/** The zod schema of a `MoveAtom`. */
export const moveAtom = z
  .object({
    kind: z.enum(['leap', 'ride', 'hop']),
    vectors: z.array(vector).min(1).max(64),
    orientation: z.enum(['mirror', 'rotate']).optional(),
    mode: z.enum(['both', 'move', 'capture']).optional(),
    range: z.number().int().min(1).max(MAX_RANGE).optional(),
    legs: z.array(z.array(vector).max(8)).max(64).optional(),
    hop: z.enum(['cannon', 'grasshopper']).optional(),
    hurdleExcept: ids.optional(),
    reach: z.number().int().min(1).max(MAX_RANGE).optional(),
    fromZone: id.optional(),
    toBoard: z.number().int().min(1).max(16).optional(),
    initial: flag,
    notInitial: flag,
    setsEnPassant: flag,
    takesEnPassant: flag,
    notInCheck: flag,
    inCheck: flag,
    secondStep: z.array(vector).min(1).max(64).optional(),
    swap: z.enum(['friend', 'enemy']).optional(),
    swapExcept: z.array(id).max(64).optional(),
    swapChain: flag,
    bounce: flag,
    ownVictims: ids.min(1).optional(),
    walk: z.number().int().min(1).max(16).optional(),
  })
  .strict()
  .refine(
    (a) =>
      !a.bounce ||
      (a.kind === 'ride' &&
        a.vectors.every(([x, y]) => y !== 0 && a.vectors.some(([u, w]) => u === -x && w === y))),
    'bounce: a ride whose vectors all move along the ranks, each with its mirror image across the file axis',
  )
  .refine((a) => !a.swapChain || a.swap === 'enemy', 'swapChain: an enemy swap atom (swap: "enemy")')
  .refine((a) => !a.ownVictims || !a.swap, 'ownVictims: not on a swap atom');
