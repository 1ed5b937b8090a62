import os from 'node:os';
import { describe, expect, it } from 'vitest';
import { UsageError } from '../failure.js';
import { JOB_INPUT_OPTIONS, parseJobInputArgs, parseJobs } from './jobs.js';

const cores = Math.min(256, Math.max(1, os.availableParallelism()));

describe('parseJobs', () => {
  it('takes --jobs N as given, and refuses what is not 1 to 256', () => {
    expect(parseJobs('3', 'pgn check')).toBe(3);
    expect(() => parseJobs('0', 'pgn check')).toThrow(UsageError);
    expect(() => parseJobs('257', 'pgn check')).toThrow(UsageError);
    expect(() => parseJobs('2x', 'pgn check')).toThrow(UsageError);
  });

  it('is the number of cores without --jobs (a file is split only from two ranges of bytes on)', () => {
    expect(parseJobs(undefined, 'pgn check')).toBe(cores);
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
