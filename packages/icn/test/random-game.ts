/**
 * Random legal games for tests: from a start game, plays random legal moves chosen with
 * `@x/core/infinite`'s move descriptions (leap targets and slide ranges), until `plies` or the game ends.
 */
import { InfinitePosition, type InfiniteMove, type InfiniteOutcome } from '@x/core/infinite';
import { infiniteSetupFromGame } from '../src/setup.js';
import type { IcnGame, IcnMove } from '../src/types.js';

/** A seeded linear congruential generator: `next(n)` is an integer in [0, n). */
export function lcg(seed: number): (n: number) => number {
  let s = seed >>> 0;
  return (n) => {
    s = (Math.imul(s, 1103515245) + 12345) >>> 0;
    return (s >>> 8) % n;
  };
}

/**
 * A random legal move of the player to move (captures skipped when `quiet` and another move exists); the ICN
 * benchmark's game generator (`bench/src/suites/icn.ts`) plays it too.
 */
export function randomMove(pos: InfinitePosition, rnd: (n: number) => number, quiet = false): InfiniteMove {
  const all: InfiniteMove[] = [];
  for (const { from, moves } of pos.allLegalMoves()) {
    for (const to of moves.targets) all.push({ from, to });
    for (const slide of moves.slides) {
      const range = slide.ranges[rnd(slide.ranges.length)];
      if (range === undefined || range.mixed || range.primesOnly) continue;
      const span = range.to === null ? (rnd(20) === 0 ? 1_000_000n : 6n) : range.to - range.from + 1n;
      const t = range.from + (span > 1_000_000n ? BigInt(rnd(1_000_000)) : BigInt(rnd(Number(span))));
      all.push({ from, to: { x: from.x + t * slide.step.x, y: from.y + t * slide.step.y } });
    }
  }
  const quietOnes = quiet ? all.filter((m) => pos.pieceAt(m.to) === undefined) : all;
  const pool = quietOnes.length > 0 ? quietOnes : all;
  const m = pool[rnd(pool.length)];
  if (m === undefined) throw new Error('no legal move');
  const check = pos.checkMove(m);
  if (!check.legal && check.reason === 'promotion-required') return { ...m, promotion: 'queen' };
  return m;
}

/**
 * Plays up to `plies` random legal moves from `start` (which must have a position); returns the game with those
 * moves (compact, no decorations) and the outcome the core reports at the end.
 */
export function randomGame(
  start: IcnGame,
  plies: number,
  seed: number,
  quiet = false,
): { game: IcnGame; outcome: InfiniteOutcome | undefined } {
  const setup = infiniteSetupFromGame(start);
  if (setup === undefined) throw new Error('no position');
  const pos = InfinitePosition.fromSetup(setup);
  const rnd = lcg(seed);
  const moves: IcnMove[] = [];
  let outcome = pos.outcome();
  while (moves.length < plies && outcome === undefined) {
    const player = pos.turn;
    const m = randomMove(pos, rnd, quiet);
    pos.play(m);
    const move: IcnMove = { start: [m.from.x, m.from.y], end: [m.to.x, m.to.y] };
    moves.push(m.promotion === undefined ? move : { ...move, promotion: { type: m.promotion, player } });
    outcome = pos.outcome();
  }
  return { game: { ...start, moves }, outcome };
}
