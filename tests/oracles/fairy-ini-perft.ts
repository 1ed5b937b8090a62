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
import { rng } from '../rng.js';
import { loadFfish } from './ffish.js';
import { type FixturePosition, fixturePositions } from './ffish-positions.js';

const DEPTH = 3;
const ini = fs.readFileSync(new URL('../../../shared/data/fsf/variants.ini', import.meta.url), 'utf8');
const names = [...ini.matchAll(/^\[([^\]:]+)(?::[^\]]*)?\]/gm)].map((m) => m[1]!);
const only = process.argv.slice(2);
const file = new URL('../../packages/fairy-variants/test/fixtures/ffish-ini-perft.json', import.meta.url);
const out: Record<string, FixturePosition[] | { error: string }> =
  only.length > 0 && fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : {};

const ff = await loadFfish();
ff.loadVariantConfig(ini);
for (const [index, name] of names.entries()) {
  if (only.length > 0 && !only.includes(name)) continue;
  const t = performance.now();
  try {
    const positions = fixturePositions(ff, name, rng(0x40 + index), () => DEPTH);
    out[name] = positions;
    const s = ((performance.now() - t) / 1000).toFixed(1);
    console.log(`${name.padEnd(24)} ${positions.map((p) => p.perft.join('/')).join('  ')} (${s} s)`);
  } catch (error) {
    out[name] = { error: String(error) };
    console.log(`${name.padEnd(24)} ffish failed: ${String(error)}`);
  }
}
fs.writeFileSync(file, `${JSON.stringify(out)}\n`);
console.log(`wrote ${file.pathname}`);
