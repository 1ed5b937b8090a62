/**
 * The rules cross-check (test/rules-crosscheck.ts) as a test: a sample in `pnpm test` (xiangqi, 10 engine moves
 * each), every engine and variant at 1,000 moves under `pnpm test:deep`. Every engine move must be legal in
 * `@x/core`; disagreements at a game's end are listed in the failure. Skipped, saying so, without the engines.
 */
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { bySize, deep } from '../../../tests/depth.js';
import { crossCheck, crossTable, FAIRY } from './rules-crosscheck.js';

/** Disagreements known and listed in the package README (`Rules cross-check`), by engine and variant. */
const KNOWN = new Set(['Fairy-Stockfish 11.1 (UCI)/racingkings']);

describe.skipIf(!fs.existsSync(FAIRY))(
  `rules cross-check${fs.existsSync(FAIRY) ? '' : ` (skipped: ${FAIRY} is not installed)`}`,
  () => {
    it('every engine move is legal in @x/core, and the game ends agree', {
      timeout: deep ? 3_600_000 : 60_000,
    }, async () => {
      const rows = await crossCheck(bySize(10, 1000), 400, deep ? undefined : ['xiangqi']);
      const unexpected = rows.filter(
        (r) => r.disagreements.length > 0 && !KNOWN.has(`${r.engine}/${r.variant}`),
      );
      expect(unexpected, crossTable(rows)).toEqual([]);
      expect(rows.reduce((n, r) => n + r.moves, 0)).toBeGreaterThan(0);
    });
  },
);
