/**
 * The `--jobs` check of the end-to-end tests: one run with `--jobs 1`, then `--jobs 2` (and `--jobs 3` under
 * `pnpm test:deep`) with batches cut after each of the given numbers of games (`XN_BATCH_GAMES` where the main
 * thread cuts sections) and blocks of about as many lichess games' bytes (`XN_BATCH_BYTES`: 1 byte, a block a
 * likely game start, 1,521 bytes, 760 a game); stdout, stderr and exit code must all equal the first run's.
 */
import { expect } from 'vitest';
import { bySize } from '../../../../tests/depth.js';
import { type Run, xn } from '../xn.js';

/** The batch sizes by default: after 1, 3 and the default 256 games, so that every cut between games is met. */
const BATCHES = ['1', '3', '256'];

/**
 * The files of a list whose every cut between games is tried (batches of 1 and 3 games): every third file by
 * default, all under `pnpm test:deep`. Where a batch is cut does not depend on the file: the workers read the
 * byte ranges `splitPgn` cut, and `@x/san`'s property test (src/pgn/read-pgn-sections.test.ts) proves that
 * pieces cut at any sections read as the whole source does; the default batch size still runs on every file.
 */
export function cutSample(files: readonly string[]): readonly string[] {
  const every = bySize(3, 1);
  return files.filter((_, i) => i % every === 0);
}

/**
 * The thread counts compared with `--jobs 1` by default: 2, and 3 too under `pnpm test:deep`. Two threads already
 * take batches out of order and put them back in order; a third only reorders more of them.
 */
const THREADS: readonly string[] = bySize(['2'], ['2', '3']);

/** The check for `xn <command…> --jobs N args…` (N = each of `threads`): returns the `--jobs 1` run. */
export function sameForEveryJobs(
  command: readonly string[],
  threads: readonly string[] = THREADS,
): (args: readonly string[], input?: string | Uint8Array, batches?: readonly string[]) => Run {
  return (args, input, batches = BATCHES) => {
    const one = xn([...command, '--jobs', '1', ...args], input);
    for (const jobs of threads)
      for (const batch of batches) {
        const many = xn([...command, '--jobs', jobs, ...args], input, {
          XN_BATCH_GAMES: batch,
          ...(batch !== '256' && { XN_BATCH_BYTES: String((Number(batch) - 1) * 760 + 1) }),
        });
        expect({ jobs, batch, ...many }).toEqual({ jobs, batch, ...one });
      }
    return one;
  };
}
