/**
 * V8's heap settings for `xn`'s process, set from inside it: a bin installed by npm starts as `node xn.cjs` (a
 * symlink on Linux and macOS, a `.cmd`/`.ps1` shim on Windows, `node dist/xn.cjs` by hand), so there is no portable
 * place for start-up flags, and starting Node a second time with them would cost its whole start-up again.
 *
 * The young generation: V8 doubles a semi-space (1 MiB at start) each time as many bytes have survived scavenges
 * since the last doubling as the space holds, up to 8 MiB each here; a scan of a large file always gets there, and
 * the two semi-spaces are then 16 MiB of touched memory that a scan whose games die young does not need. With the
 * growth factor 1 they stay at 1 MiB each (issue #48's peak RSS of `convert --to json`, 50,000 games: see
 * docs/performance.md). The flag is read each time the space would grow, so setting it now works; the sizes
 * themselves (`--max-semi-space-size`) are read only when the heap is set up, before any of `xn`'s code runs.
 * On a V8 that enforces the flag's minimum of 2 again when it is set, this changes nothing.
 */
import v8 from 'node:v8';

/** Keeps the young generation's semi-spaces at their starting size (1 MiB each) for the rest of the process. */
export function keepYoungGenerationSmall(): void {
  v8.setFlagsFromString('--semi-space-growth-factor=1');
}
