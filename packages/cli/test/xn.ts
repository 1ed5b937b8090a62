/** Runs the built `xn` binary (`dist/xn.js`, built by test/build.ts) as a child process. */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** The built binary. */
export const XN = fileURLToPath(new URL('../dist/xn.js', import.meta.url));

/** What a run of `xn` did. */
export interface Run {
  readonly status: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

/** Runs `xn args…` with `input` on stdin (and `env` added to the environment); waits for it to end. */
export function xn(args: readonly string[], input?: string | Uint8Array, env?: Record<string, string>): Run {
  const r = spawnSync(process.execPath, [XN, ...args], {
    input: input ?? '',
    encoding: 'utf8',
    maxBuffer: 1 << 28,
    env: { ...process.env, FORCE_COLOR: '0', NO_COLOR: '1', ...env },
  });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

/** No stack trace in what a run printed (`    at f (file:line:col)`). */
export function hasStackTrace(text: string): boolean {
  return /^\s+at .+[:(]/m.test(text);
}
