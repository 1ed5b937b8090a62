/**
 * The AXF chase rule (`chasingRule = axf`, core's `end.axfChase`) against ffish: from positions reached
 * by seeded random play in xiangqi, xiangqihouse and crowdedxiangqi, a random cycle of two quiet moves
 * and their reversals (`a b a' b'`) is played twice, so that the position stands a third time; after
 * every ply ffish's `result(true)` (claimable ends too: Fairy-Stockfish's `is_optional_game_end` scores
 * the repetition) is compared with `Position.outcome()` of the section as `@x/fairy-variants` converts
 * it. Writes the cases and ffish's results to `packages/fairy-variants/test/fixtures/ffish-chase.json`
 * (read by `src/bridge/ends/chase.ffish.test.ts`; `biome format --write` it after). Run:
 * `pnpm --filter @x/oracles exec tsx fairy-chase.ts` (exit code 1 on a mismatch).
 */
import fs from 'node:fs';
import { type Outcome, Position } from '@x/core';
import { parse, toVariant } from '@x/fairy-variants';
import { rng } from '../rng.js';
import { loadFfishWithFsfIni } from './ffish.js';

const { ff, ini } = await loadFfishWithFsfIni();
const file = parse(ini);
type Board = InstanceType<typeof ff.Board> & {
  result(claim: boolean): string;
  isGameOver(claim: boolean): boolean;
  isCapture(uci: string): boolean;
};

/**
 * A case of the fixture: the cycle played twice after the moves `prefix` from the start position, and
 * ffish's result after each ply of it (the prefix counts: the move into the cycle's first position is
 * the first of the chase, as Fairy-Stockfish follows it, unless the game began there).
 */
interface ChaseCase {
  readonly variant: string;
  /** UCI moves, space-separated. */
  readonly prefix: string;
  /** UCI moves, space-separated. */
  readonly cycle: string;
  /** Results, space-separated. */
  readonly results: string;
}

function resultOf(o: Outcome | undefined): string {
  if (o === undefined) return '*';
  if (o.winner === undefined) return '1/2-1/2';
  return o.winner === 'white' ? '1-0' : '0-1';
}

/** The reversal of a quiet UCI move (`c1b1` → `b1c1`), or undefined for a drop. */
function reverse(uci: string): string | undefined {
  const m = /^([a-z]\d+)([a-z]\d+)$/.exec(uci);
  return m ? `${m[2]}${m[1]}` : undefined;
}

/** The destination square of a UCI move. */
function target(uci: string): string {
  return /^[a-z]\d+([a-z]\d+)$/.exec(uci)![1]!;
}

/** Whether the side to move has a capture by the piece on `square`. */
function threatens(b: Board, square: string): boolean {
  const from = new RegExp(`^${square}[a-z]`);
  return b
    .legalMoves()
    .split(' ')
    .some((m) => from.test(m) && b.isCapture(m));
}

/**
 * A random cycle `a b a' b'` legal from the board's position (quiet moves only), or undefined; with
 * `threat`, only a cycle after whose `a b` and `a' b'` the piece moved by `a` has a capture (a likely chase).
 */
function cycleFrom(b: Board, pick: () => number, threat: boolean): string[] | undefined {
  const quiet = (): string[] =>
    b
      .legalMoves()
      .split(' ')
      .filter((m) => m !== '' && reverse(m) && !b.isCapture(m));
  const mine = quiet();
  for (let tries = 0; tries < 40 && mine.length > 0; tries++) {
    const a = mine[Math.floor(pick() * mine.length)]!;
    b.push(a);
    const theirs = quiet();
    const c = theirs[Math.floor(pick() * theirs.length)];
    let ok = false;
    if (c !== undefined) {
      b.push(c);
      ok = b.legalMoves().split(' ').includes(reverse(a)!) && (!threat || threatens(b, target(a)));
      if (ok) {
        b.push(reverse(a)!);
        ok = b.legalMoves().split(' ').includes(reverse(c)!);
        if (ok && threat) {
          b.push(reverse(c)!);
          ok = threatens(b, target(reverse(a)!));
          b.pop();
        }
        b.pop();
      }
      b.pop();
    }
    b.pop();
    if (ok) return [a, c!, reverse(a)!, reverse(c!)!];
  }
  return undefined;
}

const random = rng(50);
const cases: ChaseCase[] = [];
const tally = new Map<string, number>();
let bad = 0;
for (const name of ['xiangqi', 'xiangqihouse', 'crowdedxiangqi']) {
  const { variant } = file.sections.some((x) => x.name === name)
    ? toVariant(file, name)
    : toVariant(`[${name}x:${name}]\n`, `${name}x`);
  const start = new ff.Board(name) as Board;
  const startFen = start.fen();
  start.delete();
  let draws = 0;
  for (let game = 0; game < 1500; game++) {
    const b = new ff.Board(name, startFen) as Board;
    const plies = 10 + Math.floor(random() * 70);
    for (let i = 0; i < plies && !b.isGameOver(true); i++) {
      const legal = b.legalMoves().split(' ');
      b.push(legal[Math.floor(random() * legal.length)]!);
    }
    const cycle = b.isGameOver(true) ? undefined : cycleFrom(b, random, game % 4 !== 0);
    if (cycle) {
      const prefix = b
        .moveStack()
        .split(' ')
        .filter((m) => m !== '');
      const ours = Position.fromFen(startFen.replace('[]', ''), variant);
      for (const m of prefix) ours.play(m);
      const results: string[] = [];
      for (let i = 0; i < 8; i++) {
        const m = cycle[i % 4]!;
        b.push(m);
        ours.play(m);
        const theirs = b.result(true);
        const mine = ours.outcome();
        results.push(theirs);
        // Before the third occurrence ffish's claim also draws a twofold repetition free of checks and
        // chases (Fairy-Stockfish's "repeats once earlier but strictly after the root"), where core plays on.
        const twofold = i < 7 && i >= 4 && theirs === '1/2-1/2' && mine === undefined;
        if (theirs !== resultOf(mine) && !twofold) {
          bad++;
          console.log(name, prefix.join(' '), cycle.join(' '), `ply ${i + 1}`, theirs, mine);
          break;
        }
        if (theirs !== '*' && !twofold) {
          const key = `${name} ${mine?.reason}`;
          tally.set(key, (tally.get(key) ?? 0) + 1);
          break;
        }
      }
      // Every decisive cycle is kept, and the first 100 drawn ones.
      const decisive = results.at(-1) === '1-0' || results.at(-1) === '0-1';
      if (decisive || draws++ < 100)
        cases.push({
          variant: name,
          prefix: prefix.join(' '),
          cycle: cycle.join(' '),
          results: results.join(' '),
        });
    }
    b.delete();
  }
}
console.log(`${cases.length} cycles, ${bad} mismatches`, Object.fromEntries(tally));
fs.writeFileSync(
  new URL('../../packages/fairy-variants/test/fixtures/ffish-chase.json', import.meta.url),
  `${JSON.stringify(cases)}\n`,
);
process.exitCode = bad > 0 ? 1 : 0;
