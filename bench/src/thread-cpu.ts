/**
 * CPU seconds per thread of one process (Linux): `node --import tsx src/thread-cpu.ts CMD ARGS…` runs the command,
 * reads `/proc/PID/task/*\/stat` every 20 ms while it runs and prints its wall time, the load average and each
 * thread's user + system time (above 0.05 s): the main thread (its id is the process's), the worker threads and
 * V8's background threads (compilers, collector), all named `node`. What says where `--jobs N` spends its CPU.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { CHILD_ENV } from './cli-run.js';

const [command, ...args] = process.argv.slice(2);
if (command === undefined) throw new Error('usage: thread-cpu.ts CMD ARGS…');
const tick = 100; // USER_HZ: clock ticks a second in /proc on Linux
const t0 = performance.now();
const child = spawn(command, args, { stdio: 'ignore', env: CHILD_ENV });
const last = new Map<string, number>();
const poll = setInterval(() => {
  try {
    for (const tid of fs.readdirSync(`/proc/${child.pid}/task`)) {
      const stat = fs.readFileSync(`/proc/${child.pid}/task/${tid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      last.set(tid, (Number(fields[11]) + Number(fields[12])) / tick);
    }
  } catch {
    // the process or a thread ended between the listing and the read
  }
}, 20);
child.on('close', () => {
  clearInterval(poll);
  const wall = (performance.now() - t0) / 1000;
  const main = last.get(String(child.pid)) ?? 0;
  const threads = [...last.values()].filter((s) => s > 0.05).sort((a, b) => b - a);
  const load = fs.readFileSync('/proc/loadavg', 'utf8').split(' ')[0];
  console.log(
    `wall ${wall.toFixed(2)} s, load ${load}, main thread ${main.toFixed(2)} s, all threads ${threads.map((s) => s.toFixed(2)).join(' ')} s (sum ${threads.reduce((a, b) => a + b, 0).toFixed(2)})`,
  );
});
