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

/**
 * Each rule set of the fixtures: its ffish variant, the depth counted from the start position, and how many seeded
 * random mid-game positions (counted to depth 3) it also gets.
 */
const cases: readonly (readonly [name: string, ffish: string, depth: number, midgames: number])[] = [
  ['chess', 'chess', 4, 0],
  ['capablanca', 'capablanca', 3, 3],
  ['crazyhouse', 'crazyhouse', 4, 4],
  ['atomic', 'atomic', 4, 4],
  ['kingofthehill', 'kingofthehill', 4, 2],
  ['threecheck', '3check', 4, 2],
  ['fairy', 'fbrfairy', 4, 5],
  ['fairy2', 'fbrfairy2', 4, 5],
  ['fairy3', 'fbrfairy3', 4, 5],
];

const ffish = await loadFfish();
ffish.loadVariantConfig(FAIRY_INI);
const out: { name: string; fen: string; depth: number; nodes: number[] }[] = [];
for (const [name, variant, depth, midgames] of cases) {
  const board = new ffish.Board(variant);
  const nodes: number[] = [];
  for (let d = 1; d <= depth; d++) nodes.push(ffishPerft(board, d));
  out.push({ name, fen: board.fen(), depth, nodes });
  board.delete();
  console.log(name, nodes.join(' '));
  const random = rng(name.length * 7919 + 17);
  let made = 0;
  for (let game = 0; made < midgames && game < 100; game++) {
    const b = new ffish.Board(variant);
    const plies = 8 + Math.floor(random() * 40);
    let ok = true;
    for (let i = 0; i < plies && ok; i++) {
      const moves = b.legalMoves().split(' ').filter(Boolean);
      if (moves.length === 0 || b.isGameOver()) ok = false;
      else b.push(moves[Math.floor(random() * moves.length)]!);
    }
    if (ok && !b.isGameOver()) {
      const counts = [1, 2, 3].map((d) => ffishPerft(b, d));
      out.push({ name, fen: b.fen(), depth: 3, nodes: counts });
      console.log(' ', b.fen(), counts.join(' '));
      made++;
    }
    b.delete();
  }
}
const file = new URL('../../packages/fbr/test/fixtures/fsf-perft.json', import.meta.url);
fs.writeFileSync(file, `${JSON.stringify(out, null, 2)}\n`);
console.log(`wrote ${out.length} cases`);
