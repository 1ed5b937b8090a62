/**
 * Builds workspace packages through turbo (`turbo run build --filter=…`), for the global setups of the test
 * projects that run built code (the cli's `xn`, the playground's bundle). Turbo's cache makes it a no-op when
 * nothing changed, as in `pnpm test`, whose build gate has just run; so the tests always run what a user gets.
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

/**
 * Runs `turbo run build --filter=<filter>` at the repository's root; throws with turbo's output if it fails.
 * Skipped under `pnpm test` after its build gate passed (`TEST_BUILT=1`, set by scripts/test-all.mjs).
 */
export function turboBuild(filter: string): void {
  if (process.env.TEST_BUILT === '1') return;
  const exec = process.env.npm_execpath;
  const [cmd, args] =
    exec && /pnpm/.test(exec) ? [process.execPath, [exec, 'exec', 'turbo']] : ['pnpm', ['exec', 'turbo']];
  const r = spawnSync(cmd, [...args, 'run', 'build', `--filter=${filter}`, '--output-logs=errors-only'], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, TURBO_TELEMETRY_DISABLED: '1', FORCE_COLOR: '0' },
  });
  if (r.error)
    throw new Error(
      `turbo run build --filter=${filter} did not start (${r.error.message}): is pnpm on PATH?`,
    );
  if (r.status !== 0) throw new Error(`turbo run build --filter=${filter} failed:\n${r.stdout}${r.stderr}`);
}
