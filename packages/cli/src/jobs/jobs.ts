/** `--jobs N`: how many threads read and check games (default: the machine's cores). */
import fs from 'node:fs';
import os from 'node:os';
import type { OptionTable } from '../command.js';
import { UsageError } from '../failure.js';
import { INPUT_OPTIONS, parseInputArgs } from '../io/records.js';

/** The most `--jobs` takes. */
export const MAX_JOBS = 256;

/**
 * Inputs smaller than this (bytes on disk, all files together) are read in one thread unless `--jobs` says
 * otherwise: starting and warming the workers costs more than they save on them (`pnpm bench cli`, 2 cores:
 * 10,000 games, 7.6 MB: two jobs 0.83× one job, two separate processes 0.90×; 50,000 games, 38 MB: 1.27×).
 */
export const PARALLEL_MIN_BYTES = 32 * 1024 * 1024;

/**
 * Commands whose one thread is so quick per byte that a second isolate's fixed cost (compiling and warming the same
 * code again, about 0.7 s of CPU) needs a larger input to pay off: `dedupe` reads 38 MB in 1.4 s on one thread, and
 * two jobs ran 0.87× one on 50,000 games (38 MB), an estimated 1.35× on 200,000 (152 MB; docs/performance.md).
 */
const PARALLEL_MIN_BYTES_OF = new Map<string, number>([['pgn dedupe', 96 * 1024 * 1024]]);

/** The size on disk of the named inputs, or infinity when one is stdin or cannot be read (then it is not small). */
function inputBytes(files: readonly string[]): number {
  let total = 0;
  for (const file of files) {
    if (file === '-') return Number.POSITIVE_INFINITY;
    try {
      total += fs.statSync(file).size;
    } catch {
      return Number.POSITIVE_INFINITY;
    }
  }
  return total;
}

/**
 * Reads `--jobs N` (1 ≤ N ≤ 256). Without it: the number of cores for stdin or inputs of at least
 * `PARALLEL_MIN_BYTES` (96 MiB for `dedupe`), else 1.
 */
export function parseJobs(
  text: string | undefined,
  command: string,
  files: readonly string[] = ['-'],
): number {
  if (text === undefined) {
    if (inputBytes(files) < (PARALLEL_MIN_BYTES_OF.get(command) ?? PARALLEL_MIN_BYTES)) return 1;
    return Math.min(MAX_JOBS, Math.max(1, os.availableParallelism()));
  }
  const jobs = /^\d+$/.test(text) ? Number(text) : Number.NaN;
  if (!(jobs >= 1 && jobs <= MAX_JOBS))
    throw new UsageError(`--jobs takes a number from 1 to ${MAX_JOBS} (got '${text}')`, command);
  return jobs;
}

/** The options of a command that reads PGN inputs in `--jobs N` threads: `INPUT_OPTIONS` and `--jobs`. */
export const JOB_INPUT_OPTIONS = { ...INPUT_OPTIONS, jobs: { type: 'string', short: 'j' } } as const;

/**
 * The options (by `options`, which hold `JOB_INPUT_OPTIONS`), operands and `--jobs` count of such a command
 * (`parseInputArgs`, then `parseJobs` on its operands): every usage error before any input is read.
 */
export function parseJobInputArgs<T extends OptionTable & typeof JOB_INPUT_OPTIONS>(
  args: readonly string[],
  options: T,
  command: string,
): ReturnType<typeof parseInputArgs<T>> & { readonly jobs: number } {
  const parsed = parseInputArgs(args, options, command);
  const { jobs: text } = parsed.values as { readonly jobs?: string };
  return { ...parsed, jobs: parseJobs(text, command, parsed.positionals) };
}
