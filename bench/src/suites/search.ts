/**
 * The position index and Scoutfish's queries (issue #95), side by side in one run on one file. By default
 * lichess-100.pgn of the shared data repeated 100× (10,000 games, 7.6 MB; the games repeat); with
 * `SEARCH_BENCH_GAMES=N`, N distinct games (`apps/playground/scripts/distinct-games.mjs`: real openings, then
 * random legal moves to 80 plies; made once and cached in the OS temp dir). Printed: `xn index` against
 * `xn pgn check` (whole processes, CPU seconds, the median of `SEARCH_BENCH_ROUNDS` rounds, default 3) and
 * `xn index --to parquet` beside them, the index's
 * size as its target is written (2 bytes a ply plus the rest a game, the key table included), and in this process
 * (CPU time, the median of the rounds; the index opened for each query with `openIndexFile`, read at offsets as
 * `xn search` reads it) an exact-position query (a full board as a sub-fen with its material and side to move) of a
 * position in many games (its list in the key table) and of one in one game (the middle game's position after 30
 * plies: a scan that stops at it), a sub-position and a material query (the file's plies
 * searched a CPU second, as Scoutfish and pgn-extract count them: a game its record rules out is searched without
 * a replay; the plies replayed beside); then whole processes: `xn search` of the exact positions, and of the sub-position against pgn-extract's
 * `FENPattern` search (`/usr/games/pgn-extract`, GPL, a process; a skip line when absent). The targets are printed
 * beside.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { ChessPosition } from '@x/core/chess';
import { makeMove } from '@x/core/engine';
import { variants } from '@x/core/variant';
import { openIndexFile, type PositionIndex, SAMPLE_BYTES, type SourceStamp, sampleHash } from '@x/search';
import { searchIndex } from '@x/search/query';
import { median } from '../harness.js';
import { type Run, timed, writeTenThousandGames } from './book.js';
import { randomAccess } from '../../../packages/cli/src/search/random-access.js';

const here = fileURLToPath(new URL('.', import.meta.url));
const CORPUS = path.resolve(here, '../../../../shared/data/pgn/lichess-100.pgn');
const XN = path.resolve(here, '../../../packages/cli/dist/xn.cjs');
const PGN_EXTRACT = '/usr/games/pgn-extract';
const DISTINCT = path.resolve(here, '../../../apps/playground/scripts/distinct-games.mjs');

/** The file benched, linked into `dir` (the index is written beside it), and what it holds. */
async function sourceFile(dir: string): Promise<{ file: string; what: string }> {
  const file = path.join(dir, 'games.pgn');
  const size = Number(process.env.SEARCH_BENCH_GAMES) || 0;
  if (size <= 0) {
    writeTenThousandGames(file);
    return { file, what: '10,000 games: lichess-100.pgn 100 times' };
  }
  const { distinctGames } = (await import(pathToFileURL(DISTINCT).href)) as {
    distinctGames: (n: number, lichess: string) => Promise<string>;
  };
  fs.symlinkSync(await distinctGames(size, CORPUS), file);
  return { file, what: `${size.toLocaleString('en')} distinct games` };
}

/** The CPU milliseconds of `fn`. */
function cpuMs(fn: () => void): number {
  const t = process.cpuUsage();
  fn();
  const d = process.cpuUsage(t);
  return (d.user + d.system) / 1000;
}

const SUB_FEN = '8/8/p7/8/8/1B3N2/8/8';
const QUERIES = [
  [
    'exact position',
    '{"sub-fen": "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R", "material": "KQRRBBNNPPPPPPPPKQRRBBNNPPPPPPPP", "stm": "white"}',
    '≤ 50 ms',
  ],
  ['sub-position', `{"sub-fen": "${SUB_FEN}"}`, '≥ 20 M plies/s'],
  ['material', '{"material": "KRPPKRP"}', '≥ 20 M plies/s'],
] as const;

