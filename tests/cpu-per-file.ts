/**
 * A vitest setup file that `pnpm test --cpu` adds (scripts/test-all.mjs, through `X_CPU_FILE`): each test file's CPU
 * time in its worker — the worker's own (`process.cpuUsage`, its threads included) and that of the child processes
 * it reaped (engines, `pgn-extract`; Linux's `/proc/self/stat`) — appended to `X_CPU_FILE` as a JSON line. Files
 * share a worker (`isolate: false`), so the first file of a worker also carries the packages' first import.
 * Wall times mislead on a loaded machine; CPU time is what a cut saves.
 */
import fs from 'node:fs';
import { afterAll, beforeAll, expect } from 'vitest';

const out = process.env.X_CPU_FILE;

/** The CPU seconds of the reaped child processes (Linux), else 0. */
function childSeconds(): number {
  try {
    const stat = fs.readFileSync('/proc/self/stat', 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[13]) + Number(fields[14])) / 100;
  } catch {
    return 0;
  }
}

let started: NodeJS.CpuUsage | undefined;
let childrenBefore = 0;
let file = '';
if (out) {
  beforeAll(() => {
    file = expect.getState().testPath ?? '?';
    started = process.cpuUsage();
    childrenBefore = childSeconds();
  });
  afterAll(() => {
    if (!started) return;
    const own = process.cpuUsage(started);
    const line = { file, self: (own.user + own.system) / 1e6, children: childSeconds() - childrenBefore };
    fs.appendFileSync(out, `${JSON.stringify(line)}\n`);
  });
}
