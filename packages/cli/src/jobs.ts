/** `--jobs N`: how many threads read and check games (default: the machine's cores). */
import os from 'node:os';
import { UsageError } from './failure.js';

/** The most `--jobs` takes. */
export const MAX_JOBS = 256;

/** Reads `--jobs N` (1 ≤ N ≤ 256); without it, the number of cores. */
export function parseJobs(text: string | undefined, command: string): number {
  if (text === undefined) return Math.min(MAX_JOBS, Math.max(1, os.availableParallelism()));
  const jobs = /^\d+$/.test(text) ? Number(text) : Number.NaN;
  if (!(jobs >= 1 && jobs <= MAX_JOBS))
    throw new UsageError(`--jobs takes a number from 1 to ${MAX_JOBS} (got '${text}')`, command);
  return jobs;
}
