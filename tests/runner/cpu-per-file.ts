/**
 * A vitest setup file that `pnpm test --cpu` adds (scripts/test-all.mjs, through `X_CPU_FILE`): each test file's CPU
 * time in its worker — the worker's own (`process.cpuUsage`, its threads included) and that of the child processes
 * it reaped (engines, `pgn-extract`; Linux's `/proc/self/stat`) — appended to `X_CPU_FILE` as a JSON line. Files
 * share a worker (`isolate: false`). `collect`: the CPU of importing the file and collecting its tests (from this
 * setup file to the file's first hook), not in `self`; the first file of a worker carries the packages' first import.
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

/** The worker's CPU as this setup file runs, before the test file is imported and its tests collected. */
const beforeImport = process.cpuUsage();
let started: NodeJS.CpuUsage | undefined;
let childrenBefore = 0;
let file = '';
let collect = 0;
if (out) {
  beforeAll(() => {
    file = expect.getState().testPath ?? '?';
    started = process.cpuUsage();
    const collected = process.cpuUsage(beforeImport);
    collect = (collected.user + collected.system) / 1e6;
    childrenBefore = childSeconds();
  });
  afterAll(() => {
    if (!started) return;
    const own = process.cpuUsage(started);
    const self = (own.user + own.system) / 1e6;
    const line = { file, self, children: childSeconds() - childrenBefore, collect };
    fs.appendFileSync(out, `${JSON.stringify(line)}\n`);
  });
}
