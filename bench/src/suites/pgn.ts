/**
 * PGN databases (issue #36, item 7), whole processes side by side in one run: pgn-extract (C, Debian's
 * `/usr/games/pgn-extract`; a skip line when absent), chessops and @x/san, each a fresh process on the same file.
 *
 * - read + check every main-line move + write back, on 10,000 lichess games (`../shared/data/pgn/lichess-100.pgn`
 *   repeated 100×, written to a temp dir): `pgn-extract -s -o /dev/null FILE`; chessops `parsePgn` + `parseSan`/`play`
 *   + `makePgn`; @x `readPgn(fs.createReadStream)` and `iteratePgn(readFileSync)`, each + `walkGame` main line
 *   (from `startingPosition`) + `formatPgn`. Targets: @x ≥ pgn-extract's games/s, ≥ 2× chessops'.
 * - stream vs string: the `readPgn` file stream ≤ 1.1× the time of the `iteratePgn` string path.
 * - headers-only skim (`readPgn` with `headersOnly`) ≥ 5× a full read (`readPgn`, every game read, no move played).
 * - a generated big file (`PGN_BENCH_BIG_MB`, default 2048 MiB, the 10,000 games repeated; in the temp dir, deleted
 *   after) read in full with `readPgn` from a file stream: peak RSS < 100 MB (10^6 bytes), and the same at a tenth of
 *   the size (at most 200 MiB): memory does not grow with the file. At the tenth, the skim and pgn-extract run too,
 *   where node's start (about 0.1 s) no longer hides the skim's rate.
 *
 * Wall time is measured around the child; CPU time (user + system) and peak RSS come from `/usr/bin/time -f` when
 * present, else from the child's own `process.resourceUsage()` (not for pgn-extract then). Rounds are interleaved
 * (every contender once per round, after a warm-up round) and medians reported: `PGN_BENCH_ROUNDS` (default 5),
 * `PGN_BENCH_BIG_ROUNDS` for the big file (default 1; the tenth runs 3). The workers (`src/pgn/*-worker.ts`) are
 * bundled by esbuild from the built packages, so a child starts as a plain `node script.mjs` would.
 */
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { median } from '../harness.js';
import { bundleWorkers } from '../pgn/bundle.js';
import { REPORT_PREFIX, type WorkerReport } from '../pgn/out.js';

const here = fileURLToPath(new URL('.', import.meta.url));
const CORPUS = path.resolve(here, '../../../../shared/data/pgn/lichess-100.pgn');
const PGN_EXTRACT = '/usr/games/pgn-extract';
const TIME = '/usr/bin/time';
const REPEAT = 100;
const MB = 1 << 20;

/** One whole-process measurement. */
interface Run {
  readonly wall: number;
  /** User + system CPU seconds, when known. */
  readonly cpu: number | undefined;
  /** Peak RSS in bytes, when known. */
  readonly rss: number | undefined;
  readonly report: WorkerReport | undefined;
}

/** A command run as a whole process. */
interface Contender {
  readonly name: string;
  readonly argv: readonly string[];
}

/** Medians of a contender's runs. */
interface Row {
  readonly name: string;
  readonly wall: number;
  readonly cpu: number | undefined;
  readonly rss: number | undefined;
  readonly games: number;
  readonly runs: readonly Run[];
}

function exists(file: string): boolean {
  try {
    fs.accessSync(file, fs.constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** The exit status, signal, stdout and stderr of a child (spawned asynchronously, so that Ctrl-C is handled). */
function spawnAsync(
  command: string,
  args: readonly string[],
): Promise<{ status: number | null; signal: string | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (d: string) => {
      stdout += d;
    });
    child.stderr.setEncoding('utf8').on('data', (d: string) => {
      stderr += d;
    });
    child.on('error', reject);
    child.on('close', (status, signal) => resolve({ status, signal, stdout, stderr }));
  });
}

