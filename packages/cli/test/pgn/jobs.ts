/**
 * The `--jobs` check of the end-to-end tests: one run with `--jobs 1`, then `--jobs 2` (and `--jobs 3` under
 * `pnpm test:deep`) with each input file cut into byte ranges however small (`XN_RANGE_BYTES=1`) by each of the
 * given plans: `threads`, one range a thread; `every`, a range from nearly every game start on (cuts that fall
 * inside a game or a comment too, read on by the range before); `spill`, five ranges whose answers all go through
 * the spill file (`XN_HOLD_BYTES=0`). stdout, stderr and exit code must all equal the first run's.
 */
import { expect } from 'vitest';
import { bySize } from '../../../../tests/depth.js';
import { type Run, xn } from '../xn.js';

/** How a run cuts its files into ranges. */
export type CutPlan = 'threads' | 'every' | 'spill';

/** The environment of each plan. */
const PLAN_ENV: Record<CutPlan, Record<string, string>> = {
  threads: { XN_RANGE_BYTES: '1' },
  every: { XN_RANGE_BYTES: '1', XN_RANGES: '100000' },
  spill: { XN_RANGE_BYTES: '1', XN_RANGES: '5', XN_HOLD_BYTES: '0' },
};

/** Every plan by default. */
const PLANS: readonly CutPlan[] = ['threads', 'every', 'spill'];

/**
 * The files of a list cut at every game start (`every`) and spilled: every third file by default, all under
 * `pnpm test:deep`; `threads` still runs on every file.
 */
export function cutSample(files: readonly string[]): readonly string[] {
  const every = bySize(3, 1);
  return files.filter((_, i) => i % every === 0);
}

/**
 * The thread counts compared with `--jobs 1` by default: 2, and 3 too under `pnpm test:deep`. Two threads already
 * read ranges at once and put their answers in order; a third only reorders more of them.
 */
const THREADS: readonly string[] = bySize(['2'], ['2', '3']);

/** The check for `xn <command…> --jobs N args…` (N = each of `threads`): returns the `--jobs 1` run. */
export function sameForEveryJobs(
  command: readonly string[],
  threads: readonly string[] = THREADS,
): (args: readonly string[], input?: string | Uint8Array, plans?: readonly CutPlan[]) => Run {
  return (args, input, plans = PLANS) => {
    const one = xn([...command, '--jobs', '1', ...args], input);
    for (const jobs of threads)
      for (const plan of plans) {
        const many = xn([...command, '--jobs', jobs, ...args], input, PLAN_ENV[plan]);
        expect({ jobs, plan, ...many }).toEqual({ jobs, plan, ...one });
      }
    return one;
  };
}
