/**
 * `xn pgn convert --jobs N` end to end: N = 1 and 2 (and 3 under `pnpm test:deep`) give byte-identical stdout,
 * stderr and exit codes for every target (and JSON with `--fen-comments`), on broken games, stdin, gzip and the PGN
 * files of `../shared/data` (UCI on every one, the rest on every third by default and on all deep), each file cut
 * into byte ranges as `jobs.ts` plans them.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { cutSample, sameForEveryJobs } from './jobs.js';
import { describeSharedPgn } from './shared-pgn.js';

const fixtures = fileURLToPath(new URL('../fixtures/', import.meta.url));
const broken = path.join(fixtures, 'broken.pgn');
const games = path.join(fixtures, 'games.pgn');

/** `xn pgn convert` with `--jobs 1`, 2 and 3 and each cut plan: all must give the same. */
const expectSameForEveryJobs = sameForEveryJobs(['pgn', 'convert']);

describe('xn pgn convert --jobs N (fixtures)', () => {
  it('every target, broken games among good ones: the same output, diagnostics and exit code', () => {
    for (const to of ['san', 'lan', 'uci', 'fan', 'json', 'epd', 'fen']) {
      const run = expectSameForEveryJobs(['--to', to, broken, games, broken], undefined, [
        'every',
        'threads',
      ]);
      expect(run.status).toBe(1);
      expect(run.stderr).toContain('broken.pgn:3:13: error[illegal-move]');
      expect(run.stdout.length).toBeGreaterThan(100);
    }
    const fens = expectSameForEveryJobs(['--to', 'json', '--fen-comments', broken, games], undefined, [
      'every',
    ]);
    expect(fens.stdout).toContain('"fen":"');
  });

  it('--fail-fast, stdin, gzip and an unreadable file: the same for N = 1, 2 (and 3 deep)', () => {
    expect(expectSameForEveryJobs(['--to', 'uci', '--fail-fast', games, broken, games]).status).toBe(1);
    const gz = expectSameForEveryJobs(['--to', 'uci', '-'], fs.readFileSync(`${games}.gz`));
    expect(gz.status).toBe(0);
    expect(gz.stdout).toContain('e2e4');
    const missing = expectSameForEveryJobs([
      '--to',
      'lan',
      broken,
      path.join(fixtures, 'missing.pgn'),
      games,
    ]);
    expect(missing.status).toBe(2);
    expect(missing.stderr).toContain('missing.pgn: cannot read');
  });
});

describeSharedPgn('xn pgn convert --jobs N (../shared/data)', (files) => {
  // UCI on every file; batches of 3 games and JSON on every third (jobs.ts's `cutSample`; all files deep): the
  // workers' output is put back in order the same way for every target, as the fixtures' tests show target by target
  it('UCI and JSON: byte-identical for N = 1, 2 (and 3 deep) on the PGN files', () => {
    expect(expectSameForEveryJobs(['--to', 'uci', ...files], undefined, ['threads']).stdout).toContain(
      'e2e4',
    );
    const sample = cutSample(files);
    expectSameForEveryJobs(['--to', 'uci', ...sample], undefined, ['spill']);
    expectSameForEveryJobs(['--to', 'json', ...sample], undefined, ['threads']);
    expectSameForEveryJobs(['--to', 'json', '--fen-comments', ...sample], undefined, ['threads']);
  });
});
