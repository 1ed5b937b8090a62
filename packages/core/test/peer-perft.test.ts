/**
 * The peers' public perft files: python-chess `examples/perft/*.perft` and chessops' variant perft
 * table (see `peer-perft-cases.ts` for the budgets and the `PERFT_*` environment), and chessops'
 * insufficient-material table.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { Position } from '../src/position.js';
import { BUDGETS, cacheDir, describePerftFiles, present, toFen, variantFor } from './peer-perft-cases.js';

/** Every file but python-chess's `random.perft`, which `peer-perft-random-1.test.ts` and `-2.test.ts` run beside this one. */
const files = [...BUDGETS.keys()].filter((file) => file !== 'random');

describePerftFiles(files);

// The files are committed (test/fixtures/peer-perft), so their absence is a failure, not a skip.
it('the peer perft files are present', () => {
  expect(present, `run \`node scripts/fetch-peer-perft.mjs\` to fetch them into ${cacheDir}`).toBe(true);
});

describe.skipIf(!present)('chessops insufficient-material table (variant.test.ts)', () => {
  const rows = present
    ? fs
        .readFileSync(path.join(cacheDir, 'chessops-material.txt'), 'utf8')
        .split('\n')
        .filter((line) => line && !line.startsWith('#'))
        .map((line) => line.split(' ; '))
    : [];
  it('has rows', () => expect(rows.length).toBeGreaterThan(0));
  for (const [variant, fen, white, black] of rows) {
    // chessops answers per side; the game is drawn when neither side can win.
    const drawn = white === 'true' && black === 'true';
    it(`${variant} ${fen}: ${drawn ? 'drawn' : 'not drawn'}`, () => {
      const pos = Position.fromFen(toFen(fen!), variantFor(variant!));
      expect(pos.isInsufficientMaterial()).toBe(drawn);
    });
  }
});
