/**
 * Polyglot books (issue #95): `xn book make` against Debian's `polyglot make-book` (C++, GPL, `/usr/games/polyglot`;
 * a skip line when absent), whole processes side by side on the same file — lichess-100.pgn of the shared data
 * repeated 100× (10,000 games, 7.6 MB, written to a temp dir) — with the same options (`-min-game 1`), rounds
 * interleaved after a warm-up (`BOOK_BENCH_ROUNDS`, default 5), medians of wall and CPU time (user + system, from
 * `/usr/bin/time`) and peak RSS. The two books are compared byte for byte: a difference fails the run.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { median } from '../harness.js';

const here = fileURLToPath(new URL('.', import.meta.url));
const CORPUS = path.resolve(here, '../../../../shared/data/pgn/lichess-100.pgn');
const XN = path.resolve(here, '../../../packages/cli/dist/xn.cjs');
const POLYGLOT = '/usr/games/polyglot';
const TIME = '/usr/bin/time';

export interface Run {
  readonly wall: number;
  readonly cpu: number;
  readonly rss: number;
}

/**
 * One run of `argv` under `/usr/bin/time`: wall seconds, CPU seconds, peak RSS in bytes. Its output is thrown away
 * as it comes (`xn search --json` of a million games writes megabytes: piped into `spawnSync`'s 1 MB buffer, it was
 * killed at the buffer's end, a failure with no message).
 */
export function timed(argv: readonly string[]): Run {
  const t0 = performance.now();
  const r = spawnSync(TIME, ['-f', 'XTIME %U %S %M', ...argv], {
    encoding: 'utf8',
    stdio: ['ignore', 'ignore', 'pipe'],
    maxBuffer: 64 << 20,
  });
  const wall = (performance.now() - t0) / 1000;
  if (r.status !== 0)
    throw new Error(`${argv.join(' ')} failed (${r.error?.message ?? `status ${r.status}`}): ${r.stderr}`);
  const m = /XTIME (\S+) (\S+) (\d+)/.exec(r.stderr);
  if (!m) throw new Error(`no timing from ${TIME}: ${r.stderr}`);
  return { wall, cpu: Number(m[1]) + Number(m[2]), rss: Number(m[3]) * 1024 };
}

/** Writes lichess-100.pgn of the shared data 100 times over into `file` (10,000 games, 7.6 MB). */
export function writeTenThousandGames(file: string): void {
  const text = fs.readFileSync(CORPUS);
  fs.writeFileSync(
    file,
    Buffer.concat(Array.from({ length: 100 }, () => Buffer.concat([text, Buffer.from('\n')]))),
  );
}

export async function bench(): Promise<void> {
  console.log('\n## Polyglot book: xn book make vs polyglot make-book (10,000 games, -min-game 1)');
  for (const [file, what] of [
    [POLYGLOT, 'polyglot'],
    [TIME, '/usr/bin/time'],
    [CORPUS, 'the shared lichess-100.pgn'],
    [XN, 'packages/cli/dist/xn.cjs (pnpm build)'],
  ] as const)
    if (!fs.existsSync(file)) {
      console.log(`  skipped: ${what} is absent`);
      return;
    }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'book-bench-'));
  try {
    const pgn = path.join(dir, 'games.pgn');
    writeTenThousandGames(pgn);
    const contenders = [
      {
        name: 'polyglot make-book',
        out: path.join(dir, 'polyglot.bin'),
        argv: (o: string) => [POLYGLOT, 'make-book', '-pgn', pgn, '-bin', o, '-min-game', '1'],
      },
      {
        name: 'xn book make',
        out: path.join(dir, 'xn.bin'),
        argv: (o: string) => [process.execPath, XN, 'book', 'make', pgn, '-o', o, '--min-game', '1'],
      },
    ];
    const rounds = Number(process.env.BOOK_BENCH_ROUNDS) || 5;
    const runs = contenders.map(() => [] as Run[]);
    for (let round = -1; round < rounds; round++)
      contenders.forEach((c, i) => {
        const run = timed(c.argv(c.out));
        if (round >= 0) runs[i]!.push(run);
      });
    const same = fs.readFileSync(contenders[0]!.out).equals(fs.readFileSync(contenders[1]!.out));
    const rows = contenders.map((c, i) => ({
      name: c.name,
      wall: median(runs[i]!.map((r) => r.wall)),
      cpu: median(runs[i]!.map((r) => r.cpu)),
      rss: median(runs[i]!.map((r) => r.rss)),
    }));
    for (const r of rows)
      console.log(
        `  ${r.name.padEnd(20)} wall ${r.wall.toFixed(2)} s  cpu ${r.cpu.toFixed(2)} s  rss ${(r.rss / 1e6).toFixed(0)} MB`,
      );
    console.log(
      `  xn / polyglot: ${(rows[1]!.wall / rows[0]!.wall).toFixed(2)}× wall, ${(rows[1]!.cpu / rows[0]!.cpu).toFixed(2)}× CPU`,
    );
    console.log(`  books byte-identical: ${same ? 'yes' : 'NO'}`);
    if (!same) process.exitCode = 1;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
