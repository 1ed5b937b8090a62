/**
 * CPU time of a Chromium process tree by process type (browser, renderer, gpu-process, utility, zygote), read from
 * `/proc`: a diagnostic for the browser tests' cost (`PLAYGROUND_CPU=1`, printed after each browser test file for
 * its worker's Chromium so far, by browserApp.ts). Each process counts its own time and its reaped children's, so renderers that already exited show
 * under the zygote that forked them, and whatever a process that exited had reaped shows under its parent (the
 * browser process); renderers orphaned by an exiting zygote are reaped outside the tree and missed, so the total
 * is a lower bound (the process tree's CPU through a subreaper is the measure), the split by type a rough guide. Clock ticks are taken as 1/100 s (Linux's USER_HZ). Empty where `/proc` is
 * absent.
 */
import fs from 'node:fs';

/** The fields of `/proc/<pid>/stat` after the command name: parent, then CPU times in clock ticks. */
function stat(pid: string): { readonly ppid: number; readonly ticks: number } | undefined {
  try {
    const text = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const f = text.slice(text.lastIndexOf(')') + 2).split(' ');
    // utime, stime, cutime, cstime (fields 14–17 of proc(5))
    return { ppid: Number(f[1]), ticks: Number(f[11]) + Number(f[12]) + Number(f[13]) + Number(f[14]) };
  } catch {
    return undefined;
  }
}

/** A Chromium process's `--type=` (Chromium rewrites its command line, spaces between the arguments). */
function processType(pid: string): string {
  try {
    const args = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split(/[\0 ]/);
    return args.find((a) => a.startsWith('--type='))?.slice('--type='.length) ?? 'browser';
  } catch {
    return 'gone';
  }
}

/** CPU-seconds of the process tree under `root` (Chromium's browser process) by process type. */
export function chromiumCpu(root: number): Map<string, number> {
  const parents = new Map<number, number[]>();
  const ticks = new Map<number, number>();
  if (!fs.existsSync('/proc')) return new Map();
  for (const pid of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    const s = stat(pid);
    if (!s) continue;
    ticks.set(Number(pid), s.ticks);
    const siblings = parents.get(s.ppid);
    if (siblings) siblings.push(Number(pid));
    else parents.set(s.ppid, [Number(pid)]);
  }
  const byType = new Map<string, number>();
  const stack = ticks.has(root) ? [root] : [];
  for (let pid = stack.pop(); pid !== undefined; pid = stack.pop()) {
    const type = processType(String(pid));
    byType.set(type, (byType.get(type) ?? 0) + (ticks.get(pid) ?? 0) / 100);
    stack.push(...(parents.get(pid) ?? []));
  }
  return byType;
}

/**
 * CPU-seconds by process type of the Chromium this process launched (the browser tests' worker launches its
 * own: browserApp.ts), so far; empty where there is none or no `/proc`.
 */
export function workerChromiumCpu(): Map<string, number> {
  const total = new Map<string, number>();
  if (!fs.existsSync('/proc')) return total;
  for (const pid of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(pid) || stat(pid)?.ppid !== process.pid || processType(pid) !== 'browser') continue;
    let comm = '';
    try {
      comm = fs.readFileSync(`/proc/${pid}/comm`, 'utf8');
    } catch {
      continue;
    }
    if (!comm.includes('chrom')) continue;
    for (const [type, s] of chromiumCpu(Number(pid))) total.set(type, (total.get(type) ?? 0) + s);
  }
  return total;
}
