/**
 * CPU seconds per thread of one Node process (Linux): `threadCpu(argv)` runs `node ARGS…` with `worker-tids.cjs`
 * preloaded (each worker thread writes its thread id), reads `/proc/PID/task/*\/stat` every 20 ms while it runs
 * and splits the user + system time of its threads into the main thread, each worker thread and V8's background
 * threads (compilers, collector). From that, what the run would take on an idle machine with `cores` cores, where
 * every thread gets a core of its own while there is one: the longest of the main thread and the busiest worker,
 * and at least all the CPU spread over the cores.
 *
 * `node --import tsx src/thread-cpu.ts NODE ARGS…` prints one run's figures (a worker-thread command: `xn pgn
 * check --jobs 2 FILE`); `cli-jobs.ts` prints them for `--jobs 1` and `--jobs 2` side by side.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CHILD_ENV } from './cli-run.js';

/** The `--require` script that names each worker thread's OS thread id (`worker-tids.cjs`). */
export const TAGGER = fileURLToPath(new URL('./worker-tids.cjs', import.meta.url));
/** USER_HZ: clock ticks a second in `/proc` on Linux. */
const TICK = 100;

/** One run's CPU seconds by thread. */
export interface ThreadCpu {
  readonly wall: number;
  readonly main: number;
  /** Each worker thread's, busiest first. */
  readonly workers: readonly number[];
  /** V8's and libuv's threads (compilers, the collector, the file system pool). */
  readonly background: number;
  readonly total: number;
  /** Peak resident memory in bytes (`VmHWM`, as last sampled). */
  readonly rss: number;
}

/** The seconds a run would take on an idle machine of `cores` cores (see the module comment). */
export function idleSeconds(cpu: ThreadCpu, cores = 2): number {
  return Math.max(cpu.main, cpu.workers[0] ?? 0, cpu.total / cores);
}

/** Runs `node ...args` once (exit status 0 or 1), sampling its threads' CPU time. */
export function threadCpu(node: string, args: readonly string[]): Promise<ThreadCpu> {
  const tids = path.join(os.tmpdir(), `worker-tids-${process.pid}-${Math.random().toString(36).slice(2)}`);
  fs.writeFileSync(tids, '');
  const t0 = performance.now();
  const child = spawn(node, ['--require', TAGGER, ...args], {
    stdio: ['ignore', 'ignore', 'pipe'],
    env: { ...CHILD_ENV, XN_BENCH_WORKER_TIDS: tids },
  });
  let stderr = '';
  child.stderr.setEncoding('utf8').on('data', (d: string) => {
    if (stderr.length < 2000) stderr += d;
  });
  const last = new Map<string, number>();
  let rss = 0;
  const sample = () => {
    try {
      const hwm = /VmHWM:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${child.pid}/status`, 'utf8'));
      if (hwm) rss = Math.max(rss, Number(hwm[1]) * 1024);
      for (const tid of fs.readdirSync(`/proc/${child.pid}/task`)) {
        const stat = fs.readFileSync(`/proc/${child.pid}/task/${tid}/stat`, 'utf8');
        const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
        last.set(tid, (Number(fields[11]) + Number(fields[12])) / TICK);
      }
    } catch {
      // the process or a thread ended between the listing and the read
    }
  };
  const poll = setInterval(sample, 20);
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (status) => {
      clearInterval(poll);
      const wall = (performance.now() - t0) / 1000;
      const workerTids = new Set(fs.readFileSync(tids, 'utf8').split('\n').filter(Boolean));
      fs.rmSync(tids, { force: true });
      if (status !== 0 && status !== 1)
        return reject(new Error(`${args.join(' ')} failed (${status}): ${stderr}`));
      const main = last.get(String(child.pid)) ?? 0;
      const workers = [...workerTids].map((t) => last.get(t) ?? 0).sort((a, b) => b - a);
      let total = 0;
      for (const s of last.values()) total += s;
      const background = total - main - workers.reduce((a, b) => a + b, 0);
      resolve({ wall, main, workers, background, total, rss });
    });
  });
}

/** One line of a run's figures. */
export function describeCpu(cpu: ThreadCpu): string {
  const w = cpu.workers.map((s) => s.toFixed(2)).join(' + ') || '—';
  return `wall ${cpu.wall.toFixed(2)} s, CPU ${cpu.total.toFixed(2)} s: main ${cpu.main.toFixed(2)}, workers ${w}, background ${cpu.background.toFixed(2)}; idle 2 cores ${idleSeconds(cpu).toFixed(2)} s`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [node, ...args] = process.argv.slice(2);
  if (node === undefined) throw new Error('usage: thread-cpu.ts NODE ARGS…');
  const cpu = await threadCpu(node, args);
  console.log(`${describeCpu(cpu)}, load ${fs.readFileSync('/proc/loadavg', 'utf8').split(' ')[0]}`);
}
