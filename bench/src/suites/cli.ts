/**
 * `xn` against pgn-extract (issue #37), whole processes side by side in one run, on the 10,000-game file
 * (`../shared/data/pgn/lichess-100.pgn` repeated 100×, written to a temp dir):
 *
 * - `xn pgn check --quiet FILE` vs `pgn-extract -s -o /dev/null FILE` (read, check every move);
 * - `xn pgn convert --to uci -o /dev/null FILE` vs `pgn-extract -s -Wuci -o /dev/null FILE`;
 * - `xn pgn dedupe -o /dev/null FILE` vs `pgn-extract -s -D -o /dev/null FILE` (9,900 duplicates);
 * - `check` and `convert` with `--jobs 2` against pgn-extract and against our own one-job run, and two
 *   single-thread processes on the two halves (`--shard 1/2`, `2/2`): what two cores give here at best;
 * - the same on 50,000 games (×5), where the fixed costs of starting (code loading, warm-up) weigh less, and
 *   there the other commands, one thread each: `filter --fen` vs `-Tf`, `filter --checkmate` vs `--checkmate`,
 *   `convert --to json|epd|uci` vs `--json`, `-Wepd`, `-Wuci`, `dedupe` vs `-D`, `eco` vs `-e`;
 * - `dedupe` again on 50,000 *distinct movetexts* (`distinctGames`: the same file with a comment `{gN}` before each
 *   game's result): the large file repeats 100 games byte for byte, which `dedupe`'s movetext memo answers without
 *   playing them; here every game is played (the duplicates by moves are the same 49,900);
 * - in-process, the main-line checker `xn pgn check` runs (`visitPgn` + `MainLineChecker`, no tree) on the
 *   10,000 games: MB/s of CPU time beside rust pgn-reader's published 222 MB/s (issue #47's anchor);
 * - then one profiled run of `check` (`cli-profile.ts`): where its time goes;
 * - `--jobs 2` against `--jobs 1` and pgn-extract for six commands on 50,000 and 200,000 games, and the default
 *   against `--jobs 1` on 100 games (`cli-jobs.ts`; `CLI_BENCH_ONLY=jobs` runs these alone);
 * - first, start-up: `xn --version` and `xn pgn check` of one game against `node -e 0`.
 *
 * Every process runs without `NODE_EXTRA_CA_CERTS`: with it set (as on the machine this was written on) Node
 * reads the whole CA bundle before any code runs (about 420 M instructions, `node -e 0` 504 M instead of 85 M), a
 * cost of that environment, not of `xn`.
 *
 * `xn` is the built binary (`packages/cli/dist/xn.cjs`, `pnpm bench` builds the packages first). Rounds are
 * interleaved after a warm-up round and medians reported (`CLI_BENCH_ROUNDS`, default 5); CPU time and peak
 * RSS come from `/usr/bin/time` when present. Without pgn-extract (Debian package `pgn-extract`) a skip line
 * is printed.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { median } from '../harness.js';
import { printProfile } from '../cli-profile.js';
import { mb, type Run, runOnce, sec } from '../cli-run.js';
import { jobsTables } from '../cli-jobs.js';
import { checkerRateProcesses } from '../pgn/checker-rate.js';

const here = fileURLToPath(new URL('.', import.meta.url));
const CORPUS = path.resolve(here, '../../../../shared/data/pgn/lichess-100.pgn');
const XN = path.resolve(here, '../../../packages/cli/dist/xn.cjs');
const PGN_EXTRACT = '/usr/games/pgn-extract';
const REPEAT = 100;
/** pgn-extract's ECO classification file (Debian package `pgn-extract`). */
const ECO_FILE = '/usr/share/pgn-extract/eco.pgn';
/** The position after 1. e4 e5 2. Nf3 (the `--fen` / `-Tf` row). */
const AFTER_NF3 = 'rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq -';

/**
 * `block` (a PGN text of whole games) repeated `times`, each game's movetext made unique by a comment `{gN}` before
 * its result (N counts the games from 1): the games are the same moves, no two movetexts the same bytes.
 */
function distinctGames(block: string, times: number): string {
  let n = 0;
  const one = () =>
    block.replace(/(\s)(1-0|0-1|1\/2-1\/2|\*)\n(?=\n|$)/g, (_, space: string, result: string) => {
      n++;
      return `${space}{g${n}} ${result}\n`;
    });
  return Array.from({ length: times }, one).join('');
}

/** One run of `argv` under `node --cpu-prof`, its self time summed by what the code does. */
async function profileCheck(argv: readonly string[], dir: string): Promise<void> {
  const profiles = path.join(dir, 'profiles');
  await runOnce([argv[0]!, '--cpu-prof', `--cpu-prof-dir=${profiles}`, ...argv.slice(1)], dir);
  const [name] = fs.readdirSync(profiles);
  console.log(`\nWhere \`xn pgn check --jobs 1\` spends its time (one run under --cpu-prof, self time):\n`);
  printProfile(JSON.parse(fs.readFileSync(path.join(profiles, name!), 'utf8')));
}

/** One row: the task, our command, the other command, and what the other is. */
type Row = [string, string[], string[], string];

