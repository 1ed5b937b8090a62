/**
 * The move side of the main-line checker per ply (issue #66): over the first games of a PGN file, each SAN move
 * resolved on `@x/core/chess` (`chessMovesTo` for its destination and piece, the candidate its hints keep) and
 * played; the same moves played alone; the look-up alone (look-up and play, less play). CPU time (user + system)
 * per ply, the median and the least of the rounds, this build and another one (`--ab DIST`: a build's
 * `packages/core/dist/chess`, e.g. main's) alternating in one process. The `--ab` build runs slower here than
 * alone (by 15–35 % on `play` with two identical builds): run it both ways (each checkout's dist as this build)
 * and take the geometric mean of the two ratios.
 *
 * Run: node --import tsx src/pgn/move-cost.ts FILE [GAMES] [ROUNDS] [--ab OTHER_CHECKOUT/packages/core/dist/chess]
 */
import fs from 'node:fs';
import path from 'node:path';
import * as chess from '@x/core/chess';
import { CASTLE, type Chess, type makeRunner } from './move-cost-runner.js';

const args = process.argv.slice(2);
const abAt = args.indexOf('--ab');
const other = abAt >= 0 ? ((await import(path.resolve(args[abAt + 1]!, 'index.js'))) as Chess) : undefined;
const [file, games = '5000', rounds = '15'] = args.filter(
  (_, i) => abAt < 0 || (i !== abAt && i !== abAt + 1),
);
if (file === undefined) throw new Error('usage: move-cost.ts FILE [GAMES] [ROUNDS] [--ab DIST]');

/** The moves of the first `count` games of the file's main lines (plain SAN movetext), as `move-cost-runner` reads them. */
function readGames(text: string, count: number): Int32Array[] {
  const types: Record<string, number> = { N: 2, B: 3, R: 4, Q: 5, K: 6 };
  const out: Int32Array[] = [];
  for (const section of text.split(/\n\n(?=\d+\.)/).slice(1, count + 1)) {
    const codes: number[] = [];
    for (const word of section
      .split('\n\n')[0]!
      .replace(/\{[^}]*\}/g, ' ')
      .split(/\s+/)) {
      const san = word.replace(/^\d+\.+/, '').replace(/[+#!?]+$/, '');
      if (san === '' || /^(1-0|0-1|1\/2-1\/2|\*)$/.test(san)) continue;
      if (san === 'O-O' || san === 'O-O-O') {
        codes.push((san === 'O-O' ? 1 : 2) << CASTLE);
        continue;
      }
      const m = /^([NBRQK])?([a-h])?([1-8])?x?([a-h])([1-8])(?:=([NBRQ]))?$/.exec(san);
      if (!m) throw new Error(`not a plain SAN move: ${san}`);
      const to = (m[5]!.charCodeAt(0) - 49) * 8 + m[4]!.charCodeAt(0) - 97;
      const type = m[1] ? types[m[1]]! : 1;
      const file = m[2] ? m[2].charCodeAt(0) - 97 : type === 1 ? to & 7 : -1;
      const rank = m[3] ? m[3].charCodeAt(0) - 49 : -1;
      const promo = m[6] ? types[m[6]]! : -1;
      codes.push(to | (type << 6) | ((promo + 1) << 9) | ((file + 1) << 12) | ((rank + 1) << 16));
    }
    out.push(Int32Array.from(codes));
  }
  return out;
}

const list = readGames(fs.readFileSync(file, 'latin1').slice(0, 40_000_000), Number(games));
const plies = list.reduce((sum, g) => sum + g.length, 0);
type Runner = ReturnType<typeof makeRunner>;
// one module instance per build: the loops of each have their own type feedback
const load = async (tag: string, lib: Chess): Promise<Runner> =>
  ((await import(`./move-cost-runner.js?${tag}`)) as { makeRunner: typeof makeRunner }).makeRunner(lib, list);
const builds: [string, Runner][] = [['this build', await load('this', chess)]];
if (other) builds.push(['--ab build', await load('ab', other)]);
const cpu = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1e3;
};
const times = new Map<string, number[]>();
for (let r = 0; r <= Number(rounds); r++) {
  // the builds take turns going first
  for (const [name, runner] of r % 2 === 0 ? builds : [...builds].reverse()) {
    for (const [loop, run] of [
      ['resolve + play', runner.resolve],
      ['play', runner.play],
      ['look-up + play', runner.lookUp],
    ] as const) {
      const before = cpu();
      run();
      const ms = cpu() - before;
      if (r > 0) times.set(`${name}: ${loop}`, [...(times.get(`${name}: ${loop}`) ?? []), ms]);
    }
  }
}
const ns = (ms: number) => ((ms * 1e6) / plies).toFixed(1);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1]!;
console.log(`${list.length} games, ${plies} plies, ${rounds} rounds: CPU ns per ply, median (least)`);
for (const [name, xs] of times)
  console.log(`  ${name.padEnd(30)} ${ns(median(xs))} (${ns(Math.min(...xs))})`);
for (const [name] of builds) {
  const least = (loop: string) => Math.min(...times.get(`${name}: ${loop}`)!);
  console.log(`  ${name}: look-up alone ${ns(least('look-up + play') - least('play'))} (least less least)`);
}
