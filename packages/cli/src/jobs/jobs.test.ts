import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { UsageError } from '../failure.js';
import { JOB_INPUT_OPTIONS, PARALLEL_MIN_BYTES, parseJobInputArgs, parseJobs } from './jobs.js';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'xn-jobs-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** A sparse file of `bytes` (nothing is written: only its size on disk is read). */
function fileOf(bytes: number): string {
  const file = path.join(dir, `${bytes}.pgn`);
  fs.closeSync(fs.openSync(file, 'w'));
  fs.truncateSync(file, bytes);
  return file;
}

const cores = Math.min(256, Math.max(1, os.availableParallelism()));

describe('parseJobs', () => {
  it('takes --jobs N as given, and refuses what is not 1 to 256', () => {
    expect(parseJobs('3', 'pgn check')).toBe(3);
    expect(() => parseJobs('0', 'pgn check')).toThrow(UsageError);
    expect(() => parseJobs('257', 'pgn check')).toThrow(UsageError);
    expect(() => parseJobs('2x', 'pgn check')).toThrow(UsageError);
  });

  it('chooses by size without --jobs: one thread below the threshold, the cores from it on, stdin included', () => {
    const small = fileOf(PARALLEL_MIN_BYTES - 1);
    const large = fileOf(PARALLEL_MIN_BYTES);
    expect(parseJobs(undefined, 'pgn check', [small])).toBe(1);
    expect(parseJobs(undefined, 'pgn check', [large])).toBe(cores);
    expect(parseJobs(undefined, 'pgn check', [small, small])).toBe(cores);
    expect(parseJobs(undefined, 'pgn check', ['-'])).toBe(cores);
    expect(parseJobs(undefined, 'pgn check', [path.join(dir, 'missing.pgn')])).toBe(cores);
  });

  it('asks dedupe, quick per byte, for a larger input before it takes a second thread', () => {
    expect(parseJobs(undefined, 'pgn dedupe', [fileOf(64 * 1024 * 1024)])).toBe(1);
    expect(parseJobs(undefined, 'pgn dedupe', [fileOf(96 * 1024 * 1024)])).toBe(cores);
  });
});

describe('parseJobInputArgs', () => {
  it("reads a command's options, operands and --jobs, every usage error first", () => {
    const options = { ...JOB_INPUT_OPTIONS, json: { type: 'boolean' } } as const;
    const { values, positionals, jobs } = parseJobInputArgs(
      ['-j', '2', '--json', 'a.pgn'],
      options,
      'pgn stats',
    );
    expect([values.json, positionals, jobs]).toEqual([true, ['a.pgn'], 2]);
    expect(() => parseJobInputArgs(['--jobs', '0', 'a.pgn'], options, 'pgn stats')).toThrow(UsageError);
    expect(() => parseJobInputArgs(['--json'], options, 'pgn stats')).toThrow('no input');
  });
});
