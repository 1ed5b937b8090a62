/**
 * `xn search --jobs N` without an index end to end: `--jobs 1` and 2 give byte-identical stdout, stderr and exit
 * codes — game numbers, offsets, plies, the games as PGN and `--json` — with each file cut into byte ranges however
 * small (`XN_RANGE_BYTES`, `XN_RANGES`: one range a thread, a range at nearly every game start, five ranges;
 * `pgn/jobs.ts`), on fixtures (broken games among them, `skip` and `limit` across ranges, a `sequence`'s plies)
 * and on the PGN files of `../shared/data`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cutSample, sameForEveryJobs } from './pgn/jobs.js';
import { describeSharedPgn } from './pgn/shared-pgn.js';
import { fixture, tempDir } from './temp-dir.js';

const games = new URL('../../search/test/fixtures/games.pgn', import.meta.url).pathname;

/** `xn search` with `--jobs 1` and 2 and each cut plan: all must give the same. */
const expectSameForEveryJobs = sameForEveryJobs(['search']);

/** A pawn on e4 (many games), its games 2 to 4 listed. */
const E4 = '{"sub-fen": "8/8/8/8/4P3/8/8/8", "skip": 1, "limit": 3}';
/** A knight on f3 then one on c6, on any later plies: plies listed per step. */
const SEQUENCE = '{"sequence": [{"sub-fen": "8/8/8/8/8/5N2/8/8"}, {"sub-fen": "8/8/2n5/8/8/8/8/8"}]}';

describe('xn search --jobs N (fixtures)', () => {
  const dir = tempDir('xn-search-jobs-');
  // the search fixture, broken games between two copies of it: game numbers and offsets run on across ranges
  const pgn = path.join(dir, 'mixed.pgn');
  fs.writeFileSync(
    pgn,
    Buffer.concat([fs.readFileSync(games), fs.readFileSync(fixture('broken.pgn')), fs.readFileSync(games)]),
  );

  it('--json: the same match count, offsets, plies and game numbers for N = 1 and 2', () => {
    const run = expectSameForEveryJobs(['--json', '--query', E4, pgn]);
    expect(run.status).toBe(0);
    const answer = JSON.parse(run.stdout) as { 'match count': number; matches: { game: number }[] };
    expect(answer.matches).toHaveLength(3);
    expect(answer['match count']).toBeGreaterThan(4);
    const sequence = JSON.parse(expectSameForEveryJobs(['--json', '--query', SEQUENCE, pgn]).stdout) as {
      matches: { game: number; ply: number[] }[];
    };
    expect(sequence.matches.length).toBeGreaterThan(1);
    expect(sequence.matches.at(-1)!.game).toBeGreaterThan(sequence.matches[0]!.game);
    for (const m of sequence.matches) expect(m.ply).toHaveLength(2);
  });

  it('the games as PGN, several files, no match (exit 1): the same for N = 1 and 2', () => {
    const run = expectSameForEveryJobs(['--query', E4, pgn, games]);
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(/^\[Event /);
    const none = expectSameForEveryJobs(['--json', '--query', '{"material": "KQQQQKQQQQ"}', pgn]);
    expect([none.status, none.stdout]).toEqual([1, '{"match count":0,"matches":[]}\n']);
    // a step no chess board holds: said once, whatever ranges read the file
    const misfit = '{"sequence": [{"sub-fen": "8/8/8/8/4P3/8/8/8"}, {"sub-fen": "8/8"}]}';
    const noted = expectSameForEveryJobs(['--json', '--query', misfit, pgn]);
    expect(noted.stderr).toBe(
      `${pgn}: note: the query's sequence.1 fits no game (chess): a sub-fen's board size or piece letters, or a move, of another variant\n`,
    );
  });
});

describeSharedPgn('xn search --jobs N (../shared/data)', (files) => {
  it('--json on every PGN file, the games as PGN on a sample: byte-identical for N = 1 and 2', () => {
    const run = expectSameForEveryJobs(
      ['--json', '--query', '{"sub-fen": "8/8/8/8/4P3/8/8/8"}', ...files],
      undefined,
      ['threads'],
    );
    expect(run.stdout).toMatch(/"match count":[1-9]/);
    const sample = cutSample(files);
    expectSameForEveryJobs(['--json', '--query', SEQUENCE, ...sample], undefined, ['every']);
    expectSameForEveryJobs(['--query', E4, ...sample.slice(0, 8)], undefined, ['every']);
  });
});
