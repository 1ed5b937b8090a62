/**
 * `xn --jobs 2` against `--jobs 1` (issue #66), whole processes in one run: for `check`, `convert --to uci`,
 * `filter --checkmate`, `dedupe`, `eco` and `stats` on lichess games (`../shared/data/pgn/lichess-100.pgn`
 * repeated) of each size asked for (`CLI_BENCH_JOBS_GAMES`, default 50,000 and 200,000), each round running one
 * job, two jobs and pgn-extract's equivalent one after the other (rounds alternate the order), medians printed with
 * the ratios and the 1-minute load average before and after each row (the machine is shared: a ratio means little
 * when the load is above the cores). `xn`'s runs are sampled by thread (`thread-cpu.ts`): the CPU seconds of the main
 * thread, the busiest worker and V8's background threads, and from them the ratio two idle cores would give
 * (one job's seconds on an idle machine over two jobs': each the longest of its main thread, its busiest worker
 * and all its CPU over two cores), which the load does not change much, and what two jobs cost beyond one (their
 * CPU less one job's: the second thread's start, warm-up and compiles, and the handing over) beside the floor: two
 * one-job processes on half the games each, run at once after the rounds (their CPU together: what two isolates pay
 * with nothing handed over). Their wall is the machine's ceiling for two: what a perfect split into two processes
 * (GNU parallel's way, `--shard 1/2` and `2/2`) gives against one job, which two jobs cannot beat; the table prints
 * one job's wall over it and two jobs' ratio as a share of it. Then the default (no `--jobs`) against `--jobs 1` on 100 games.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { median } from './harness.js';
import { mb, type Run, runOnce, sec } from './cli-run.js';
import { idleSeconds, type ThreadCpu, threadCpu } from './thread-cpu.js';

/** What the suite runs with: the binaries, the corpus, pgn-extract's ECO file, the temp dir. */
export interface JobsSetup {
  readonly node: string;
  readonly xn: string;
  readonly pgnExtract: string;
  readonly ecoFile: string;
  readonly corpus: Buffer;
  readonly dir: string;
  readonly rounds: number;
}

/** The 1-minute load average. */
function load(): string {
  return fs.readFileSync('/proc/loadavg', 'utf8').split(' ')[0]!;
}

/** The commands: name, xn's arguments, pgn-extract's (undefined: it has no equivalent). */
function commands(ecoFile: string): [string, string[], string[] | undefined][] {
  const out = ['-q', '-o', '/dev/null'];
  const rows: [string, string[], string[] | undefined][] = [
    ['check', ['check', '--quiet'], []],
    ['convert --to uci', ['convert', '--to', 'uci', ...out], ['-Wuci']],
    ['filter --checkmate', ['filter', '--checkmate', ...out], ['--checkmate']],
    ['dedupe', ['dedupe', ...out], ['-D']],
    ['eco', ['eco', ...out], fs.existsSync(ecoFile) ? [`-e${ecoFile}`] : undefined],
    ['stats', ['stats'], undefined],
  ];
  return rows;
}

/** A run of `xn` sampled by thread, as a `Run` with its threads' figures. */
type XnRun = Run & { readonly threads?: ThreadCpu };

/**
 * Runs `argvs` in `rounds` rounds (the order reversed every other round); each one's runs. An argv whose first
 * word is `node` runs sampled by thread.
 */
async function rounds(argvs: readonly (readonly string[])[], count: number, dir: string): Promise<XnRun[][]> {
  const runs: XnRun[][] = argvs.map(() => []);
  for (let r = 0; r < count; r++) {
    const order = argvs.map((_, i) => i);
    if (r % 2 === 1) order.reverse();
    for (const i of order) {
      const [first, ...rest] = argvs[i]!;
      if (first !== process.execPath) runs[i]!.push(await runOnce(argvs[i]!, dir));
      else {
        const threads = await threadCpu(first, rest);
        runs[i]!.push({ wall: threads.wall, cpu: threads.total, rss: threads.rss, threads });
      }
    }
  }
  return runs;
}

/**
 * The floor and ceiling of two threads: `argv` (one job on half the games) run twice at once, `count` times; each
 * time, the wall until both end (the machine's best for two) and the CPU seconds of both processes together (what two
 * isolates pay for the games with nothing handed over).
 */
async function halvesAtOnce(argv: readonly string[], count: number): Promise<Run[]> {
  const [node, ...args] = argv;
  const runs: Run[] = [];
  for (let r = 0; r < count; r++) {
    const both = await Promise.all([threadCpu(node!, args), threadCpu(node!, args)]);
    runs.push({
      wall: Math.max(both[0].wall, both[1].wall),
      cpu: both[0].total + both[1].total,
      rss: undefined,
    });
  }
  return runs;
}

/** The median of what `pick` reads from each run's threads. */
const threadsOf = (runs: readonly XnRun[], pick: (t: ThreadCpu) => number) =>
  median(runs.map((r) => pick(r.threads!)));

const wallOf = (runs: readonly Run[]) => median(runs.map((r) => r.wall));
const cpuOf = (runs: readonly Run[]) =>
  runs.every((r) => r.cpu !== undefined) ? median(runs.map((r) => r.cpu!)) : undefined;
