/**
 * Games of Fairy-Stockfish built-ins as pychess-variants exports them (`[Variant "Makruk"]`, UCI movetext with
 * move numbers, drops `P@e4`, gating `c1d2h`), made by seeded random play with ffish, then read by `xn`: every game
 * must check good and `xn pgn convert --to uci` must give ffish's own moves. Writes the games to `OUT_DIR`
 * (default a temporary directory). Run: `pnpm --filter @x/oracles exec tsx pychess-games.ts`
 * (exit code 1 on a mismatch).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { rng } from '../rng.js';
import { loadFfish } from './ffish.js';

/** pychess-variants' tag names and Fairy-Stockfish's variant names. */
const GAMES: readonly [string, string][] = [
  ['Makruk', 'makruk'],
  ['Cambodian', 'cambodian'],
  ['Shogi', 'shogi'],
  ['Minishogi', 'minishogi'],
  ['Xiangqi', 'xiangqi'],
  ['Manchu', 'manchu'],
  ['Janggi', 'janggi'],
  ['Capablanca', 'capablanca'],
  ['Capahouse', 'capahouse'],
  ['Gothic', 'gothic'],
  ['Embassy', 'embassy'],
  ['Seirawan', 'seirawan'],
  ['Shako', 'shako'],
  ['Grand', 'grand'],
  ['Crazyhouse', 'crazyhouse'],
  ['Atomic', 'atomic'],
  ['Three-check', '3check'],
  ['King of the Hill', 'kingofthehill'],
  ['Antichess', 'antichess'],
  ['Horde', 'horde'],
  ['Racing Kings', 'racingkings'],
  ['Spartan', 'spartan'],
  ['Hoppelpoppel', 'hoppelpoppel'],
  ['Placement', 'placement'],
  ['Dobutsu', 'dobutsu'],
  ['Torishogi', 'torishogi'],
];
const GAMES_PER_VARIANT = 3;
const MAX_PLIES = 80;

const ff = await loadFfish();
const random = rng(65);
const out = process.env.OUT_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), 'pychess-games-'));
const xn = new URL('../../packages/cli/dist/xn.cjs', import.meta.url).pathname;
let bad = 0;
for (const [tag, name] of GAMES) {
  const expected: string[] = [];
  let text = '';
  for (let g = 0; g < GAMES_PER_VARIANT; g++) {
    const board = new ff.Board(name);
    const moves: string[] = [];
    while (moves.length < MAX_PLIES && !board.isGameOver()) {
      const legal = board.legalMoves().split(' ').filter(Boolean);
      if (legal.length === 0) break;
      const m = legal[Math.floor(random() * legal.length)]!;
      board.push(m);
      moves.push(m);
    }
    board.delete();
    const numbered = moves.map((m, i) => (i % 2 === 0 ? `${i / 2 + 1}. ${m}` : m)).join(' ');
    text += `[Event "generated"]\n[Site "ffish"]\n[Variant "${tag}"]\n[Result "*"]\n\n${numbered} *\n\n`;
    expected.push(moves.join(' '));
  }
  const file = path.join(out, `${name}.pgn`);
  fs.writeFileSync(file, text);
  let check = '';
  let uci = '';
  try {
    check = execFileSync('node', [xn, 'pgn', 'check', file], { encoding: 'utf8' });
    uci = execFileSync('node', [xn, 'pgn', 'convert', '--to', 'uci', file], { encoding: 'utf8' });
  } catch (error) {
    const e = error as { stdout?: string; stderr?: string };
    check = `${e.stdout ?? ''}${e.stderr ?? String(error)}`.slice(0, 400);
  }
  // The movetext of each game: tags and move numbers dropped, the result too.
  const got = uci
    .split(/\n\n(?=\[)/)
    .map((g) => g.replace(/^\[.*\]$/gm, ''))
    .map((g) =>
      g
        .replace(/\d+\.(\.\.)?/g, ' ')
        .replace(/\*/g, ' ')
        .trim()
        .split(/\s+/)
        .join(' '),
    );
  const same = got.length === expected.length && got.every((l, i) => l === expected[i]);
  if (!same) bad++;
  console.log(`${tag.padEnd(18)} ${same ? 'uci equal' : 'UCI DIFFERS'}  ${check.trim().split('\n').pop()}`);
  if (!same) console.log(`  ours:  ${got[0]?.slice(0, 200)}\n  ffish: ${expected[0]?.slice(0, 200)}`);
}
console.log(
  `${GAMES.length - bad} of ${GAMES.length} variants: every game good and its UCI equal to ffish's (${out})`,
);
process.exit(bad === 0 ? 0 : 1);
