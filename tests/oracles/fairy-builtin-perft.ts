/**
 * Writes `packages/fairy-variants/test/fixtures/ffish-builtin-perft.json` (issue #50): for each of
 * Fairy-Stockfish's 121 built-in variants (`FAIRY_BUILTIN_NAMES`), the start position and three
 * positions reached by seeded random play, each with ffish's perft counts to depth 3 (2 on boards of
 * more than 100 squares). Only FSF's numbers, FENs and UCI moves leave this private package; the tests
 * compare `@x/fairy-variants`' built-in data with them. Run:
 * `pnpm --filter @x/oracles exec tsx fairy-builtin-perft.ts [name…]` (with names: only those,
 * merged into the existing fixture).
 */
import fs from 'node:fs';
import { FAIRY_BUILTIN_NAMES } from '@x/fairy-variants';
import { rng } from '../rng.js';
import { loadFfish } from './ffish.js';
import { type FixturePosition, fixturePositions } from './ffish-positions.js';

const only = process.argv.slice(2);
const file = new URL('../../packages/fairy-variants/test/fixtures/ffish-builtin-perft.json', import.meta.url);
const out: Record<string, FixturePosition[] | { error: string }> =
  only.length > 0 && fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : {};

/** Squares of the board a FEN's first field describes. */
function squares(fen: string): number {
  const rows = fen.split(/[ []/)[0]!.split('/');
  const files = [...rows[0]!.matchAll(/\d+|\+?[A-Za-z*]/g)].reduce(
    (n, m) => n + (/^\d/.test(m[0]) ? Number(m[0]) : 1),
    0,
  );
  return rows.length * files;
}

const ff = await loadFfish();
for (const [index, name] of [...FAIRY_BUILTIN_NAMES].entries()) {
  if (only.length > 0 && !only.includes(name)) continue;
  const t = performance.now();
  try {
    const positions = fixturePositions(ff, name, rng(0x50 + index), (b) => (squares(b.fen()) > 100 ? 2 : 3));
    out[name] = positions;
    const s = ((performance.now() - t) / 1000).toFixed(1);
    console.log(`${name.padEnd(20)} ${positions.map((p) => p.perft.join('/')).join('  ')} (${s} s)`);
  } catch (error) {
    out[name] = { error: String(error) };
    console.log(`${name.padEnd(20)} ffish failed: ${String(error)}`);
  }
}
fs.writeFileSync(file, `${JSON.stringify(out)}\n`);
console.log(`wrote ${file.pathname}`);
