/**
 * Writes `packages/sjaak-variants/test/fixtures/ffish-perft.json`: Fairy-Stockfish (ffish) perft
 * counts from the start positions of SjaakII variants whose rules FSF implements the same way
 * (reference §13, "oracle agreement"), at depths beyond the shared perft file. FSF built-in variants
 * are used by name; Peasant's Revolt is loaded from our own three-line configuration. Only the numbers
 * leave this private package.
 * Run: `pnpm --filter @x/oracles exec tsx sjaak-perft.ts`
 */
import fs from 'node:fs';
import { ffishPerft, loadFfish } from './ffish.js';

/** Our own configuration for the fork's Peasant's Revolt (chess pieces, no castling). */
const ini = `
[sjpeasant:chess]
startFen = 1nn1k1n1/4p3/8/8/8/8/PPPPPPPP/4K3 w - - 0 1
castling = false
`;

/** SjaakII short name → ffish variant and depth. */
const cases: { name: string; ffish: string; depth: number }[] = [
  { name: 'fide_chess', ffish: 'chess', depth: 5 },
  { name: '3check', ffish: '3check', depth: 5 },
  { name: 'legan', ffish: 'legan', depth: 6 },
  { name: 'judkins', ffish: 'judkins', depth: 5 },
  { name: 'euroshogi', ffish: 'euroshogi', depth: 5 },
  { name: 'gorogoro_shogi', ffish: 'gorogoro', depth: 5 },
  { name: 'mini_xiangqi', ffish: 'minixiangqi', depth: 5 },
  { name: 'amazon', ffish: 'amazon', depth: 5 },
  { name: 'suicide', ffish: 'suicide', depth: 5 },
  { name: 'giveaway', ffish: 'giveaway', depth: 5 },
  { name: 'clobber', ffish: 'clobber', depth: 4 },
  { name: 'yarishogi', ffish: 'yarishogi', depth: 5 },
  { name: 'peasant', ffish: 'sjpeasant', depth: 5 },
];

const ff = await loadFfish();
ff.loadVariantConfig(ini);
const out: Record<string, { ffish: string; fen: string; depth: number; nodes: number }> = {};
for (const c of cases) {
  const board = new ff.Board(c.ffish);
  const t = performance.now();
  const nodes = ffishPerft(board, c.depth);
  out[c.name] = { ffish: c.ffish, fen: board.fen(), depth: c.depth, nodes };
  board.delete();
  console.log(
    `${c.name.padEnd(16)} ${c.ffish.padEnd(12)} depth ${c.depth} = ${nodes} (${((performance.now() - t) / 1000).toFixed(1)} s)`,
  );
}
const file = new URL('../../packages/sjaak-variants/test/fixtures/ffish-perft.json', import.meta.url);
fs.writeFileSync(file, `${JSON.stringify(out, null, 2)}\n`);
console.log(`wrote ${file.pathname}`);