/** The exact-position query of the middle game's position after 30 plies (or its last): on distinct games, of one game. */
function rareQuery(index: PositionIndex): string {
  let fen = '';
  index.forEachGame((g) => {
    if (g.number < Math.ceil(index.header.games / 2) || g.start !== 0) return;
    const position = ChessPosition.fromFen(variants.chess.startFen);
    for (let p = 0; p < Math.min(30, g.plies); p++)
      makeMove(position, index.codes[g.bytes[g.movesAt + 2 * p]! | (g.bytes[g.movesAt + 2 * p + 1]! << 8)]!);
    fen = position.toFen();
    return false;
  });
  const [board = '', side] = fen.split(' ');
  const letters = board.replace(/[^a-zA-Z]/g, '');
  const material = `${letters.replace(/[a-z]/g, '')}v${letters.replace(/[A-Z]/g, '').toUpperCase()}`;
  return JSON.stringify({ 'sub-fen': board, material, stm: side === 'w' ? 'white' : 'black' });
}

/** The median wall and CPU time of `rounds` runs of `argv` (after one not counted), and the peak RSS of them all. */
function medianRun(argv: readonly string[], rounds: number): Run {
  const runs = Array.from({ length: rounds + 1 }, () => timed(argv));
  const counted = runs.slice(1);
  return {
    wall: median(counted.map((r) => r.wall)),
    cpu: median(counted.map((r) => r.cpu)),
    rss: Math.max(...runs.map((r) => r.rss)),
  };
}

/** A process's peak RSS, printed: `peak RSS 123 MB`. */
function peak(bytes: number): string {
  return `peak RSS ${(bytes / 1e6).toFixed(0)} MB`;
}

/** This process's peak RSS so far, in bytes. */
function ownPeak(): number {
  return process.resourceUsage().maxRSS * 1024;
}

/**
 * The stamp of the PGN file `file` as `xn index` takes it (size, modification time, the hash of its first and last
 * 64 KiB), read from those bytes alone: not the whole file (550 MB at a million games) into memory.
 */
function stampOfFile(file: string): SourceStamp {
  const size = fs.statSync(file).size;
  const fd = fs.openSync(file, 'r');
  try {
    const sample = (at: number) => {
      const bytes = new Uint8Array(Math.min(SAMPLE_BYTES, size));
      fs.readSync(fd, bytes, 0, bytes.length, at);
      return bytes;
    };
    return {
      size,
      mtimeMs: fs.statSync(file).mtimeMs,
      hash: sampleHash(sample(0), sample(size - Math.min(SAMPLE_BYTES, size))),
    };
  } finally {
    fs.closeSync(fd);
  }
}

