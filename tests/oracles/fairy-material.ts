/**
 * Fairy-Stockfish's generic insufficient-material draw (`has_insufficient_material`, core's
 * `end.insufficientMaterial: 'fairy'`) in game results: seeded random games (`packages/fairy-variants/test/
 * material-games.ts`: core's legal moves, a capture two times in three when there is one, to reach endgames) of every
 * built-in variant and every section of the engine's own
 * variants.ini that `toVariant` converts complete, played in ffish and in `@x/core`. After every ply ffish's result
 * with claimable ends (`result(true)`) is compared with `Position.outcome()`; a game ends where ffish's does (or at
 * 300 plies). Prints per variant the games, those ending by the material draw (ffish `isInsufficientMaterial()`) and
 * every difference (the position, the moves and both results); a difference where neither says the material is
 * insufficient (ffish's move counter or repetition) is counted apart, and only games without a difference are
 * recorded (those still going at 300 plies too, as `*`). Run:
 * `pnpm --filter @x/oracles exec tsx fairy-material.ts [--games N] [--sample M] [--write] [name…]` (N games per
 * variant, default 4; M for the variants of `SAMPLE`, default 50; exit code 1 on a difference by material).
 * `--write` records each ended game (its index, ffish's result and its length in plies) in
 * `packages/fairy-variants/test/fixtures/ffish-material-games.json` (read by `src/bridge/ends/material.ffish.test.ts`).
 * `pnpm --filter @x/oracles exec tsx fairy-material.ts --core [games]` compares `@x/core`'s own rules of its built-in
 * makruk and xiangqi instead (`compareCoreBuiltins`, default 300 games per variant).
 */
import fs from 'node:fs';
import { Position } from '@x/core';
import { FAIRY_BUILTIN_NAMES, toVariant } from '@x/fairy-variants';
import { gameSeed, MAX_PLIES, seededMoves } from '../../packages/fairy-variants/test/material-games.js';
import { type Ffish, loadFfish, readFsfIni } from './ffish.js';
import { variants } from '@x/core/variant';
import { rng } from '../rng.js';
import { coreResult, ffishResult } from './results.js';

const args = process.argv.slice(2);
const option = (name: string, fallback: number): number => {
  const at = args.indexOf(name);
  return at >= 0 ? Number(args.splice(at, 2)[1]) : fallback;
};
const GAMES = option('--games', 4);
const SAMPLE_GAMES = option('--sample', 50);
const WRITE = args.includes('--write') && args.splice(args.indexOf('--write'), 1).length > 0;
/** Variants played `SAMPLE_GAMES` times: those whose games the rule ends most, and each kind of its classes. */
const SAMPLE = [
  'chess',
  'sittuyin',
  'makruk',
  'cambodian',
  'asean',
  'shatranj',
  'xiangqi',
  'janggi',
  'courier',
  'capablanca',
  'shatar',
  'seirawan',
  'kingofthehill',
  'threekings',
];

/**
 * `--core`: `@x/core`'s own insufficient-material draws of its built-in makruk (`'makruk'`) and xiangqi (`'confined'`)
 * against ffish's `isInsufficientMaterial`: seeded random games, capture-biased to reach endgames, compared after
 * every ply until either says the game is drawn by material. Prints the positions compared, the games both ended so,
 * and any difference (the FEN and both verdicts).
 */
function compareCoreBuiltins(ffish: Ffish, games: number): void {
  for (const name of ['makruk', 'xiangqi'] as const) {
    const variant = variants[name];
    const random = rng(12345);
    const pick = (n: number) => Math.floor(random() * n);
    let compared = 0;
    let drawn = 0;
    const differences: string[] = [];
    for (let g = 0; g < games; g++) {
      const pos = Position.fromFen(variant.startFen, variant);
      const board = new ffish.Board(name);
      for (let ply = 0; ply < 400; ply++) {
        const moves = pos.legalMoves();
        if (moves.length === 0) break;
        const captures = moves.filter((m) => m.captured !== undefined);
        const move =
          captures.length > 0 && pick(3) > 0 ? captures[pick(captures.length)]! : moves[pick(moves.length)]!;
        const uci = pos.uci(move);
        pos.play(uci);
        if (!board.push(uci)) {
          differences.push(`${board.fen()}: ffish refuses ${uci}`);
          break;
        }
        const ours = pos.isInsufficientMaterial();
        const theirs = board.isInsufficientMaterial();
        compared++;
        if (ours !== theirs) differences.push(`${board.fen()}: ours ${ours}, ffish ${theirs}`);
        if (ours || theirs) {
          drawn += ours && theirs ? 1 : 0;
          break;
        }
      }
      board.delete();
    }
    console.log(
      `${name}: ${compared} positions, ${drawn} games drawn by material in both, ${differences.length} differences`,
    );
    for (const d of differences.slice(0, 10)) console.log(`  ${d}`);
  }
}

