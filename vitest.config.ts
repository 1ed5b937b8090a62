import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { LIBRARY_PACKAGES, packageEntries } from './scripts/entry-points.mjs';
import { LongestFirstSequencer } from './tests/runner/sequencer';

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));

/** Test workers: `VITEST_MAX_WORKERS` when set, else one per core. */
const WORKERS = Number(process.env.VITEST_MAX_WORKERS) || availableParallelism();

/** Hang guards stretch under `pnpm test:deep` (`TEST_DEEP=1`), where property tests run ten times as long. */
const SLACK = process.env.TEST_DEEP === '1' ? 10 : 1;

/**
 * fast-check's seed (tests/runner/fast-check-seed.ts): fixed, or `FC_SEED`; under `pnpm test:deep` one drawn per run,
 * printed, and handed to the workers through the environment.
 */
if (process.env.TEST_DEEP === '1' && !process.env.FC_SEED) {
  process.env.FC_SEED = String(Math.floor(Math.random() * 2 ** 31));
  console.log(`fast-check seed ${process.env.FC_SEED} (FC_SEED=${process.env.FC_SEED} repeats this run)`);
}

/** Published packages, tested against their sources in the `packages` project. */
const packages = [...LIBRARY_PACKAGES, 'engine'] as const;

/**
 * Every entry point of the published packages (`@x/core`, `@x/core/engine`, …) mapped to its source file, read
 * from the packages' `package.json` `exports`, where they are listed once (scripts/entry-points.mjs).
 */
const entries = packages.flatMap((name) =>
  packageEntries(here(`packages/${name}`)).map((e) => ({
    find: new RegExp(`^${e.specifier.replaceAll('/', '\\/')}$`),
    replacement: here(`packages/${name}/${e.source}`),
  })),
);

export default defineConfig({
  test: {
    // Both cores (vitest's default leaves one idle on a 2-core machine) and no module isolation between the
    // files of a worker: no test mutates shared state, and importing the packages once per worker instead of
    // once per file saves about a third of the CPU time. Chosen by measurement (docs/testing.md).
    pool: 'forks',
    // the longest files first, by vitest's cached durations or tests/runner/durations.json on a fresh clone
    sequence: { sequencer: LongestFirstSequencer },
    // `pnpm test --cpu`: each file's CPU time (tests/runner/cpu-per-file.ts)
    setupFiles: [
      here('tests/runner/fast-check-seed.ts'),
      ...(process.env.X_CPU_FILE ? [here('tests/runner/cpu-per-file.ts')] : []),
    ],
    maxWorkers: WORKERS,
    isolate: false,
    // Vite's transform of each TypeScript file kept on disk (node_modules/.experimental-vitest-cache), keyed by the
    // file's text, the config and vitest's version: a run transforms only the files changed since the last one (the
    // main process of `vitest list --project packages`: 18.4–19.3 CPU-s, 9.3 with the cache; docs/testing.md)
    experimental: { fsModuleCache: true },
    // The cli's and the playground's tests import the packages as users get them, built (`dist`, made by the
    // build gate or the projects' global setups): Node loads those files itself, vite transforms none of them.
    server: { deps: { external: [/\/packages\/[^/]+\/dist\//] } },
    projects: [
      {
        extends: true as const,
        test: {
          // Every published package's tests and the contract and cross-package tests in one project: a worker
          // is bound to one project, so with a project per package each worker started again and imported
          // @x/core, @x/san, … again for each of them (the 214 package files: 328 CPU-s as nine projects, 245
          // as one; docs/testing.md). One package: `pnpm test:unit packages/core`.
          name: 'packages',
          root: here('.'),
          // the packages' own tests run on their sources (the consumer test checks the built tarballs); the
          // cli and playground projects import the built packages, as their own build does (the sources
          // transformed again in each project: the playground's unit files spent 27 s transforming and 35 s
          // importing, 8 s and 12 s on the built packages; docs/testing.md)
          alias: entries,
          include: [
            ...packages.flatMap((name) => [
              `packages/${name}/src/**/*.test.ts`,
              `packages/${name}/test/**/*.test.ts`,
            ]),
            'tests/contract/**/*.test.ts',
            'tests/cross/**/*.test.ts',
          ],
          // A hang guard, not a speed claim: whole-catalogue tests (107 SjaakII variants, peer suites)
          // take seconds, and CI machines are shared; benches measure speed (`pnpm bench`). At load 28 on
          // 2 cores the 5.5 CPU-seconds Alice property took 49 s and clobber10's perft 3 took 72 s: the
          // guard leaves room for a machine 20 times slower than a quiet one.
          testTimeout: 120_000 * SLACK,
        },
      },
      {
        extends: true as const,
        test: {
          // The command line, end to end: the tests call the built `run` in-process (test/xn.ts); a few smoke
          // tests spawn the binary (test/build.ts builds it once, through turbo's cache, before the files run).
          name: 'cli',
          root: here('packages/cli'),
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          globalSetup: [here('packages/cli/test/build.ts')],
          // tests that run `xn` dozens of times each (--jobs, --shard on every shared file)
          testTimeout: 240_000 * SLACK,
          hookTimeout: 300_000 * SLACK,
        },
      },
      {
        extends: true as const,
        test: {
          name: 'playground',
          root: here('apps/playground'),
          include: ['test/**/*.test.ts'],
          // one build of the playground, served by `vite preview`, and one Chromium for every browser test file
          // (test/globalSetup.ts)
          globalSetup: ['test/globalSetup.ts'],
          testTimeout: 120_000 * SLACK,
          hookTimeout: 180_000 * SLACK,
          // `expect.poll` waits up to 15 s (vitest's default, 1 s, fell short in Chromium beside a loaded machine's
          // other work: an explorer's count still updating); polls end as soon as they hold, so only a failure waits
          expect: { poll: { timeout: 15_000 } },
        },
      },
      {
        extends: true as const,
        test: {
          name: 'consumer',
          root: here('tests/consumer'),
          include: ['**/*.test.ts'],
          testTimeout: 300_000 * SLACK,
          hookTimeout: 600_000 * SLACK,
        },
      },
    ],
  },
});
