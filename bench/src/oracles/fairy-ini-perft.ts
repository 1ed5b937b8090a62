/**
 * Writes `packages/fairy-variants/test/fixtures/ffish-ini-perft.json` (issue #40): for every section of
 * Fairy-Stockfish's own `variants.ini` (`../shared/data/fsf`, GPL-3.0: read in place), loaded into ffish
 * with `loadVariantConfig`, the start position and three positions reached by seeded random play, each
 * with ffish's perft counts to depth 3 (`legalMoves` bulk-counted at the last ply). Only FSF's numbers
 * and FENs leave this private package; the tests compare `@x/fairy-variants`' `toVariant` with them.
 * Run: `pnpm --filter @x/bench exec tsx src/oracles/fairy-ini-perft.ts [section…]` (with names: only
 * those, merged into the existing fixture).
 */
import fs from 'node:fs';
import { rng } from '../../../tests/rng.js';
import { type FfishBoard, ffishPerft, loadFfish } from './ffish.js';

/** One position and its counts, `perft[d - 1]` at depth `d`. */
interface FixturePosition {
  readonly fen: string;
  /** The random moves (UCI, as ffish writes them) from the start position. */
  readonly moves: readonly string[];
  readonly perft: readonly number[];
}

const DEPTH = 3;
/** Skip deeper counts once a level exceeds this many nodes (the fixture says so). */
const MAX_NODES = 3_000_000;
const ini = fs.readFileSync(new URL('../../../../shared/data/fsf/variants.ini', import.meta.url), 'utf8');
const names = [...ini.matchAll(/^\[([^\]:]+)(?::[^\]]*)?\]/gm)].map((m) => m[1]!);
const only = process.argv.slice(2);
const file = new URL('../../../packages/fairy-variants/test/fixtures/ffish-ini-perft.json', import.meta.url);
const out: Record<string, FixturePosition[] | { error: string }> =
  only.length > 0 && fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : {};

function counts(board: FfishBoard): number[] {
  const list: number[] = [];
  for (let d = 1; d <= DEPTH; d++) {
    const n = ffishPerft(board, d);
    list.push(n);
    if (n > MAX_NODES / 30 || n === 0) break;
  }
  return list;
}

/** Plays `plies` random moves (fewer if the game ends); returns the UCI moves. */
function randomWalk(board: FfishBoard, random: () => number, plies: number): string[] {
  const played: string[] = [];
  for (let i = 0; i < plies && !board.isGameOver(); i++) {
    const legal = board.legalMoves();
    if (legal === '') break;
    const list = legal.split(' ');
    const move = list[Math.floor(random() * list.length)]!;
    board.push(move);
    played.push(move);
  }
  return played;
}

const ff = await loadFfish();
ff.loadVariantConfig(ini);
for (const [index, name] of names.entries()) {
  if (only.length > 0 && !only.includes(name)) continue;
  const t = performance.now();
  try {
    const positions: FixturePosition[] = [];
    const start = new ff.Board(name);
    positions.push({ fen: start.fen(), moves: [], perft: counts(start) });
    start.delete();
    const random = rng(0x40 + index);
    for (let k = 0; positions.length < 4 && k < 12; k++) {
      const board = new ff.Board(name);
      const moves = randomWalk(board, random, 4 + Math.floor(random() * 12));
      const fen = board.fen();
      if (moves.length > 0 && !board.isGameOver() && !positions.some((p) => p.fen === fen))
        positions.push({ fen, moves, perft: counts(board) });
      board.delete();
    }
    out[name] = positions;
    const s = ((performance.now() - t) / 1000).toFixed(1);
    console.log(`${name.padEnd(24)} ${positions.map((p) => p.perft.join('/')).join('  ')} (${s} s)`);
  } catch (error) {
    out[name] = { error: String(error) };
    console.log(`${name.padEnd(24)} ffish failed: ${String(error)}`);
  }
}
fs.writeFileSync(file, `${JSON.stringify(out)}\n`);
console.log(`wrote ${file.pathname}`);
