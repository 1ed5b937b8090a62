/**
 * Vitest global setup of the `cli` project: builds `xn` and the packages it loads (`turbo run build
 * --filter=@x/cli...`) before any test runs it (in-process from `dist/main.js`, or as a process). Turbo's cache
 * makes this a no-op when nothing changed (as in `pnpm test`, whose build gate has just run), so the tests
 * always run the code a user would get.
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../..', import.meta.url));

export default function setup(): void {
  const exec = process.env.npm_execpath;
  const [cmd, args] =
    exec && /pnpm/.test(exec) ? [process.execPath, [exec, 'exec', 'turbo']] : ['pnpm', ['exec', 'turbo']];
  const r = spawnSync(cmd, [...args, 'run', 'build', '--filter=@x/cli...', '--output-logs=errors-only'], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, TURBO_TELEMETRY_DISABLED: '1', FORCE_COLOR: '0' },
  });
  if (r.status !== 0) throw new Error(`building xn failed:\n${r.stdout}${r.stderr}`);
}