/** Runs `argv` once, timed; throws when it fails. */
async function runOnce(argv: readonly string[], dir: string): Promise<Run> {
  const timed = exists(TIME);
  const timeFile = path.join(dir, 'time.txt');
  const full = timed ? [TIME, '-f', '%U %S %M', '-o', timeFile, ...argv] : [...argv];
  const t0 = performance.now();
  const child = await spawnAsync(full[0]!, full.slice(1));
  const wall = (performance.now() - t0) / 1000;
  if (child.status !== 0)
    throw new Error(
      `${argv.join(' ')} failed (${child.status ?? child.signal}): ${child.stderr.slice(0, 500)}`,
    );
  const line = child.stdout.split('\n').find((l) => l.startsWith(REPORT_PREFIX));
  const report =
    line === undefined ? undefined : (JSON.parse(line.slice(REPORT_PREFIX.length)) as WorkerReport);
  let cpu: number | undefined;
  let rss: number | undefined;
  if (timed) {
    const last = fs.readFileSync(timeFile, 'utf8').trim().split('\n').pop()!;
    const [user, system, kb] = last.split(' ').map(Number);
    cpu = user! + system!;
    rss = kb! * 1024;
  } else if (report !== undefined) {
    cpu = (report.userCPUTime + report.systemCPUTime) / 1e6;
    rss = report.maxRSS * 1024;
  }
  return { wall, cpu, rss, report };
}

/** Runs every contender once as a warm-up (`warm`), then `rounds` interleaved rounds; returns medians. */
async function measure(
  contenders: readonly Contender[],
  rounds: number,
  dir: string,
  games: number,
  warm = true,
): Promise<Row[]> {
  const runs = contenders.map(() => [] as Run[]);
  if (warm) for (const c of contenders) await runOnce(c.argv, dir);
  for (let r = 0; r < rounds; r++)
    for (const [i, c] of contenders.entries()) runs[i]!.push(await runOnce(c.argv, dir));
  return contenders.map((c, i) => {
    const own = runs[i]!;
    const known = <T>(xs: (T | undefined)[]): T[] | undefined =>
      xs.every((x) => x !== undefined) ? (xs as T[]) : undefined;
    const cpus = known(own.map((x) => x.cpu));
    const rsss = known(own.map((x) => x.rss));
    for (const x of own)
      if (x.report !== undefined && x.report.games + x.report.errors !== games)
        throw new Error(`${c.name}: ${x.report.games} games + ${x.report.errors} errors != ${games}`);
    return {
      name: c.name,
      wall: median(own.map((x) => x.wall)),
      cpu: cpus && median(cpus),
      rss: rsss && median(rsss),
      games,
      runs: own,
    };
  });
}

const sec = (x: number | undefined) => (x === undefined ? '—' : `${x.toFixed(2)} s`);
const mb = (x: number | undefined) => (x === undefined ? '—' : `${(x / 1e6).toFixed(0)} MB`);
const rate = (r: Row) => r.games / r.wall;
const ratio = (r: Row, base: Row | undefined) =>
  base === undefined ? '—' : `${(rate(r) / rate(base)).toFixed(2)}×`;

function table(rows: readonly Row[], extract: Row | undefined, chessops: Row | undefined): void {
  console.log('| contender | wall | CPU | peak RSS | games/s | vs pgn-extract | vs chessops |');
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: |');
  for (const r of rows)
    console.log(
      `| ${r.name} | ${sec(r.wall)} | ${sec(r.cpu)} | ${mb(r.rss)} | ${Math.round(rate(r)).toLocaleString('en')} | ${ratio(r, extract)} | ${ratio(r, chessops)} |`,
    );
}

const verdict = (ok: boolean) => (ok ? 'met' : 'MISSED');

/** Writes `block` repeated to about `bytes`; returns how many times. */
function writeRepeated(file: string, block: Buffer, bytes: number): number {
  const times = Math.max(1, Math.round(bytes / block.length));
  const fd = fs.openSync(file, 'w');
  try {
    for (let i = 0; i < times; i++) fs.writeSync(fd, block);
  } finally {
    fs.closeSync(fd);
  }
  return times;
}

