/**
 * The position index and Scoutfish's queries (issue #95), side by side in one run on one file — lichess-100.pgn of
 * the shared data repeated 100× (10,000 games, 7.6 MB; the games repeat: a file of 1 M distinct games is not in
 * the shared data) written to a temp dir: `xn index` against `xn pgn check` (whole processes, CPU seconds, the
 * median of `SEARCH_BENCH_ROUNDS` rounds, default 3), the index's bytes a ply and a game, and in this process an
 * exact-position query (a full board as a sub-fen with its material), a sub-position and a material query (plies
 * replayed a second), against pgn-extract's `FENPattern` search of the same sub-position (`/usr/games/pgn-extract`,
 * GPL, a process; a skip line when absent). The targets are printed beside the numbers.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openIndex, stampOf } from '@x/search';
import { searchIndex } from '@x/search/query';
import { median } from '../harness.js';
import { type Run, timed, writeTenThousandGames } from './book.js';

const here = fileURLToPath(new URL('.', import.meta.url));
const CORPUS = path.resolve(here, '../../../../shared/data/pgn/lichess-100.pgn');
const XN = path.resolve(here, '../../../packages/cli/dist/xn.cjs');
const PGN_EXTRACT = '/usr/games/pgn-extract';

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

/** The median of `rounds` runs of `argv`. */
function medianRun(argv: readonly string[], rounds: number): Run {
  const runs = Array.from({ length: rounds + 1 }, () => timed(argv)).slice(1);
  return {
    wall: median(runs.map((r) => r.wall)),
    cpu: median(runs.map((r) => r.cpu)),
    rss: median(runs.map((r) => r.rss)),
  };
}

export async function bench(): Promise<void> {
  console.log(
    '\n## Position index and queries: xn index, xn search vs xn pgn check and pgn-extract (10,000 games)',
  );
  const absent = (
    [
      [CORPUS, 'the shared lichess-100.pgn'],
      [XN, 'packages/cli/dist/xn.cjs (pnpm build)'],
    ] as const
  ).find(([file]) => !fs.existsSync(file));
  if (absent !== undefined) return console.log(`  skipped: ${absent[1]} is absent`);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'search-bench-'));
  try {
    const pgn = path.join(dir, 'games.pgn');
    writeTenThousandGames(pgn);
    const rounds = Number(process.env.SEARCH_BENCH_ROUNDS) || 3;
    const check = medianRun([process.execPath, XN, 'pgn', 'check', '--jobs', '1', pgn], rounds);
    const build = medianRun([process.execPath, XN, 'index', pgn], rounds);
    console.log(`  xn pgn check        cpu ${check.cpu.toFixed(2)} s`);
    console.log(
      `  xn index            cpu ${build.cpu.toFixed(2)} s  (${(build.cpu / check.cpu).toFixed(2)}× check; target ≤ 1.5×)`,
    );
    const bytes = new Uint8Array(fs.readFileSync(pgn));
    const stamp = { ...stampOf(bytes), mtimeMs: fs.statSync(pgn).mtimeMs };
    const file = new Uint8Array(fs.readFileSync(`${pgn}.xni`));
    const index = openIndex(file, stamp);
    let plies = 0;
    index.forEachGame((g) => {
      plies += g.plies;
    });
    const games = index.header.games;
    const perGame = (file.length - 2 * plies) / games;
    console.log(
      `  index size          ${file.length} bytes: 2 a ply + ${perGame.toFixed(1)} a game, all in (target ≤ 2 + 48)`,
    );
    for (const [name, query, target] of QUERIES) {
      const times: number[] = [];
      let answer = searchIndex(index, query);
      for (let r = 0; r < rounds; r++) {
        const t0 = performance.now();
        answer = searchIndex(index, query);
        times.push(performance.now() - t0);
      }
      const ms = median(times);
      const rate = answer.plies / (ms / 1000);
      console.log(
        `  ${name.padEnd(19)} ${ms.toFixed(0)} ms, ${answer.matchCount} games, ${(rate / 1e6).toFixed(2)} M plies/s (target ${target})`,
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
    console.log(
      `  sub-position, whole processes: pgn-extract cpu ${theirs.cpu.toFixed(2)} s, xn search (index) cpu ${ours.cpu.toFixed(2)} s: ${(theirs.cpu / ours.cpu).toFixed(1)}× (target ≥ 20×)`,
    );
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
