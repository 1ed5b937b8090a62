/**
 * A setup file of every vitest project: fast-check draws its inputs from a fixed seed, so that a property test
 * that passes passes on every run and a failure repeats (with fast-check's default seed, the clock, a rare
 * counterexample failed the suite at random). `FC_SEED=<n>` runs another seed; under `pnpm test:deep`
 * `vitest.config.ts` draws one per run and prints it.
 */
import fc from 'fast-check';

/** The seed of `pnpm test`. */
const FIXED_SEED = 20261125;

const given = process.env.FC_SEED;
fc.configureGlobal({
  ...fc.readConfigureGlobal(),
  seed: given === undefined || given === '' ? FIXED_SEED : Number(given) | 0,
});
