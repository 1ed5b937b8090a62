/**
 * Writes `packages/fairy-variants/test/fixtures/ffish-seirawan.json` (issue #40): ffish's perft of its built-in
 * `seirawan` (S-chess: gating) and of it with Chess960 castling (`seirawan960`, pychess-variants' name), to depth
 * 3 from start positions and positions reached by seeded random play; and the pychess-variants games of
 * `../shared/data/fsf` replayed in ffish from their SAN — the UCI moves and the FEN after each — for the replay
 * test to compare. Only FSF's numbers, moves and FENs leave this private package.
 * Run: `pnpm --filter @x/oracles exec tsx seirawan-perft.ts`, then `pnpm exec biome format --write` on the
 * fixture (the lint checks its layout).
 */
import fs from 'node:fs';
import { rng } from '../rng.js';
import { ffishPerft, loadFfish } from './ffish.js';

const DEPTH = 3;
const STARTS: Record<string, readonly string[]> = {
  seirawan: [
    'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[HEhe] w KQBCDFGkqbcdfg - 0 1',
    'r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R[HEhe] w KQkq - 0 1',
  ],
  seirawan960: [
    'rnqkbnrb/pppppppp/8/8/8/8/PPPPPPPP/RNQKBNRB[HEhe] w HECBFQKhecbfqk - 0 1',
    'bbrkqnrn/pppppppp/8/8/8/8/PPPPPPPP/BBRKQNRN[HEhe] w KQABEFHkqabefh - 0 1',
  ],
};
const WALKS = 4;

interface FixturePosition {
  readonly fen: string;
  readonly perft: readonly number[];
}
interface FixtureGame {
  readonly file: string;
  /** The UCI moves ffish played for the game's SAN, and the FEN after each. */
  readonly uci: readonly string[];
  readonly fens: readonly string[];
}

const ff = await loadFfish();
const random = rng(40);
const perft: Record<string, FixturePosition[]> = {};
for (const [name, starts] of Object.entries(STARTS)) {
  const is960 = name.endsWith('960');
  const list: FixturePosition[] = [];
  for (const start of starts) {
    const fens = [start];
    for (let k = 0; k < WALKS; k++) {
      const board = new ff.Board('seirawan', start, is960);
      const plies = 4 + Math.floor(random() * 14);
      for (let i = 0; i < plies && !board.isGameOver(); i++) {
        const moves = board.legalMoves().split(' ');
        board.push(moves[Math.floor(random() * moves.length)]!);
      }
      fens.push(board.fen());
      board.delete();
    }
    for (const fen of fens) {
      const board = new ff.Board('seirawan', fen, is960);
      list.push({ fen, perft: Array.from({ length: DEPTH }, (_, d) => ffishPerft(board, d + 1)) });
      board.delete();
    }
  }
  perft[name] = list;
  console.log(name, list.map((p) => p.perft.at(-1)).join(' '));
}

const dir = new URL('../../../shared/data/fsf/', import.meta.url);
const games: FixtureGame[] = [];
for (const file of fs.existsSync(dir) ? fs.readdirSync(dir) : []) {
  if (!/^pychess-variants_.*\.pgn$/.test(file)) continue;
  const text = fs.readFileSync(new URL(file, dir), 'utf8');
  const tag = (name: string) => text.match(new RegExp(`\\[${name} "([^"]*)"\\]`))?.[1];
  const board = new ff.Board('seirawan', tag('FEN'), tag('Variant')!.endsWith('960'));
  const movetext = text.slice(text.lastIndexOf(']') + 1).replace(/\d+\.|1-0|0-1|1\/2-1\/2|\*/g, ' ');
  const fens: string[] = [];
  for (const san of movetext.split(/\s+/).filter(Boolean)) {
    if (!board.pushSan(san)) throw new Error(`${file}: ffish rejects ${san}`);
    fens.push(board.fen());
  }
  games.push({ file, uci: board.moveStack().split(' '), fens });
  board.delete();
  console.log(file, fens.length, 'plies');
}
const out = new URL('../../packages/fairy-variants/test/fixtures/ffish-seirawan.json', import.meta.url);
fs.writeFileSync(out, `${JSON.stringify({ depth: DEPTH, perft, games })}\n`);
