/**
 * `xn pgn convert --jobs N` end to end: N = 1, 2, 3 give byte-identical stdout, stderr and exit codes for every
 * target, on broken games, stdin, gzip and every PGN file of `../shared/data`, with batches cut after 1, 3 and the
 * default 256 games (`XN_BATCH_GAMES`).
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { hasSharedData, sharedPgnFiles } from '../../../tests/shared-data.js';
import { type Run, xn } from './xn.js';

const fixtures = fileURLToPath(new URL('./fixtures/', import.meta.url));
const broken = path.join(fixtures, 'broken.pgn');
const games = path.join(fixtures, 'games.pgn');

/** Runs convert with `--jobs 1`, then with more jobs and each batch size; all must equal the first. */
function expectSameForEveryJobs(
  args: readonly string[],
  input?: string | Uint8Array,
  batches = ['1', '3', '256'],
): Run {
  const one = xn(['pgn', 'convert', '--jobs', '1', ...args], input);
  for (const jobs of ['2', '3'])
    for (const batch of batches) {
      const many = xn(['pgn', 'convert', '--jobs', jobs, ...args], input, { XN_BATCH_GAMES: batch });
      expect({ jobs, batch, ...many }).toEqual({ jobs, batch, ...one });
    }
  return one;
}

describe('xn pgn convert --jobs N (fixtures)', () => {
  it('every target, broken games among good ones: the same output, diagnostics and exit code', () => {
    for (const to of ['san', 'lan', 'uci', 'fan', 'json', 'epd', 'fen']) {
      const run = expectSameForEveryJobs(['--to', to, broken, games, broken], undefined, ['1', '256']);
      expect(run.status).toBe(1);
      expect(run.stderr).toContain('broken.pgn:3:13: error[illegal]');
      expect(run.stdout.length).toBeGreaterThan(100);
    }
  });

  it('--fail-fast, stdin, gzip and an unreadable file: the same for N = 1, 2, 3', () => {
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

describe.skipIf(!hasSharedData)('xn pgn convert --jobs N (../shared/data)', () => {
  const files = hasSharedData ? sharedPgnFiles() : [];

  it('UCI and JSON: byte-identical for N = 1, 2, 3 on every PGN file', () => {
    expect(files.length).toBeGreaterThan(50);
    expect(expectSameForEveryJobs(['--to', 'uci', ...files], undefined, ['3']).stdout).toContain('e2e4');
    expectSameForEveryJobs(['--to', 'json', ...files], undefined, ['256']);
  });
});