export async function bench(): Promise<void> {
  console.log('\n## Position index and queries: xn index, xn search vs xn pgn check and pgn-extract');
  const absent = (
    [
      [CORPUS, 'the shared lichess-100.pgn'],
      [XN, 'packages/cli/dist/xn.cjs (pnpm build)'],
    ] as const
  ).find(([file]) => !fs.existsSync(file));
  if (absent !== undefined) return console.log(`  skipped: ${absent[1]} is absent`);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'search-bench-'));
  try {
    const { file: pgn, what } = await sourceFile(dir);
    const load = os.loadavg().map((n) => n.toFixed(1));
    console.log(
      `  file                ${what}, ${(fs.statSync(pgn).size / 1e6).toFixed(1)} MB; load average ${load.join(', ')} (${os.cpus().length} cores)`,
    );
    const rounds = Number(process.env.SEARCH_BENCH_ROUNDS) || 3;
    const check = medianRun([process.execPath, XN, 'pgn', 'check', '--jobs', '1', pgn], rounds);
    const build = medianRun([process.execPath, XN, 'index', pgn], rounds);
    console.log(`  xn pgn check        cpu ${check.cpu.toFixed(2)} s, ${peak(check.rss)}`);
    console.log(
      `  xn index            cpu ${build.cpu.toFixed(2)} s  (${(build.cpu / check.cpu).toFixed(2)}× check; target ≤ 1.5×), ${peak(build.rss)}`,
    );
    // the Parquet rows of every position (game, ply, key, move, result): the index made, then its positions keyed
    const parquet = medianRun(
      [process.execPath, XN, 'index', '--to', 'parquet', '-o', path.join(dir, 'parquet'), pgn],
      rounds,
    );
    console.log(
      `  xn index --to parquet cpu ${parquet.cpu.toFixed(2)} s (${(parquet.cpu / check.cpu).toFixed(2)}× check, a row a position), ${peak(parquet.rss)}`,
    );
    const stamp = stampOfFile(pgn);
    const fd = fs.openSync(`${pgn}.xni`, 'r');
    const file = randomAccess(fd);
    const index = openIndexFile(file, stamp);
    let plies = 0;
    index.forEachGame((g) => {
      plies += g.plies;
    });
    const games = index.header.games;
    const keyBytes = index.header.keyBytes;
    // as the target is written: everything but 2 bytes a ply, the key table and the fixed parts included
    const perGame = (file.size - 2 * plies) / games;
    console.log(
      `  index size          ${file.size} bytes: 2 a ply + ${perGame.toFixed(1)} a game (target ≤ 2 + 48), of which the key table ${(keyBytes / games).toFixed(1)} a game; this process's ${peak(ownPeak())} (the file made, the index opened and walked)`,
    );
    const rare = rareQuery(index);
    const queries = [...QUERIES, ['exact, one game', rare, "a scan: Scid's filters, then a replay"]] as const;
    const rates = new Map<string, number>();
    for (const [name, query, target] of queries) {
      // each round opens the index (its header, dictionary and starts read) as xn search does
      let answer = searchIndex(openIndexFile(file, stamp), query);
      const times: number[] = [];
      for (let r = 0; r < rounds; r++)
        times.push(
          cpuMs(() => {
            answer = searchIndex(openIndexFile(file, stamp), query);
          }),
        );
      const ms = median(times);
      // Scoutfish's rate: the file's plies searched (replayed, or ruled out by a game's record) a CPU second
      const rate = plies / (ms / 1000);
      rates.set(name, rate);
      console.log(
        `  ${name.padEnd(19)} cpu ${ms.toFixed(1)} ms, ${answer.matchCount} games, ${answer.games} of ${games} games read, ${answer.plies} of ${plies} plies replayed (${(answer.plies / (ms / 1000) / 1e6).toFixed(2)} M a second), ${(rate / 1e6).toFixed(2)} M plies/s searched (target ${target}); this process's ${peak(ownPeak())}`,
      );
    }
    fs.closeSync(fd);
    const start = medianRun([process.execPath, XN, '--version'], rounds);
    console.log(`  xn --version        cpu ${(start.cpu * 1000).toFixed(0)} ms (a process's start)`);
    for (const [name, query] of [queries[0], queries[3]]) {
      const run = medianRun([process.execPath, XN, 'search', '--json', '--query', query, pgn], rounds);
      console.log(
        `  xn search ${name.padEnd(16)} cpu ${(run.cpu * 1000).toFixed(0)} ms, wall ${(run.wall * 1000).toFixed(0)} ms (the whole process), ${peak(run.rss)}`,
      );
    }
    if (!fs.existsSync(PGN_EXTRACT)) {
      console.log(`  pgn-extract: skipped (${PGN_EXTRACT} absent)`);
      return;
    }
    const tags = path.join(dir, 'tags.txt');
    fs.writeFileSync(tags, `FENPattern "${SUB_FEN.replace(/\d/g, (d) => '?'.repeat(Number(d)))}"\n`);
    const theirs = medianRun([PGN_EXTRACT, '-s', '-t', tags, '-o', path.join(dir, 'out.pgn'), pgn], rounds);
    const ours = medianRun(
      [process.execPath, XN, 'search', '--json', '--query', `{"sub-fen": "${SUB_FEN}"}`, pgn],
      rounds,
    );
    const theirRate = (plies + games) / theirs.cpu;
    console.log(
      `  pgn-extract FENPattern cpu ${theirs.cpu.toFixed(2)} s (${(theirRate / 1e6).toFixed(2)} M plies/s over the file), ${peak(theirs.rss)}`,
    );
    console.log(
      `  sub-position, whole processes: xn search (index) cpu ${ours.cpu.toFixed(2)} s, ${peak(ours.rss)}: ${(theirs.cpu / ours.cpu).toFixed(1)}× pgn-extract; the query alone ${((rates.get('sub-position') ?? 0) / theirRate).toFixed(1)}× its plies/s (target ≥ 20×)`,
    );
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