/** Runs the pgn suite. */
export async function bench(): Promise<void> {
  if (!fs.existsSync(CORPUS)) {
    console.log('\n(pgn skipped: ../shared/data/pgn/lichess-100.pgn is absent)');
    return;
  }
  const rounds = Number(process.env.PGN_BENCH_ROUNDS ?? 5);
  const bigMb = Number(process.env.PGN_BENCH_BIG_MB ?? 2048);
  const bigRounds = process.env.PGN_BENCH_BIG_ROUNDS;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'x-pgn-bench-'));
  // The big file is gigabytes: deleted on Ctrl-C too (the signal is handled once the running child has ended).
  const cleanUp = () => fs.rmSync(dir, { recursive: true, force: true });
  const onSignal = () => {
    cleanUp();
    process.exit(130);
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  try {
    await bundleWorkers(
      [path.join(here, '../pgn/x-worker.ts'), path.join(here, '../pgn/chessops-worker.ts')],
      dir,
    );
    const one = fs.readFileSync(CORPUS, 'utf8').trim();
    const text = `${Array.from({ length: REPEAT }, () => one).join('\n\n')}\n\n`;
    const file = path.join(dir, 'lichess-10000.pgn');
    fs.writeFileSync(file, text);
    const games = REPEAT * (one.match(/^\[Event /gm)?.length ?? 0);
    const node = process.execPath;
    const x = (mode: string, f = file) => [node, path.join(dir, 'x-worker.mjs'), mode, f];
    const haveExtract = exists(PGN_EXTRACT);
    const loadBefore = fs.readFileSync('/proc/loadavg', 'utf8').trim();
    let commit = 'unknown commit';
    try {
      commit = execFileSync('git', ['-C', here, 'rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
      if (
        execFileSync('git', ['-C', here, 'status', '--porcelain', '--untracked-files=no'], {
          encoding: 'utf8',
        }).trim() !== ''
      )
        commit += ' + uncommitted changes';
    } catch {}
    console.log(
      `${new Date().toISOString()}, ${commit}; ${games.toLocaleString('en')} games, ${(text.length / 1e6).toFixed(1)} MB; node ${process.version}; ` +
        `${os.cpus().length} CPUs; medians of ${rounds} rounds after a warm-up round; load before: ${loadBefore}`,
    );
    if (!haveExtract)
      console.log(`(pgn-extract skipped: ${PGN_EXTRACT} is absent; apt-get install pgn-extract)`);
    if (!exists(TIME))
      console.log(`(${TIME} absent: CPU and RSS of the node children from process.resourceUsage())`);

    const contenders: Contender[] = [
      ...(haveExtract
        ? [{ name: 'pgn-extract -s -o /dev/null', argv: [PGN_EXTRACT, '-s', '-o', '/dev/null', file] }]
        : []),
      {
        name: 'chessops parsePgn+parseSan/play+makePgn',
        argv: [node, path.join(dir, 'chessops-worker.mjs'), file],
      },
      { name: '@x readPgn(file stream)+walkGame+formatPgn', argv: x('stream') },
      { name: '@x iteratePgn(string)+walkGame+formatPgn', argv: x('string') },
      { name: '@x readPgn(file stream), full read only', argv: x('read') },
      { name: '@x readPgn(file stream), headersOnly', argv: x('skim') },
    ];
    const rows = await measure(contenders, rounds, dir, games);
    const loadAfter = fs.readFileSync('/proc/loadavg', 'utf8').trim();
    const by = (prefix: string) => rows.find((r) => r.name.startsWith(prefix));
    const extract = by('pgn-extract');
    const chessops = by('chessops')!;
    const stream = by('@x readPgn(file stream)+')!;
    const string = by('@x iteratePgn')!;
    const read = by('@x readPgn(file stream), full')!;
    const skim = by('@x readPgn(file stream), headers')!;
    const plies = stream.runs[0]!.report!.plies;
    for (const r of [chessops, string])
      if (r.runs[0]!.report!.plies !== plies)
        throw new Error(`${r.name}: ${r.runs[0]!.report!.plies} plies != ${plies}`);
    if (stream.runs[0]!.report!.chars !== string.runs[0]!.report!.chars)
      throw new Error('@x stream and string paths wrote different texts');
    console.log(
      `\n## read + check every main-line move (${plies.toLocaleString('en')} plies) + write back; load after: ${loadAfter}\n`,
    );
    table(
      [extract, chessops, stream, string].filter((r) => r !== undefined),
      extract,
      chessops,
    );
    console.log(
      `\n## @x reading only (no move played, nothing written): the full read and the headers-only skim\n`,
    );
    console.log('| contender | wall | CPU | peak RSS | games/s | vs full read |');
    console.log('| --- | ---: | ---: | ---: | ---: | ---: |');
    for (const r of [read, skim])
      console.log(
        `| ${r.name} | ${sec(r.wall)} | ${sec(r.cpu)} | ${mb(r.rss)} | ${Math.round(rate(r)).toLocaleString('en')} | ${ratio(r, read)} |`,
      );
    console.log('');
    for (const r of [stream, string]) {
      if (extract !== undefined)
        console.log(
          `${r.name}: ${(rate(r) / rate(extract)).toFixed(2)}× pgn-extract's games/s (target ≥ 1): ${verdict(rate(r) >= rate(extract))}`,
        );
      console.log(
        `${r.name}: ${(rate(r) / rate(chessops)).toFixed(2)}× chessops' games/s (target ≥ 2): ${verdict(rate(r) >= 2 * rate(chessops))}`,
      );
    }
    const work = (r: Row) => median(r.runs.map((x) => x.report!.workMs)) / 1000;
    console.log(
      `stream / string time: ${(stream.wall / string.wall).toFixed(2)}× wall, ${(work(stream) / work(string)).toFixed(2)}× in-process (target ≤ 1.1): ${verdict(stream.wall <= 1.1 * string.wall)}`,
    );
    console.log(
      `headersOnly skim: ${(read.wall / skim.wall).toFixed(2)}× a full read (wall; ${(work(read) / work(skim)).toFixed(2)}× in-process), ` +
        `${(stream.wall / skim.wall).toFixed(2)}× read + check + write (target ≥ 5 × the full read): ${verdict(read.wall >= 5 * skim.wall)}`,
    );
    console.log(
      `in-process time (after node's start and imports): ${[chessops, stream, string, read, skim].map((r) => `${r.name.split(' ')[0]} ${r.name.includes('headersOnly') ? 'skim' : r.name.includes('full') ? 'read' : r.name.includes('string') ? 'string' : r.name.includes('stream') ? 'stream' : ''} ${work(r).toFixed(2)} s`).join(', ')}`,
    );

    // The big file, and a tenth of it: the same peak RSS. At the tenth, the skim and pgn-extract too (node's start
    // no longer dominates the skim there).
    const block = Buffer.from(text);
    const sizes = [Math.min(200, bigMb / 10), bigMb];
    const bigRows: { mb: number; games: number; rows: Row[] }[] = [];
    for (const [i, size] of sizes.entries()) {
      const big = path.join(dir, `big-${size}.pgn`);
      const times = writeRepeated(big, block, size * MB);
      const n = times * games;
      const actual = (times * block.length) / MB;
      const roundsHere = i === 0 ? 3 : Number(bigRounds ?? 1);
      const label = `${actual.toFixed(0)} MiB`;
      const these: Contender[] = [
        { name: `@x readPgn(file stream), full read, ${label}`, argv: x('read', big) },
      ];
      if (i === 0) {
        these.push({ name: `@x readPgn(file stream), headersOnly, ${label}`, argv: x('skim', big) });
        if (haveExtract)
          these.push({
            name: `pgn-extract -s -o /dev/null, ${label}`,
            argv: [PGN_EXTRACT, '-s', '-o', '/dev/null', big],
          });
      }
      try {
        bigRows.push({ mb: actual, games: n, rows: await measure(these, roundsHere, dir, n, false) });
      } finally {
        fs.rmSync(big, { force: true });
      }
    }
    const loadBig = fs.readFileSync('/proc/loadavg', 'utf8').trim();
    console.log(`\n## big files read in full with readPgn from a file stream; load after: ${loadBig}\n`);
    console.log('| contender | games | rounds | wall | CPU | peak RSS (each run) | games/s | MB/s |');
    console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
    for (const { mb: size, games: n, rows: these } of bigRows)
      for (const row of these)
        console.log(
          `| ${row.name} | ${n.toLocaleString('en')} | ${row.runs.length} | ${sec(row.wall)} | ${sec(row.cpu)} | ${mb(row.rss)} (${row.runs.map((r) => mb(r.rss)).join(', ')}) | ${Math.round(rate(row)).toLocaleString('en')} | ${((size * MB) / 1e6 / row.wall).toFixed(1)} |`,
        );
    const peak = (row: Row) => Math.max(...row.runs.map((r) => r.rss ?? Number.NaN));
    const small = peak(bigRows[0]!.rows[0]!);
    const large = peak(bigRows[1]!.rows[0]!);
    console.log(
      `\nreadPgn full read, highest peak RSS: ${mb(small)} at ${bigRows[0]!.mb.toFixed(0)} MiB, ${mb(large)} at ${bigRows[1]!.mb.toFixed(0)} MiB ` +
        `(${(large / small).toFixed(2)}× for ${(bigRows[1]!.mb / bigRows[0]!.mb).toFixed(1)}× the bytes); target < 100 MB at both: ${verdict(large < 100e6 && small < 100e6)}`,
    );
    const [bigRead, bigSkim] = bigRows[0]!.rows;
    console.log(
      `headersOnly skim at ${bigRows[0]!.mb.toFixed(0)} MiB: ${(bigRead!.wall / bigSkim!.wall).toFixed(2)}× a full read (target ≥ 5): ${verdict(bigRead!.wall >= 5 * bigSkim!.wall)}`,
    );
  } finally {
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
    cleanUp();
  }
}