/** Runs each row's two commands in interleaved rounds after a warm-up and prints their medians and ratio. */
async function table(title: string, rounds: number, dir: string, rows: readonly Row[]): Promise<void> {
  console.log(`\n${title}, ${os.availableParallelism()} cores, medians of ${rounds} interleaved rounds\n`);
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
    const block = fs.readFileSync(CORPUS);
    const file = path.join(dir, 'lichess-10000.pgn');
    fs.writeFileSync(file, Buffer.concat(Array.from({ length: REPEAT }, () => block)));
    const big = path.join(dir, 'lichess-50000.pgn');
    fs.writeFileSync(big, Buffer.concat(Array.from({ length: 5 * REPEAT }, () => block)));
    const distinct = path.join(dir, 'lichess-50000-distinct.pgn');
    fs.writeFileSync(distinct, distinctGames(block.toString('latin1'), 5 * REPEAT), 'latin1');
    const node = process.execPath;
    const xn = (input: string, ...args: string[]) => [node, XN, 'pgn', ...args, input];
    const pe = (input: string, ...args: string[]) => [PGN_EXTRACT, '-s', ...args, '-o', '/dev/null', input];
    /** Two single-thread runs side by side on the two halves (`--shard`): what two processes can do here. */
    const twoShards = (input: string) => [
      '/bin/sh',
      '-c',
      `"$0" "$1" pgn check --quiet --jobs 1 --shard 1/2 "$2" & "$0" "$1" pgn check --quiet --jobs 1 --shard 2/2 "$2"; wait`,
      node,
      XN,
      input,
    ];
    const EXTRACT = 'pgn-extract';
    const ONE_JOB = 'xn, 1 job';
    const uci = ['convert', '--to', 'uci', '-q', '-o', '/dev/null'];
    /**
     * The rows of one file's table: xn against pgn-extract, `--jobs 2` and two processes against one job. The
     * large file's table (`small: false`) leaves out the rows that only repeat the small file's.
     */
    const rows = (input: string, small: boolean): Row[] => {
      const check = (jobs: string) => xn(input, 'check', '--quiet', '--jobs', jobs);
      const convert = (jobs: string) => xn(input, ...uci, '--jobs', jobs);
      const all: [Row, boolean][] = [
        [['check', check('1'), pe(input), EXTRACT], true],
        [['convert --to uci', convert('1'), pe(input, '-Wuci'), EXTRACT], small],
        [['dedupe', xn(input, 'dedupe', '-q', '-o', '/dev/null'), pe(input, '-D'), EXTRACT], small],
        [['check --jobs 2', check('2'), pe(input), EXTRACT], true],
        [['convert --to uci --jobs 2', convert('2'), pe(input, '-Wuci'), EXTRACT], true],
        [['check --jobs 2', check('2'), check('1'), ONE_JOB], true],
        [['convert --to uci --jobs 2', convert('2'), convert('1'), ONE_JOB], small],
        [['two processes, --shard 1/2 and 2/2', twoShards(input), check('1'), ONE_JOB], true],
        ...commandRows(input).map((row): [Row, boolean] => [row, !small]),
      ];
      return all.filter(([, kept]) => kept).map(([row]) => row);
    };
    /**
     * The other commands against their pgn-extract equivalents, one thread each (issue #48): a position reached
     * (`-Tf`), checkmates, JSON, EPD, ECO classification (`-e`, its own `eco.pgn`) and duplicates.
     */
    const commandRows = (input: string): Row[] => {
      // one thread: convert, filter, dedupe and eco all take --jobs (default: the cores for a file this size)
      const one = (...args: string[]) => xn(input, ...args, '-q', '--jobs', '1', '-o', '/dev/null');
      const rows: Row[] = [
        ['filter --fen', one('filter', '--fen', AFTER_NF3), pe(input, `-Tf${AFTER_NF3}`), EXTRACT],
        ['filter --checkmate', one('filter', '--checkmate'), pe(input, '--checkmate'), EXTRACT],
        ['convert --to json', one('convert', '--to', 'json'), pe(input, '--json'), EXTRACT],
        ['convert --to epd', one('convert', '--to', 'epd'), pe(input, '-Wepd'), EXTRACT],
        ['convert --to uci (one thread)', one('convert', '--to', 'uci'), pe(input, '-Wuci'), EXTRACT],
        ['dedupe (one thread)', one('dedupe'), pe(input, '-D'), EXTRACT],
        [
          'dedupe (one thread), distinct movetexts (a `{gN}` comment before each result)',
          xn(distinct, 'dedupe', '-q', '--jobs', '1', '-o', '/dev/null'),
          pe(distinct, '-D'),
          EXTRACT,
        ],
      ];
      if (fs.existsSync(ECO_FILE)) rows.push(['eco', one('eco'), pe(input, `-e${ECO_FILE}`), EXTRACT]);
      else console.log(`\n(eco row skipped: no ${ECO_FILE})`);
      return rows;
    };
    const jobsSetup = {
      node,
      xn: XN,
      pgnExtract: PGN_EXTRACT,
      ecoFile: ECO_FILE,
      corpus: block,
      dir,
      rounds,
    };
    // CLI_BENCH_ONLY=jobs: the --jobs tables alone (cli-jobs.ts)
    if (process.env.CLI_BENCH_ONLY === 'jobs') return await jobsTables(jobsSetup);
    const one = path.join(dir, 'one-game.pgn');
    fs.writeFileSync(one, `${block.toString('latin1').split(/\n\n(?=\[)/)[0]}\n`, 'latin1');
    const NODE = 'node -e 0';
    await table('Start-up', rounds, dir, [
      ['xn --version', [node, XN, '--version'], [node, '-e', '0'], NODE],
      ['xn pgn check, one game', xn(one, 'check', '--quiet'), [node, '-e', '0'], NODE],
    ]);
    const sizeOf = (input: string) => `${(fs.statSync(input).size / 1e6).toFixed(1)} MB`;
    await table(`10,000 games (${sizeOf(file)})`, rounds, dir, rows(file, true));
    await table(`50,000 games (${sizeOf(big)})`, Math.max(1, Math.ceil(rounds / 2)), dir, rows(big, false));
    await jobsTables(jobsSetup);
    checkerRateProcesses(file, rounds);
    await profileCheck(xn(file, 'check', '--quiet', '--jobs', '1'), dir);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
