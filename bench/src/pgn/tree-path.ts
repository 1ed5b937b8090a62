/**
 * The tree path against pgn-extract, for `pnpm bench san` (issue #66): what a program doing what the san README
 * shows runs — `readPgn(fs.createReadStream(file))`, `walkGame` of each main line from `startingPosition`,
 * `formatPgn` to /dev/null (`x-worker.ts stream`) — against `pgn-extract -s -o /dev/null FILE` (read, check every
 * move, write), whole processes on 10,000 lichess games (`../shared/data/pgn/lichess-100.pgn` repeated 100×, in a
 * temp dir). Rounds alternate the two after a warm-up round (`SAN_BENCH_TREE_ROUNDS`, default 5); medians of wall
 * and of CPU time (user + system, `/usr/bin/time`: the steadier figure on a loaded machine), and the load average
 * before and after. Then the in-process main-line checker's MB/s on the same games repeated 5× (38 MB), in three
 * processes of its own (`checker-rate.ts`).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { mb, type Run, runOnce, sec } from '../cli-run.js';
import { median } from '../harness.js';
import { bundleWorkers } from './bundle.js';
import { checkerRateProcesses } from './checker-rate.js';

const here = fileURLToPath(new URL('.', import.meta.url));
const CORPUS = path.resolve(here, '../../../../shared/data/pgn/lichess-100.pgn');
const PGN_EXTRACT = '/usr/games/pgn-extract';
const REPEAT = 100;

const load = () => fs.readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');

/** Runs the tree path against pgn-extract and the checker's rate; a skip line when the corpus is absent. */
export async function treePath(): Promise<void> {
  if (!fs.existsSync(CORPUS)) {
    console.log('\n(tree path skipped: ../shared/data/pgn/lichess-100.pgn is absent)');
    return;
  }
  const rounds = Number(process.env.SAN_BENCH_TREE_ROUNDS ?? 5);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'x-san-tree-'));
  try {
    await bundleWorkers([path.join(here, 'x-worker.ts')], dir);
    const one = fs.readFileSync(CORPUS, 'utf8').trim();
    const block = `${Array.from({ length: REPEAT }, () => one).join('\n\n')}\n\n`;
    const file = path.join(dir, 'lichess-10000.pgn');
    fs.writeFileSync(file, block);
    const games = REPEAT * (one.match(/^\[Event /gm)?.length ?? 0);
    const contenders: [string, string[]][] = [
      [
        '@x readPgn(file stream) + walkGame + formatPgn',
        [process.execPath, path.join(dir, 'x-worker.mjs'), 'stream', file],
      ],
    ];
    if (fs.existsSync(PGN_EXTRACT))
      contenders.push(['pgn-extract -s -o /dev/null', [PGN_EXTRACT, '-s', '-o', '/dev/null', file]]);
    else console.log(`\n(pgn-extract skipped: ${PGN_EXTRACT} is absent; apt-get install pgn-extract)`);
    const before = load();
    for (const [, argv] of contenders) await runOnce(argv, dir);
    const runs = contenders.map((): Run[] => []);
    for (let r = 0; r < rounds; r++)
      for (const [i, [, argv]] of contenders.entries()) runs[i]!.push(await runOnce(argv, dir));
    const after = load();
    const rows = contenders.map(([name], i) => {
      const own = runs[i]!;
      const cpus = own.map((x) => x.cpu);
      const rsss = own.map((x) => x.rss);
      return {
        name,
        wall: median(own.map((x) => x.wall)),
        cpu: cpus.every((x) => x !== undefined) ? median(cpus as number[]) : undefined,
        rss: rsss.every((x) => x !== undefined) ? median(rsss as number[]) : undefined,
      };
    });
    console.log(
      `\nTree path: read + check every main-line move + write, ${games.toLocaleString('en')} games (${(block.length / 1e6).toFixed(1)} MB), ` +
        `whole processes, medians of ${rounds} alternating rounds; load before ${before}, after ${after}\n`,
    );
    const extract = rows[1];
    const ratio = (ours: number | undefined, theirs: number | undefined) =>
      ours === undefined || theirs === undefined ? '—' : `${(theirs / ours).toFixed(2)}×`;
    console.log(
      '| contender | wall | CPU | peak RSS | games/s (wall) | speed vs pgn-extract, wall | by CPU |',
    );
    console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: |');
    for (const r of rows)
      console.log(
        `| ${r.name} | ${sec(r.wall)} | ${sec(r.cpu)} | ${mb(r.rss)} | ${Math.round(games / r.wall).toLocaleString('en')} | ${ratio(r.wall, extract?.wall)} | ${ratio(r.cpu, extract?.cpu)} |`,
      );
    if (extract !== undefined)
      console.log(
        `\ntree path: ${ratio(rows[0]!.wall, extract.wall)} pgn-extract's speed by wall, ${ratio(rows[0]!.cpu, extract.cpu)} by CPU (target ≥ 1×)`,
      );
    const big = path.join(dir, 'lichess-50000.pgn');
    fs.writeFileSync(big, block.repeat(5));
    checkerRateProcesses(big, rounds);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
