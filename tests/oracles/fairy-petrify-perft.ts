/**
 * Writes `packages/fairy-variants/test/fixtures/ffish-petrify-perft.json` (issue #50): positions of Fairy-Stockfish's
 * `petrified` with stones on the board (a capturer turned to stone), reached by seeded random play, each with
 * ffish's perft to depth 3 — the built-in fixture's random games rarely capture. Only FSF's numbers, FENs and UCI
 * moves leave this private package. Run: `pnpm --filter @x/oracles exec tsx fairy-petrify-perft.ts`.
 */
import fs from 'node:fs';
import { rng } from '../rng.js';
import { ffishPerft, loadFfish } from './ffish.js';

const file = new URL('../../packages/fairy-variants/test/fixtures/ffish-petrify-perft.json', import.meta.url);
const ff = await loadFfish();
const random = rng(0x5e7);
const out: { fen: string; moves: string[]; perft: number[] }[] = [];
for (let game = 0; game < 200 && out.length < 8; game++) {
  const board = new ff.Board('petrified');
  const moves: string[] = [];
  const plies = 8 + Math.floor(random() * 30);
  for (let i = 0; i < plies && !board.isGameOver(); i++) {
    const list = board.legalMoves().split(' ');
    const move = list[Math.floor(random() * list.length)]!;
    board.push(move);
    moves.push(move);
  }
  const fen = board.fen();
  if (fen.split(' ')[0]!.includes('*') && !board.isGameOver() && !out.some((p) => p.fen === fen)) {
    out.push({ fen, moves, perft: [1, 2, 3].map((d) => ffishPerft(board, d)) });
    console.log(fen, out.at(-1)!.perft.join('/'));
  }
  board.delete();
}
fs.writeFileSync(file, `${JSON.stringify(out)}\n`);
console.log(`wrote ${file.pathname}`);
