/**
 * Writes `packages/fairy-variants/test/fixtures/ffish-ini-perft.json` (issue #40): for every section of
 * Fairy-Stockfish's own `variants.ini` (`../shared/data/fsf`, GPL-3.0: read in place), loaded into ffish
 * with `loadVariantConfig`, the start position and three positions reached by seeded random play, each
 * with ffish's perft counts to depth 3 (`legalMoves` bulk-counted at the last ply). Only FSF's numbers
 * and FENs leave this private package; the tests compare `@x/fairy-variants`' `toVariant` with them.
 * Run: `pnpm --filter @x/oracles exec tsx fairy-ini-perft.ts [section…]` (with names: only
 * those, merged into the existing fixture).
 */
import fs from 'node:fs';
import { loadFfish } from './ffish.js';
import { writeFixture } from './ffish-positions.js';

const DEPTH = 3;
const ini = fs.readFileSync(new URL('../../../shared/data/fsf/variants.ini', import.meta.url), 'utf8');
const names = [...ini.matchAll(/^\[([^\]:]+)(?::[^\]]*)?\]/gm)].map((m) => m[1]!);
const only = process.argv.slice(2);
const file = new URL('../../packages/fairy-variants/test/fixtures/ffish-ini-perft.json', import.meta.url);

const ff = await loadFfish();
ff.loadVariantConfig(ini);
writeFixture(ff, file, names, only, 0x40, () => DEPTH);
