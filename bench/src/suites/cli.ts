/**
 * `xn` against pgn-extract (issue #37), whole processes side by side in one run, on the 10,000-game file
 * (`../shared/data/pgn/lichess-100.pgn` repeated 100×, written to a temp dir):
 *
 * - `xn pgn check --quiet FILE` vs `pgn-extract -s -o /dev/null FILE` (read, check every move);
 * - `xn pgn convert --to uci -o /dev/null FILE` vs `pgn-extract -s -Wuci -o /dev/null FILE`;
 * - `xn pgn dedupe -o /dev/null FILE` vs `pgn-extract -s -D -o /dev/null FILE` (9,900 duplicates);
 * - `check` and `convert` with `--jobs 2` against pgn-extract and against our own one-job run;
 * - then one profiled run of `check` (`cli-profile.ts`): where its time goes.
 *
 * `xn` is the built binary (`packages/cli/dist/xn.js`, `pnpm bench` builds the packages first). Rounds are
 * interleaved after a warm-up round and medians reported (`CLI_BENCH_ROUNDS`, default 5); CPU time and peak
 * RSS come from `/usr/bin/time` when present. Without pgn-extract (Debian package `pgn-extract`) a skip line
 * is printed.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { median } from '../harness.js';
import { printProfile } from '../cli-profile.js';

const here = fileURLToPath(new URL('.', import.meta.url));
const CORPUS = path.resolve(here, '../../../../shared/data/pgn/lichess-100.pgn');
const XN = path.resolve(here, '../../../packages/cli/dist/xn.js');
const PGN_EXTRACT = '/usr/games/pgn-extract';
const TIME = '/usr/bin/time';
const REPEAT = 100;

/** One whole-process run: wall seconds, CPU seconds and peak RSS bytes (when `/usr/bin/time` is there). */
interface Run {
  readonly wall: number;
  readonly cpu: number | undefined;
  readonly rss: number | undefined;
}

