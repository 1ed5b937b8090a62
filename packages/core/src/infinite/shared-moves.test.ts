/**
 * The shared ICN cases' move descriptions (`legalMoves`) against `checkMove`, square by square within 9 squares of
 * each piece of the side to move (the other checks of the shared cases: `shared.test.ts`).
 */
import { describe, expect, it } from 'vitest';
import { bySize } from '../../../../tests/depth.js';
import { crossCheck, hasSharedData, sharedCases } from '../../test/infinite/helpers.js';
import { InfinitePosition } from './index.js';

describe.skipIf(!hasSharedData)(
  'shared ICN cases: descriptions agree with checkMove square by square',
  {
    timeout: 120_000,
  },
  () => {
    const cases = sharedCases();
    // every third case in `pnpm test` (each about 0.3 CPU-s), every case under `pnpm test:deep`
    const small = cases
      .filter((c) => c.icn.setup.pieces.length <= 100)
      .filter((_, i) => i % bySize(3, 1) === 0);
    for (const { name, icn } of small) {
      it(name, () => {
        const pos = InfinitePosition.fromSetup(icn.setup);
        expect(crossCheck(pos, 9n)).toEqual([]);
      });
    }
  },
);
