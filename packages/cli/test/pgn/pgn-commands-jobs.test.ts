/**
 * `xn pgn filter|dedupe|eco|stats --jobs N` end to end: N = 1 and 3 give byte-identical stdout, stderr and exit
 * codes (and `--non-matching` / `--duplicates` files) on broken games among good ones, stdin, gzip, an unreadable
 * file and every PGN file of `../shared/data`, each file cut into byte ranges (`jobs.ts`: a range at nearly every
 * game start, five ranges spilled; on a sixteenth of the shared files, one range a thread; all of them under
 * `pnpm test:deep`).
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { bySize } from '../../../../tests/depth.js';
import { type CutPlan, sameForEveryJobs } from './jobs.js';
import { describeSharedPgn } from './shared-pgn.js';
import { fileWriter, fixture, tempDir } from '../temp-dir.js';
import { xn } from '../xn.js';

const broken = fixture('broken.pgn');
const games = fixture('games.pgn');

// three threads (one pool for the whole file: each new thread loads its modules and eco's opening table)
const filter = sameForEveryJobs(['pgn', 'filter'], ['3']);
const dedupe = sameForEveryJobs(['pgn', 'dedupe'], ['3']);
const eco = sameForEveryJobs(['pgn', 'eco'], ['3']);
const stats = sameForEveryJobs(['pgn', 'stats'], ['3']);
/** A range from nearly every game start on, and five ranges spilled. */
const CUTS: readonly CutPlan[] = ['every', 'spill'];

describe('xn pgn filter|dedupe|eco|stats --jobs N (fixtures)', () => {
  it('broken games among good ones: the same output, diagnostics and exit code', () => {
    const mates = filter(['--checkmate', broken, games, broken], undefined, ['every', 'threads']);
    expect(mates.status).toBe(1);
    expect(mates.stderr).toContain('broken.pgn:3:13: error[illegal-move]');
    expect(filter(['--result', '1-0', broken, games], undefined, CUTS).stdout).toContain('[Result "1-0"]');
    expect(dedupe([games, broken, games], undefined, CUTS).stdout).toContain('[Event ');
    expect(dedupe(['--report', games, games], undefined, CUTS).stdout).toMatch(/repeats game 1/);
    expect(eco([broken, games], undefined, CUTS).stdout).toContain('[ECO "');
    expect(stats([broken, games], undefined, CUTS).stdout).toMatch(/^games {5}7 \(5 good, 2 bad\)/);
  });

  it('stdin, gzip, an unreadable file, --stop-after: the same for N = 1 and 3', () => {
    const gz = fs.readFileSync(`${games}.gz`);
    expect(filter(['--invert', '--checkmate', '-'], gz, CUTS).stdout).toContain('[Event ');
    expect(stats(['--json', '-'], gz, CUTS).stdout).toContain('"games":');
    expect(eco([broken, fixture('missing.pgn'), games], undefined, CUTS).status).toBe(2);
    const stop = filter(['--stop-after', '2', '--min-plies', '1', games, games, games], undefined, CUTS);
    expect(stop.stdout.match(/^\[Event /gm)).toHaveLength(2);
  });

  it('--move-file and --material-file: the same for N = 1 and 3', () => {
    const write = fileWriter(tempDir('xn-jobs-criteria-'));
    const moves = write('moves.txt', 'e4 e5 Qh5|f4\n');
    const material = write('material.txt', '0 q*r*b*n*p* q*r*b*n*p6-\n');
    const openings = filter(['--move-file', moves, broken, games, broken], undefined, CUTS);
    expect(openings.stdout.match(/^\[Event /gm)).toHaveLength(2);
    const captures = filter(['--material-file', material, games, broken], undefined, CUTS);
    expect(captures.stdout).toContain('[Event "Casual game"]');
  });

  it('--non-matching and --duplicates files: the same for N = 1 and 3', () => {
    const dir = tempDir('xn-jobs-files-');
    const files = (jobs: string) => {
      const [others, twice] = [path.join(dir, `others-${jobs}.pgn`), path.join(dir, `twice-${jobs}.pgn`)];
      const a = xn(['pgn', 'filter', '--jobs', jobs, '--checkmate', '-n', others, games, broken]);
      const b = xn(['pgn', 'dedupe', '--jobs', jobs, '-d', twice, games, broken, games]);
      return [a, b, fs.readFileSync(others, 'utf8'), fs.readFileSync(twice, 'utf8')];
    };
    const one = files('1');
    expect(one[3]).toContain('[Event ');
    expect(files('3')).toEqual(one);
  });
});

describeSharedPgn('xn pgn filter|dedupe|eco|stats --jobs N (../shared/data)', (all) => {
  // a sixteenth of the files by default (their games are of every kind: the fixtures hold the broken ones; eco's
  // threads are tried there), all of them under `pnpm test:deep`
  const files = all.filter((_, i) => i % bySize(16, 1) === 0);
  it('byte-identical for N = 1 and 3 on the PGN files', () => {
    expect(filter(['--checkmate', ...files], undefined, ['threads']).stdout).toContain('[Event ');
    const material = fileWriter(tempDir('xn-jobs-material-'))('material.txt', 'R+P+ R=P#\n');
    filter(['--material-file', material, ...files], undefined, ['threads']);
    dedupe(['--report', ...files], undefined, ['threads']);
    stats(files, undefined, ['threads']);
  });
});
