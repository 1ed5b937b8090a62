/**
 * Writes `packages/core/test/fixtures/fsf-perft.json`: Fairy-Stockfish (ffish) perft counts for the
 * built-in variants from the start position and from seeded random mid-game positions. The numbers
 * are facts produced by the oracle; no Fairy-Stockfish code enters the project.
 * Run: `pnpm --filter @x/oracles exec tsx make-fsf-fixtures.ts`
 */
import fs from 'node:fs';
import { ffishPerft, loadFfish } from './ffish.js';
import { rng } from '../rng.js';

/** The variants with a Fairy-Stockfish counterpart, in the order of the fixture, and the start position's depth. */
const depths = new Map<string, number>([
  ['chess', 4],
  ['crazyhouse', 3],
  ['capablanca', 3],
  ['xiangqi', 3],
  ['shogi', 3],
  ['makruk', 4],
  ['atomic', 4],
  ['kingofthehill', 4],
  ['threecheck', 4],
  ['antichess', 4],
  ['horde', 4],
  ['racingkings', 4],
]);
/** Fairy-Stockfish's names where they differ from ours. */
const ffishName = new Map([['threecheck', '3check']]);

const ffish = await loadFfish();
const out: { variant: string; fen: string; depth: number; nodes: number }[] = [];
for (const [v, depth] of depths) {
  const start = new ffish.Board(ffishName.get(v) ?? v);
  out.push({ variant: v, fen: start.fen(), depth, nodes: ffishPerft(start, depth) });
  start.delete();
  const random = rng(v.length * 7919);
  let made = 0;
  for (let game = 0; made < 6 && game < 100; game++) {
    const b = new ffish.Board(ffishName.get(v) ?? v);
    const plies =
      10 + Math.floor(random() * (v === 'atomic' || v === 'kingofthehill' || v === 'threecheck' ? 25 : 50));
    let ok = true;
    for (let i = 0; i < plies; i++) {
      const moves = b.legalMoves().split(' ').filter(Boolean);
      if (moves.length === 0) {
        ok = false;
        break;
      }
      // Prefer captures and drops now and then so hands and promotions appear.
      b.push(moves[Math.floor(random() * moves.length)]!);
    }
    if (ok && !b.isGameOver()) {
      out.push({ variant: v, fen: b.fen(), depth: 3, nodes: ffishPerft(b, 3) });
      made++;
    }
    b.delete();
  }
}
const file = new URL('../../packages/core/test/fixtures/fsf-perft.json', import.meta.url);
fs.writeFileSync(file, `${JSON.stringify(out, null, 2)}\n`);
console.log(`wrote ${out.length} cases`);
