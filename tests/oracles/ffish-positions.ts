/**
 * The positions a perft fixture records for one ffish variant: the start position and up to three
 * positions reached by seeded random play, each with ffish's perft counts by depth (bulk-counted at the
 * last ply), stopping a position's deeper counts once a level grows past `maxNodes / 30`.
 */
import fs from 'node:fs';
import { rng } from '../rng.js';
import { type Ffish, type FfishBoard, ffishPerft } from './ffish.js';

/** One position and its counts, `perft[d - 1]` at depth `d`. */
export interface FixturePosition {
  readonly fen: string;
  /** The random moves (UCI, as ffish writes them) from the start position. */
  readonly moves: readonly string[];
  readonly perft: readonly number[];
}

function counts(board: FfishBoard, depth: number, maxNodes: number): number[] {
  const list: number[] = [];
  for (let d = 1; d <= depth; d++) {
    const n = ffishPerft(board, d);
    list.push(n);
    if (n > maxNodes / 30 || n === 0) break;
  }
  return list;
}

/**
 * Plays `plies` random moves (fewer if the game ends; with `throughClaims`, only once no move is legal: ffish
 * calls snort's empty start position over, by a rule that leaves its moves legal); returns the UCI moves.
 */
function randomWalk(board: FfishBoard, random: () => number, plies: number, throughClaims = false): string[] {
  const played: string[] = [];
  for (let i = 0; i < plies && (throughClaims || !board.isGameOver()); i++) {
    const legal = board.legalMoves();
    if (legal === '') break;
    const list = legal.split(' ');
    const move = list[Math.floor(random() * list.length)]!;
    board.push(move);
    played.push(move);
  }
  return played;
}

/** A random walk's length: at least `[0]` plies, plus up to `[1] - 1` more. */
export type Walk = readonly [number, number];

/**
 * The start position of `variant` and up to three distinct positions of random play (`walk`: 4 to 15 plies by
 * default), with counts.
 */
export function fixturePositions(
  ff: Ffish,
  variant: string,
  random: () => number,
  depth: (board: FfishBoard) => number,
  maxNodes = 3_000_000,
  walk: Walk = [4, 12],
): FixturePosition[] {
  const positions: FixturePosition[] = [];
  const start = new ff.Board(variant);
  positions.push({ fen: start.fen(), moves: [], perft: counts(start, depth(start), maxNodes) });
  start.delete();
  // Walks that end in a game over are dropped; when that leaves none, walks go on through claimable ends.
  for (let k = 0; positions.length < 4 && k < 24; k++) {
    if (k === 12 && positions.length > 1) break;
    const throughClaims = k >= 12;
    const board = new ff.Board(variant);
    const moves = randomWalk(board, random, walk[0] + Math.floor(random() * walk[1]), throughClaims);
    const fen = board.fen();
    const over = throughClaims ? board.legalMoves() === '' : board.isGameOver();
    if (moves.length > 0 && !over && !positions.some((p) => p.fen === fen))
      positions.push({ fen, moves, perft: counts(board, depth(board), maxNodes) });
    board.delete();
  }
  return positions;
}

/**
 * Writes the fixture `file`: for each of `names` (only those of `only` when it is not empty, merged into the
 * existing fixture), `fixturePositions` with the seed `seed + index` (`rng`), or the error ffish threw; prints a
 * line per variant.
 */
export function writeFixture(
  ff: Ffish,
  file: URL,
  names: readonly string[],
  only: readonly string[],
  seed: number,
  depth: (board: FfishBoard) => number,
  walks: Readonly<Record<string, Walk>> = {},
): void {
  const out: Record<string, FixturePosition[] | { error: string }> =
    only.length > 0 && fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : {};
  const width = Math.max(...names.map((n) => n.length)) + 1;
  for (const [index, name] of names.entries()) {
    if (only.length > 0 && !only.includes(name)) continue;
    const t = performance.now();
    try {
      const positions = fixturePositions(ff, name, rng(seed + index), depth, undefined, walks[name]);
      out[name] = positions;
      const s = ((performance.now() - t) / 1000).toFixed(1);
      console.log(`${name.padEnd(width)} ${positions.map((p) => p.perft.join('/')).join('  ')} (${s} s)`);
    } catch (error) {
      out[name] = { error: String(error) };
      console.log(`${name.padEnd(width)} ffish failed: ${String(error)}`);
    }
  }
  fs.writeFileSync(file, `${JSON.stringify(out)}\n`);
  console.log(`wrote ${file.pathname}`);
}