/** Runs `argv` once, timed; throws when it exits with a status other than 0 or 1 (1: bad games, which xn reports). */
function runOnce(argv: readonly string[], dir: string): Promise<Run> {
  const timed = fs.existsSync(TIME);
  const timeFile = path.join(dir, 'time.txt');
  const full = timed ? [TIME, '-f', '%U %S %M', '-o', timeFile, ...argv] : [...argv];
  const t0 = performance.now();
  return new Promise((resolve, reject) => {
    const child = spawn(full[0]!, full.slice(1), { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.setEncoding('utf8').on('data', (d: string) => {
      if (stderr.length < 2000) stderr += d;
    });
    child.on('error', reject);
    child.on('close', (status) => {
      const wall = (performance.now() - t0) / 1000;
      if (status !== 0 && status !== 1)
        return reject(new Error(`${argv.join(' ')} failed (${status}): ${stderr}`));
      if (!timed) return resolve({ wall, cpu: undefined, rss: undefined });
      const last = fs.readFileSync(timeFile, 'utf8').trim().split('\n').pop()!;
      const [user, system, kb] = last.split(' ').map(Number);
      resolve({ wall, cpu: user! + system!, rss: kb! * 1024 });
    });
  });
}

const sec = (x: number | undefined) => (x === undefined ? '—' : `${x.toFixed(2)} s`);
const mb = (x: number | undefined) => (x === undefined ? '—' : `${(x / 1e6).toFixed(0)} MB`);

/** One run of `argv` under `node --cpu-prof`, its self time summed by what the code does. */
async function profileCheck(argv: readonly string[], dir: string): Promise<void> {
  const profiles = path.join(dir, 'profiles');
  await runOnce([argv[0]!, '--cpu-prof', `--cpu-prof-dir=${profiles}`, ...argv.slice(1)], dir);
  const [name] = fs.readdirSync(profiles);
  console.log(`\nWhere \`xn pgn check --jobs 1\` spends its time (one run under --cpu-prof, self time):\n`);
  printProfile(JSON.parse(fs.readFileSync(path.join(profiles, name!), 'utf8')));
}

/** Runs the cli suite. */
export async function bench(): Promise<void> {
  if (!fs.existsSync(CORPUS))
    return void console.log('\n(cli skipped: ../shared/data/pgn/lichess-100.pgn is absent)');
  if (!fs.existsSync(PGN_EXTRACT))
    return void console.log('\n(cli skipped: no /usr/games/pgn-extract; apt-get install pgn-extract)');
  if (!fs.existsSync(XN)) throw new Error(`${XN} is not built: run pnpm build`);
  const rounds = Number(process.env.CLI_BENCH_ROUNDS ?? 5);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'x-cli-bench-'));
  try {
    const file = path.join(dir, 'lichess-10000.pgn');
    const block = fs.readFileSync(CORPUS);
    fs.writeFileSync(file, Buffer.concat(Array.from({ length: REPEAT }, () => block)));
    const node = process.execPath;
    const xn = (...args: string[]) => [node, XN, 'pgn', ...args, file];
    const pe = (...args: string[]) => [PGN_EXTRACT, '-s', ...args, '-o', '/dev/null', file];
    const EXTRACT = 'pgn-extract';
    const ONE_JOB = 'xn, 1 job';
    /** Each row: the task, our command, the other command, and what the other is. */
    const rows: [string, string[], string[], string][] = [
      ['check', xn('check', '--quiet', '--jobs', '1'), pe(), EXTRACT],
      [
        'convert --to uci',
        xn('convert', '--to', 'uci', '-q', '--jobs', '1', '-o', '/dev/null'),
        pe('-Wuci'),
        EXTRACT,
      ],
      ['dedupe', xn('dedupe', '-q', '-o', '/dev/null'), pe('-D'), EXTRACT],
      ['check --jobs 2', xn('check', '--quiet', '--jobs', '2'), pe(), EXTRACT],
      [
        'convert --to uci --jobs 2',
        xn('convert', '--to', 'uci', '-q', '--jobs', '2', '-o', '/dev/null'),
        pe('-Wuci'),
        EXTRACT,
      ],
      [
        'check --jobs 2',
        xn('check', '--quiet', '--jobs', '2'),
        xn('check', '--quiet', '--jobs', '1'),
        ONE_JOB,
      ],
      [
        'convert --to uci --jobs 2',
        xn('convert', '--to', 'uci', '-q', '--jobs', '2', '-o', '/dev/null'),
        xn('convert', '--to', 'uci', '-q', '--jobs', '1', '-o', '/dev/null'),
        ONE_JOB,
      ],
    ];
    console.log(
      `\n10,000 games (${(fs.statSync(file).size / 1e6).toFixed(1)} MB), ${os.availableParallelism()} cores, medians of ${rounds} interleaved rounds\n`,
    );
    console.log(
      '| task | xn wall | xn CPU | xn RSS | against | its wall | its CPU | its RSS | xn speed / its |',
    );
    console.log('| --- | ---: | ---: | ---: | --- | ---: | ---: | ---: | ---: |');
    for (const [name, ours, theirs, against] of rows) {
      await runOnce(ours, dir);
      await runOnce(theirs, dir);
      const a: Run[] = [];
      const b: Run[] = [];
      for (let r = 0; r < rounds; r++) {
        a.push(await runOnce(ours, dir));
        b.push(await runOnce(theirs, dir));
      }
      const m = (runs: Run[], key: keyof Run) =>
        runs.every((x) => x[key] !== undefined) ? median(runs.map((x) => x[key]!)) : undefined;
      const [wa, wb] = [m(a, 'wall')!, m(b, 'wall')!];
      console.log(
        `| ${name} | ${sec(wa)} | ${sec(m(a, 'cpu'))} | ${mb(m(a, 'rss'))} | ${against} | ${sec(wb)} | ${sec(m(b, 'cpu'))} | ${mb(m(b, 'rss'))} | ${(wb / wa).toFixed(2)}× |`,
      );
    }
    await profileCheck(xn('check', '--quiet', '--jobs', '1'), dir);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
