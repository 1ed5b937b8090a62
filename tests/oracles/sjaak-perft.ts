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

/** SjaakII short name, with the ffish variant where it is named otherwise and the perft depth where it is not 5. */
const cases: { name: string; ffish?: string; depth?: number }[] = [
  { name: 'fide_chess', ffish: 'chess' },
  { name: '3check' },
  { name: 'legan', depth: 6 },
  { name: 'judkins' },
  { name: 'euroshogi' },
  { name: 'gorogoro_shogi', ffish: 'gorogoro' },
  { name: 'mini_xiangqi', ffish: 'minixiangqi' },
  { name: 'amazon' },
  { name: 'suicide' },
  { name: 'giveaway' },
  { name: 'clobber', depth: 4 },
  { name: 'yarishogi' },
  { name: 'peasant', ffish: 'sjpeasant' },
];

const ff = await loadFfish();
ff.loadVariantConfig(ini);
const out: Record<string, { ffish: string; fen: string; depth: number; nodes: number }> = {};
for (const { name, ffish = name, depth = 5 } of cases) {
  const board = new ff.Board(ffish);
  const t = performance.now();
  const nodes = ffishPerft(board, depth);
  out[name] = { ffish, fen: board.fen(), depth, nodes };
  board.delete();
  console.log(
    `${name.padEnd(16)} ${ffish.padEnd(12)} depth ${depth} = ${nodes} (${((performance.now() - t) / 1000).toFixed(1)} s)`,
  );
}
const file = new URL('../../packages/sjaak-variants/test/fixtures/ffish-perft.json', import.meta.url);
fs.writeFileSync(file, `${JSON.stringify(out, null, 2)}\n`);
console.log(`wrote ${file.pathname}`);