const rssOf = (runs: readonly Run[]) =>
  runs.every((r) => r.rss !== undefined) ? median(runs.map((r) => r.rss!)) : undefined;

/** Prints the `--jobs 2` / `--jobs 1` / pgn-extract table of each size, then the default on 100 games. */
export async function jobsTables(setup: JobsSetup): Promise<void> {
  const { node, xn, dir } = setup;
  const sizes = (process.env.CLI_BENCH_JOBS_GAMES ?? '50000,200000').split(',').map(Number);
  for (const games of sizes) {
    const file = path.join(dir, `lichess-${games}.pgn`);
    fs.writeFileSync(file, Buffer.concat(Array.from({ length: Math.ceil(games / 100) }, () => setup.corpus)));
    const half = path.join(dir, `lichess-${games}-half.pgn`);
    fs.writeFileSync(half, Buffer.concat(Array.from({ length: Math.ceil(games / 200) }, () => setup.corpus)));
    const count = games >= 200_000 ? Math.max(1, Math.ceil(setup.rounds / 3)) : setup.rounds;
    console.log(
      `\n--jobs 2 against --jobs 1 and pgn-extract, ${games.toLocaleString('en')} games (${(fs.statSync(file).size / 1e6).toFixed(0)} MB), ${os.availableParallelism()} cores, medians of ${count} rounds\n`,
    );
    console.log(
      '| command | 1 job wall | 1 job CPU | 2 jobs wall | 2 jobs CPU | 2 jobs − 1 job CPU | halves at once: wall, CPU (floor) | 2 jobs: main, busiest worker, background | 2 jobs RSS | 2 jobs / 1 job | 1 job / halves at once (ceiling) | 2 jobs as a share of it | idle 2 cores (est.) | pgn-extract wall | 2 jobs / pgn-extract | load before, after |',
    );
    console.log(
      '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
    );
    for (const [name, args, theirs] of commands(setup.ecoFile)) {
      const before = load();
      const ours = (jobs: string) => [node, xn, 'pgn', ...args, '--jobs', jobs, file];
      const argvs = [ours('1'), ours('2')];
      if (theirs !== undefined) argvs.push([setup.pgnExtract, '-s', ...theirs, '-o', '/dev/null', file]);
      const [one, two, pe] = await rounds(argvs, count, dir);
      const w1 = wallOf(one!);
      const w2 = wallOf(two!);
      const wp = pe === undefined ? undefined : wallOf(pe);
      const split = [
        (t: ThreadCpu) => t.main,
        (t: ThreadCpu) => t.workers[0] ?? 0,
        (t: ThreadCpu) => t.background,
      ]
        .map((pick) => threadsOf(two!, pick).toFixed(2))
        .join(', ');
      const idle = threadsOf(one!, (t) => idleSeconds(t)) / threadsOf(two!, (t) => idleSeconds(t));
      // what the second thread costs beyond the work itself (its start, its warm-up and compiles, the handing over)
      const extra = threadsOf(two!, (t) => t.total) - threadsOf(one!, (t) => t.total);
      const halves = await halvesAtOnce([node, xn, 'pgn', ...args, '--jobs', '1', half], count);
      const ceiling = w1 / wallOf(halves);
      console.log(
        `| ${name} | ${sec(w1)} | ${sec(cpuOf(one!))} | ${sec(w2)} | ${sec(cpuOf(two!))} | ${sec(extra)} | ${sec(wallOf(halves))}, ${sec(cpuOf(halves))} | ${split} s | ${mb(rssOf(two!))} | ${(w1 / w2).toFixed(2)}× | ${ceiling.toFixed(2)}× | ${((w1 / w2 / ceiling) * 100).toFixed(0)} % | ${idle.toFixed(2)}× | ${sec(wp)} | ${wp === undefined ? '—' : `${(wp / w2).toFixed(2)}×`} | ${before}, ${load()} |`,
      );
    }
    fs.rmSync(file);
    fs.rmSync(half);
  }
  const small = path.join(dir, 'lichess-100.pgn');
  fs.writeFileSync(small, setup.corpus);
  console.log(`\nThe default (no --jobs) against --jobs 1, 100 games, medians of ${setup.rounds} rounds\n`);
  console.log(
    '| command | default wall | --jobs 1 wall | default wall / --jobs 1 wall (≤ 1: no slower) | default CPU / --jobs 1 CPU | load before, after |',
  );
  console.log('| --- | ---: | ---: | ---: | ---: | --- |');
  for (const [name, args] of commands(setup.ecoFile)) {
    const before = load();
    const [auto, one] = await rounds(
      [
        [node, xn, 'pgn', ...args, small],
        [node, xn, 'pgn', ...args, '--jobs', '1', small],
      ],
      setup.rounds,
      dir,
    );
    const [wa, w1] = [wallOf(auto!), wallOf(one!)];
    const cpu = threadsOf(auto!, (t) => t.total) / threadsOf(one!, (t) => t.total);
    console.log(
      `| ${name} | ${sec(wa)} | ${sec(w1)} | ${(wa / w1).toFixed(2)} | ${cpu.toFixed(2)} | ${before}, ${load()} |`,
    );
  }
}
