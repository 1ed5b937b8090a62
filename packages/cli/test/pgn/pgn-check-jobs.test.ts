/**
 * `xn pgn check --jobs N` end to end: N = 1 and 2 (and 3 under `pnpm test:deep`) give byte-identical stdout,
 * stderr and exit codes — as text with source lines, as `--json` and with `--fail-fast` — on the PGN files of
 * `../shared/data` (all in one run), on broken games, on stdin and gzip (read in one thread), with each file cut
 * into byte ranges as `jobs.ts` plans them, so that every cut between games is exercised (on the shared files: one
 * range a thread on every file, a range at every game start and spilled ranges on every third by default and on all
 * under `pnpm test:deep`, jobs.ts's `cutSample`; `--json` on that sample). `--fail-fast` runs one file at a time,
 * on a sample of the files by default and on a quarter of them under `pnpm test:deep`.
 */
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { bySize } from '../../../../tests/depth.js';
import { fileWriter, fixture, tempDir } from '../temp-dir.js';
import { cutSample, sameForEveryJobs } from './jobs.js';
import { describeSharedPgn } from './shared-pgn.js';
import { xn } from '../xn.js';

const broken = fixture('broken.pgn');
const games = fixture('games.pgn');
/** Fool's mate scored 1-0, then a game that is not over. */
const contradicts = fileWriter(tempDir('xn-check-jobs-'))(
  'contradicts.pgn',
  '[Result "1-0"]\n\n1. f3 e5 2. g4 Qh4# 1-0\n\n[Result "1-0"]\n\n1. e4 e5 1-0\n',
);

/** `xn pgn check` with `--jobs 1`, 2 and 3 and each cut plan: all must give the same. */
const expectSameForEveryJobs = sameForEveryJobs(['pgn', 'check']);

describe('xn pgn check --jobs N (fixtures)', () => {
  it('broken games: the same diagnostics, summary and exit code for N = 1, 2 (and 3 deep)', () => {
    const run = expectSameForEveryJobs([broken, games, broken]);
    expect(run.status).toBe(1);
    expect(run.stdout).toContain('broken.pgn:3:13: error[illegal-move]');
    expect(run.stdout).toMatch(/^10 games: 6 good, 4 bad/m);
  });

  it('a result the final position contradicts: the same warning for N = 1, 2 (and 3 deep)', () => {
    const run = expectSameForEveryJobs([games, contradicts, games]);
    expect(run.stdout).toContain(`${contradicts}:3:21: warning[result-contradicts-end]: Black mates`);
  });

  it('--json, --fail-fast, stdin, gzip and an unreadable file: the same for N = 1, 2 (and 3 deep)', () => {
    expect(expectSameForEveryJobs(['--json', broken]).stdout).toContain('"type":"summary"');
    expect(expectSameForEveryJobs(['--fail-fast', games, broken, games]).stdout).toMatch(
      /^5 games: 4 good, 1 bad/m,
    );
    expect(expectSameForEveryJobs(['-'], fs.readFileSync(`${games}.gz`)).status).toBe(0);
    const missing = expectSameForEveryJobs([broken, fixture('missing.pgn'), games]);
    expect(missing.status).toBe(2);
    expect(missing.stderr).toContain('missing.pgn: cannot read');
  });

  it('--jobs takes a number from 1 to 256', () => {
    for (const bad of ['0', '-1', 'x', '257', '1.5']) {
      const run = xn(['pgn', 'check', `--jobs=${bad}`, games]);
      expect(run.status).toBe(2);
      expect(run.stderr).toContain('--jobs takes a number from 1 to 256');
    }
  });
});

describeSharedPgn('xn pgn check --jobs N (../shared/data)', (files) => {
  it('text with source lines: byte-identical for N = 1, 2 (and 3 deep) on every PGN file', () => {
    // one range a thread on every file, a range at every game start and spilled ranges on a sample (jobs.ts)
    const run = expectSameForEveryJobs(files, undefined, ['threads']);
    expect(run.stdout).toMatch(/error\[/);
    expectSameForEveryJobs(cutSample(files), undefined, ['every', 'spill']);
  });

  it('--json and --fail-fast on samples of the PGN files: byte-identical for N = 1, 2 (and 3 deep)', () => {
    // the text format above on every file; JSON, written from the same results, on every third (all deep)
    expectSameForEveryJobs(['--json', ...cutSample(files)], undefined, ['every', 'spill', 'threads']);
    // each --fail-fast run is one file and seven runs of `xn` (the worker threads' start-up is most of the time):
    // every 12th file (6) by default, every 4th (18) under `pnpm test:deep`
    const every = bySize(12, 4);
    for (const file of files.filter((_, i) => i % every === 0)) expectSameForEveryJobs(['--fail-fast', file]);
  });
});

describe('the default number of jobs', () => {
  it('is the number of cores; a file is split only from two ranges of RANGE_MIN_BYTES on', async () => {
    const { parseJobs } = await import('../../src/jobs/jobs.js');
    const { RANGE_MIN_BYTES } = await import('../../src/jobs/range-split.js');
    const os = await import('node:os');
    const cores = Math.min(256, Math.max(1, os.availableParallelism()));
    expect(parseJobs(undefined, 'pgn check')).toBe(cores);
    expect(parseJobs('3', 'pgn check')).toBe(3);
    expect(RANGE_MIN_BYTES).toBe(16 * 1024 * 1024);
  });
});