const ff = await loadFfish();
if (args[0] === '--core') {
  compareCoreBuiltins(ff, Number(args[1] ?? 300));
  process.exit(0);
}
const ini = readFsfIni();
ff.loadVariantConfig(ini);
const sections = [...ini.matchAll(/^\[([^\]:]+)(?::[^\]]*)?\]/gm)].map((m) => m[1]!);
const all = [
  ...[...FAIRY_BUILTIN_NAMES].map((n) => ({ name: n, ini: false })),
  ...sections.map((n) => ({ name: n, ini: true })),
];
const chosen = args.length > 0 ? all.filter((v) => args.includes(v.name)) : all;
const games: Record<string, [number, string, number][]> = {};
let differences = 0;
/** Differences in other ends (the engine's move counter, repetition), not recorded. */
let others = 0;
/** Games stopped at a move ffish does not take as core writes it. */
let unplayable = 0;
for (const { name, ini: fromIni } of chosen) {
  const c = fromIni ? toVariant(ini, name) : toVariant(`[mine:${name}]\n`, 'mine');
  if (!c.complete) continue;
  const variant = c.variant!;
  let drawn = 0;
  let compared = 0;
  const n = SAMPLE.includes(name) ? SAMPLE_GAMES : GAMES;
  const recorded: [number, string, number][] = [];
  for (let g = 0; g < n; g++) {
    const board = new ff.Board(name);
    const pos = Position.fromFen(variant.startFen, variant);
    const next = seededMoves(gameSeed(name, g));
    const moves: string[] = [];
    for (let ply = 0; ply <= MAX_PLIES; ply++) {
      const theirs = ffishResult(board);
      const ours = coreResult(pos);
      compared++;
      if (theirs !== ours) {
        // A difference the material rule takes part in, or another end (the move counter, repetition).
        const material = board.isInsufficientMaterial() || pos.outcome()?.reason === 'insufficient-material';
        if (material) differences++;
        else others++;
        const why = board.isInsufficientMaterial() ? ' (ffish: insufficient material)' : '';
        const reason = pos.outcome()?.reason ?? '';
        console.log(
          `${name}: ffish ${theirs}${why}, core ${ours} ${reason} at ${board.fen()} after ${moves.join(' ')}`,
        );
        break;
      }
      if (theirs !== '*' || ply === MAX_PLIES) {
        const material = theirs !== '*' && board.isInsufficientMaterial();
        if (material) drawn++;
        recorded.push([g, theirs, ply]);
        break;
      }
      const move = next(pos);
      if (move === undefined || !board.push(move)) {
        unplayable++;
        break; // a move ffish writes otherwise (the perft oracles compare the moves)
      }
      pos.play(move);
      moves.push(move);
    }
    board.delete();
  }
  games[name] = recorded;
  console.log(`${name.padEnd(22)} ${n} games, ${drawn} drawn by material, ${compared} positions compared`);
}
console.log(
  `${differences} differences by material, ${others} in other ends; ${unplayable} games stopped at a move written otherwise`,
);
if (WRITE) {
  const file = new URL(
    '../../packages/fairy-variants/test/fixtures/ffish-material-games.json',
    import.meta.url,
  );
  fs.writeFileSync(file, `${JSON.stringify({ sample: SAMPLE, sampleGames: SAMPLE_GAMES, games })}\n`);
}
process.exitCode = differences > 0 ? 1 : 0;
