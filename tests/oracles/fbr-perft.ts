/**
 * Writes `packages/fbr/test/fixtures/fsf-perft.json`: Fairy-Stockfish (ffish) perft counts from the
 * start positions of the variants whose FBR rule sets `@x/fbr` compiles in its tests (chess,
 * Capablanca, crazyhouse, atomic, king of the hill, three-check, and three Betza-defined fairy piece
 * sets loaded through `loadVariantConfig`). Only the numbers leave this private package.
 * Run: `pnpm --filter @x/oracles exec tsx fbr-perft.ts`
 */
import fs from 'node:fs';
import { FAIRY_INI } from './fbr-fairy-ini.js';
import { ffishPerft, loadFfish } from './ffish.js';
import { rng } from '../rng.js';

const cases: { name: string; ffish: string; depth: number }[] = [
  { name: 'chess', ffish: 'chess', depth: 4 },
  { name: 'capablanca', ffish: 'capablanca', depth: 3 },
  { name: 'crazyhouse', ffish: 'crazyhouse', depth: 4 },
  { name: 'atomic', ffish: 'atomic', depth: 4 },
  { name: 'kingofthehill', ffish: 'kingofthehill', depth: 4 },
  { name: 'threecheck', ffish: '3check', depth: 4 },
  { name: 'fairy', ffish: 'fbrfairy', depth: 4 },
  { name: 'fairy2', ffish: 'fbrfairy2', depth: 4 },
  { name: 'fairy3', ffish: 'fbrfairy3', depth: 4 },
];

/** Rule sets that also get seeded random mid-game positions (depth 3). */
const midgame: Record<string, number> = {
  fairy: 5,
  fairy2: 5,
  fairy3: 5,
  crazyhouse: 4,
  atomic: 4,
  capablanca: 3,
  kingofthehill: 2,
  threecheck: 2,
};

const ffish = await loadFfish();
ffish.loadVariantConfig(FAIRY_INI);
const out: { name: string; fen: string; depth: number; nodes: number[] }[] = [];
for (const c of cases) {
  const board = new ffish.Board(c.ffish);
  const nodes: number[] = [];
  for (let d = 1; d <= c.depth; d++) nodes.push(ffishPerft(board, d));
  out.push({ name: c.name, fen: board.fen(), depth: c.depth, nodes });
  board.delete();
  console.log(c.name, nodes.join(' '));
  const random = rng(c.name.length * 7919 + 17);
  let made = 0;
  for (let game = 0; made < (midgame[c.name] ?? 0) && game < 100; game++) {
    const b = new ffish.Board(c.ffish);
    const plies = 8 + Math.floor(random() * 40);
    let ok = true;
    for (let i = 0; i < plies && ok; i++) {
      const moves = b.legalMoves().split(' ').filter(Boolean);
      if (moves.length === 0 || b.isGameOver()) ok = false;
      else b.push(moves[Math.floor(random() * moves.length)]!);
    }
    if (ok && !b.isGameOver()) {
      const counts = [1, 2, 3].map((d) => ffishPerft(b, d));
      out.push({ name: c.name, fen: b.fen(), depth: 3, nodes: counts });
      console.log(' ', b.fen(), counts.join(' '));
      made++;
    }
    b.delete();
  }
}
const file = new URL('../../packages/fbr/test/fixtures/fsf-perft.json', import.meta.url);
fs.writeFileSync(file, `${JSON.stringify(out, null, 2)}\n`);
console.log(`wrote ${out.length} cases`);
