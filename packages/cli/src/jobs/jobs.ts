/** `--jobs N`: how many threads read and check games (default: the machine's cores). */
import os from 'node:os';
import { type OptionTable, VALUE, wholeNumber } from '../command.js';
import { INPUT_OPTIONS, parseInputArgs } from '../io/records.js';

/** The most `--jobs` takes. */
export const MAX_JOBS = 256;

/**
 * Reads `--jobs N` (1 ≤ N ≤ 256); without it, the number of cores. Only a plain file of at least two ranges' bytes
 * is read on several threads (`range-split.ts`: 32 MiB for two), so the default costs nothing on small files.
 */
export function parseJobs(text: string | undefined, command: string): number {
  return (
    wholeNumber(text, 'jobs', command, 1, MAX_JOBS) ??
    Math.min(MAX_JOBS, Math.max(1, os.availableParallelism()))
  );
}

/** The options of a command that reads PGN inputs in `--jobs N` threads: `INPUT_OPTIONS` and `--jobs`. */
export const JOB_INPUT_OPTIONS = { ...INPUT_OPTIONS, jobs: { ...VALUE, short: 'j' } } as const;

/**
 * The options (by `options`, which hold `JOB_INPUT_OPTIONS`), operands and `--jobs` count of such a command
 * (`parseInputArgs`, then `parseJobs`): every usage error before any input is read.
 */
export function parseJobInputArgs<T extends OptionTable & typeof JOB_INPUT_OPTIONS>(
  args: readonly string[],
  options: T,
  command: string,
): ReturnType<typeof parseInputArgs<T>> & { readonly jobs: number } {
  const parsed = parseInputArgs(args, options, command);
  const { jobs: text } = parsed.values as { readonly jobs?: string };
  return { ...parsed, jobs: parseJobs(text, command) };
}
