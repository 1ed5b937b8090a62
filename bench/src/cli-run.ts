/**
 * One whole `xn` or peer process, timed for the cli suites (`suites/cli.ts`, `cli-jobs.ts`): wall time around the
 * child, CPU time and peak RSS from `/usr/bin/time` when present.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/** The environment of every process run: this one's without `NODE_EXTRA_CA_CERTS` (see suites/cli.ts). */
export const CHILD_ENV = Object.fromEntries(
  Object.entries(process.env).filter(([name]) => name !== 'NODE_EXTRA_CA_CERTS'),
);

const TIME = '/usr/bin/time';

/** One whole-process run: wall seconds, CPU seconds and peak RSS bytes (when `/usr/bin/time` is there). */
export interface Run {
  readonly wall: number;
  readonly cpu: number | undefined;
  readonly rss: number | undefined;
}

/** Runs `argv` once, timed; throws when it exits with a status other than 0 or 1 (1: bad games, which xn reports). */
export function runOnce(argv: readonly string[], dir: string): Promise<Run> {
  const timed = fs.existsSync(TIME);
  const timeFile = path.join(dir, 'time.txt');
  const full = timed ? [TIME, '-f', '%U %S %M', '-o', timeFile, ...argv] : [...argv];
  const t0 = performance.now();
  return new Promise((resolve, reject) => {
    const child = spawn(full[0]!, full.slice(1), { stdio: ['ignore', 'ignore', 'pipe'], env: CHILD_ENV });
    let stderr = '';
    child.stderr.setEncoding('utf8').on('data', (d: string) => {
      if (stderr.length < 2000) stderr += d;
    });
    child.on('error', reject);
    child.on('close', (status) => {
      const wall = (performance.now() - t0) / 1000;
      if (status !== 0 && status !== 1)
        return reject(new Error(`${argv.join(' ')} failed (${status}): ${stderr}`));
      if (!timed) return resolve({ wall, cpu: undefined, rss: undefined });
      const last = fs.readFileSync(timeFile, 'utf8').trim().split('\n').pop()!;
      const [user, system, kb] = last.split(' ').map(Number);
      resolve({ wall, cpu: user! + system!, rss: kb! * 1024 });
    });
  });
}

export const sec = (x: number | undefined) => (x === undefined ? '—' : `${x.toFixed(2)} s`);
export const mb = (x: number | undefined) => (x === undefined ? '—' : `${(x / 1e6).toFixed(0)} MB`);
