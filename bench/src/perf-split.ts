/**
 * Where the CPU of one `xn` run goes, by thread and by kind of code (Linux, `perf` installed): `node --import tsx
 * src/perf-split.ts NODE ARGS…` runs `NODE ARGS…` under `perf record -e cpu-clock` (a software clock: it works in
 * a virtual machine without hardware counters), with `worker-tids.cjs` preloaded to tell the worker threads from
 * V8's own, and prints the CPU seconds of the main thread, the workers and the background threads split into:
 * optimised JavaScript (TurboFan's code, which `perf` sees as anonymous memory), V8's builtins (the interpreter,
 * Sparkplug's baseline code and the inline caches: code not yet optimised), TurboFan compiling, the collector,
 * parsing and bytecode, the rest of Node and V8, the C library and the kernel. `--jobs 2` against `--jobs 1` shows
 * what a second isolate costs (docs/performance.md).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CHILD_ENV } from './cli-run.js';
import { TAGGER } from './thread-cpu.js';

/** Samples a second of each thread's CPU. */
const HZ = 499;

/** Kinds of code by the `perf script` line's symbol and object, checked in order; the first that matches wins. */
const KINDS: readonly [string, RegExp][] = [
  ['optimised JS', /\[unknown\] \((\/tmp\/perf-\d+\.map|\[anon[^)]*\]|\/memfd:[^)]*)\)$/],
  ['kernel', /\[kernel\.kallsyms\]\)$/],
  ['libc', /libc\.so[^)]*\)$/],
  ['TurboFan', /compiler::|Turbofan|TurboFan|Pipeline/],
  ['collector', /Scaveng|Marking|Mark[A-Z]|Sweep|Evacuat|Heap::|MemoryAllocator|Remembered/],
  ['builtins (unoptimised code, ICs)', /Builtins_/],
  ['parse, bytecode', /Scanner|Parser|AstValue|Bytecode|Interpreter|CodeSerializer|Deserializ/],
  ['other Node and V8', /./],
];

/** Seconds by thread role (main, workers, background) and kind. */
export type PerfSplit = Map<string, Map<string, number>>;

/** Runs `node ...args` under `perf record`; its samples by role and kind. */
export function perfSplit(node: string, args: readonly string[]): PerfSplit {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'perf-split-'));
  const data = path.join(dir, 'perf.data');
  const tids = path.join(dir, 'tids');
  fs.writeFileSync(tids, '');
  try {
    const record = spawnSync(
      'perf',
      [
        'record',
        '-q',
        '-e',
        'cpu-clock',
        '-F',
        String(HZ),
        '-o',
        data,
        '--',
        node,
        '--require',
        TAGGER,
        ...args,
      ],
      { stdio: ['ignore', 'ignore', 'inherit'], env: { ...CHILD_ENV, XN_BENCH_WORKER_TIDS: tids } },
    );
    if (record.status !== 0 && record.status !== 1) throw new Error(`perf record failed (${record.status})`);
    const script = spawnSync('perf', ['script', '-i', data, '-F', 'pid,tid,ip,sym,dso'], {
      encoding: 'utf8',
      maxBuffer: 1 << 30,
    });
    if (script.status !== 0) throw new Error(`perf script failed: ${script.stderr}`);
    const workers = new Set(fs.readFileSync(tids, 'utf8').split('\n').filter(Boolean));
    const split: PerfSplit = new Map();
    for (const line of script.stdout.split('\n')) {
      const m = /^\s*(\d+)\/(\d+)\s+[0-9a-f]+\s+(.*)$/.exec(line);
      if (!m) continue;
      const [, pid, tid, rest] = m as unknown as [string, string, string, string];
      const role = tid === pid ? 'main' : workers.has(tid) ? 'workers' : 'background';
      const kind = KINDS.find(([, re]) => re.test(rest))![0];
      const byKind = split.get(role) ?? new Map<string, number>();
      split.set(role, byKind);
      byKind.set(kind, (byKind.get(kind) ?? 0) + 1 / HZ);
    }
    return split;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** The split as Markdown rows: one per role, the seconds of each kind. */
export function describeSplit(split: PerfSplit): string {
  const kinds = KINDS.map(([k]) => k);
  const rows = [
    `| thread | all | ${kinds.join(' | ')} |`,
    `| --- | ${kinds.map(() => '---:').join(' | ')} | ---: |`,
  ];
  for (const role of ['main', 'workers', 'background']) {
    const byKind = split.get(role);
    if (byKind === undefined) continue;
    let all = 0;
    for (const s of byKind.values()) all += s;
    rows.push(
      `| ${role} | ${all.toFixed(2)} | ${kinds.map((k) => (byKind.get(k) ?? 0).toFixed(2)).join(' | ')} |`,
    );
  }
  return rows.join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [node, ...args] = process.argv.slice(2);
  if (node === undefined) throw new Error('usage: perf-split.ts NODE ARGS…');
  console.log(describeSplit(perfSplit(node, args)));
  console.log(`\nload ${fs.readFileSync('/proc/loadavg', 'utf8').split(' ')[0]}`);
}
