/**
 * `xn index` of a large file on Linux runs again in a child process whose C library backs large allocations with
 * transparent huge pages (`GLIBC_TUNABLES=glibc.malloc.hugetlb=1`, glibc 2.35 and later; the kernel's default
 * `madvise` mode gives them only to memory so marked). A build keeps about fourteen bytes of every position until
 * its key table is made — 110 MB for 100,000 games, 1.1 GB for a million — in typed arrays that Node takes from
 * `malloc`; in 4 KiB pages each page costs a fault when first written, and in a virtual machine a fault is tens
 * of microseconds. On a 100,000-game file this cut the build from about 6 to about 4.7 CPU seconds (issue #95),
 * for the 0.15 s of a second Node start, which is why only files of `HUGE_PAGE_BYTES` or more are run this way.
 * The tunable is set only when the environment sets none (the user's choice stands); elsewhere (another system,
 * another C library, which ignores it) nothing changes.
 */
import { type SpawnSyncReturns, spawnSync } from 'node:child_process';
import fs from 'node:fs';

/** The tunable, and the input size from which a second start pays. */
export const HUGE_PAGE_TUNABLE = 'glibc.malloc.hugetlb=1';
export const HUGE_PAGE_BYTES = 16 << 20;

/**
 * The environment to run `argv` (the words after `xn`) again with, or undefined to run it here: `xn index` on Linux,
 * no `GLIBC_TUNABLES` set, its existing files (any word naming one) of `HUGE_PAGE_BYTES` or more together.
 */
export function hugePageEnv(
  argv: readonly string[],
  env: NodeJS.ProcessEnv,
  platform: NodeJS.Platform,
  size: (word: string) => number = fileSize,
): NodeJS.ProcessEnv | undefined {
  if (argv[0] !== 'index' || platform !== 'linux' || env.GLIBC_TUNABLES !== undefined) return undefined;
  let bytes = 0;
  for (const word of argv.slice(1)) bytes += size(word);
  return bytes >= HUGE_PAGE_BYTES ? { ...env, GLIBC_TUNABLES: HUGE_PAGE_TUNABLE } : undefined;
}

/** The size of the regular file `word` names, else 0. */
function fileSize(word: string): number {
  try {
    const stat = fs.statSync(word, { throwIfNoEntry: false });
    return stat?.isFile() ? stat.size : 0;
  } catch {
    return 0;
  }
}

/**
 * Runs `xn` (the bin `bin`) with `argv` again in a child process with the environment `env`, its standard streams
 * this process's, and ends this process as the child ended (its status, or its signal raised here); false, nothing
 * done, when the child could not be started.
 */
export function runAgain(bin: string, argv: readonly string[], env: NodeJS.ProcessEnv): boolean {
  const child: SpawnSyncReturns<Buffer> = spawnSync(process.execPath, [...process.execArgv, bin, ...argv], {
    env,
    stdio: 'inherit',
  });
  if (child.error !== undefined) return false;
  if (child.signal !== null) process.kill(process.pid, child.signal);
  process.exitCode = child.status ?? 1;
  return true;
}
