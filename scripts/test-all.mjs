#!/usr/bin/env node
/**
 * The repository's whole test command: lint, the import-cycle gate (`pnpm cycles`), the function and file
 * length caps (`pnpm caps`), the copy detector (`pnpm copies`, jscpd), build, typecheck, package checks, size
 * budgets, the API reference (`pnpm docs --check`, TypeDoc), and every vitest project (unit, data-driven, property-based, contract, consumer and browser tests): the
 * packages' own tests from the start, the others once the build is done.
 * Prints one line per gate, failures in full, one line per group of skipped tests saying why, and the
 * closing line `N passed, N failed, N skipped` that CI reads; everything else goes to `test.log`.
 * Extra arguments go to vitest (`pnpm test packages/core`). Exits non-zero on any failure. Each gate (lint, build, …) counts as one test in that line.
 * `--deep` (`pnpm test:deep`) sets `TEST_DEEP=1`: every deep suite at full depth (tests/depth.ts), and adds the
 * release rehearsal through a local registry (`pnpm release:rehearse`, scripts/release-rehearsal.mjs).
 * `test.log` ends with the ten slowest test files and their times, then every failure by name and the counts.
 * `--cpu` lists the test files of most CPU time at the end of `test.log` (tests/runner/cpu-per-file.ts).
 * `--durations` writes each test file's time in the run to tests/runner/durations.json, the order tests/runner/sequencer.ts
 * starts them in on a checkout without vitest's cache (longest first).
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { packArgs, publishedPackageDirs } from './pack-published.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const logFile = path.join(root, 'test.log');
const pnpmExec =
  process.env.npm_execpath && /pnpm/.test(process.env.npm_execpath) ? process.env.npm_execpath : undefined;

const args = process.argv.slice(2);
const deep = args.includes('--deep');
if (deep) process.env.TEST_DEEP = '1';
/** `--durations`: the run's file durations written to tests/runner/durations.json (tests/runner/sequencer.ts reads them). */
const writeDurations = args.includes('--durations');
/** `--cpu`: each test file's CPU time (tests/runner/cpu-per-file.ts), the costliest listed at the end of test.log. */
const cpuFile = args.includes('--cpu')
  ? path.join(os.tmpdir(), `x-test-cpu-${process.pid}.jsonl`)
  : undefined;
if (cpuFile) process.env.X_CPU_FILE = cpuFile;
const vitestArgs = args.filter((a) => a !== '--deep' && a !== '--durations' && a !== '--cpu');
const command = deep ? 'pnpm test:deep' : 'pnpm test';
/**
 * Garbage collectors' settings for every process of the run, unless the caller set them (docs/testing.md): Node's
 * young generation up to 64 MiB a semi-space (V8's default, 16, scavenges the perft and replay loops' short-lived
 * objects four times as often: 5–7 % of the test workers' CPU, 15 % of dependency-cruiser's), and Go's collector
 * at 400 % growth for TypeScript 7's `tsc` (about 10 % of its CPU; its peak RSS 707 → 746 MB).
 */
const gcEnv = {
  NODE_OPTIONS: /--max-semi-space-size/.test(process.env.NODE_OPTIONS ?? '')
    ? process.env.NODE_OPTIONS
    : [process.env.NODE_OPTIONS, '--max-semi-space-size=64'].filter(Boolean).join(' '),
  GOGC: process.env.GOGC ?? '400',
};
const startedAll = Date.now();
/**
 * The run's own temporary folder, the `TMPDIR` of every process it starts, removed at the end: what a process
 * leaves there (a Chromium profile of a test worker that exited without closing its browser, a tool's scratch
 * files) goes with the run instead of piling up in the system's temporary folder.
 */
const runTmp = fs.mkdtempSync(path.join(os.tmpdir(), 'x-test-run-'));

fs.writeFileSync(logFile, `${command}, ${new Date().toISOString()}\n`);

/** The root package.json's scripts. */
const scripts = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')).scripts;
/** The workspace root's executables (what `pnpm run` and `pnpm exec` put first on PATH). */
const binDir = path.join(root, 'node_modules', '.bin');

/**
 * What `pnpm <args>` runs, without pnpm: `run <script>` is the root script through `sh -c`, `exec <bin> …` the root's
 * `node_modules/.bin/<bin>`, both with that directory first on PATH, as pnpm runs them. A pnpm process costs about
 * 2 CPU-s to start (its 5 MB bundle compiled afresh each time), once per gate and vitest run (docs/testing.md).
 */
function resolveCommand(args) {
  const [verb, name, ...rest] = args;
  if (verb === 'run' && rest.length === 0 && typeof scripts[name] === 'string')
    return ['sh', ['-c', scripts[name]]];
  if (verb === 'exec' && fs.existsSync(path.join(binDir, name))) return [path.join(binDir, name), rest];
  return pnpmExec ? [process.execPath, [pnpmExec, ...args]] : ['pnpm', args];
}

/**
 * Starts `pnpm <args>` (as `resolveCommand` resolves it); resolves, when it ends, to whether it passed, what it
 * printed and how long it took. Its output goes to the log (`logRun`) once every gate started beside it has ended,
 * so the log keeps one block per gate.
 */
function start(label, args, priority = 0, onSpawn = undefined) {
  const started = Date.now();
  const [cmd, argv, cpuFile] = measured(resolveCommand(args), priority);
  return new Promise((resolve) => {
    const chunks = [];
    const child = spawn(cmd, argv, {
      cwd: root,
      env: {
        ...process.env,
        ...gcEnv,
        TMPDIR: runTmp,
        PATH: `${binDir}${path.delimiter}${process.env.PATH ?? ''}`,
        TURBO_TELEMETRY_DISABLED: '1',
        FORCE_COLOR: '0',
        NO_COLOR: '1',
      },
    });
    // set before pnpm starts vitest and its workers, which inherit it (under GNU time, `nice` sets it)
    if (priority && child.pid && !cpuFile) {
      try {
        os.setPriority(child.pid, priority);
      } catch {
        // not permitted here: the run keeps the normal priority
      }
    }
    if (child.pid) onSpawn?.(child.pid);
    child.stdout.on('data', (c) => chunks.push(c));
    child.stderr.on('data', (c) => chunks.push(c));
    const done = (ok, extra = '') =>
      resolve({
        label,
        args,
        ok,
        output: `${Buffer.concat(chunks).toString('utf8')}${extra}`,
        ms: Date.now() - started,
        cpu: cpuSeconds(cpuFile),
      });
    child.on('error', (e) => done(false, String(e)));
    child.on('close', (code) => done(code === 0));
  });
}

/** GNU time, where installed: it gives each gate's CPU time (user + system, every descendant's) to the log. */
const gnuTime = ['/usr/bin/time'].find((p) => fs.existsSync(p));
/** Gates' CPU time files, removed at the end. */
const cpuDir = gnuTime ? fs.mkdtempSync(path.join(os.tmpdir(), 'test-all-cpu-')) : undefined;
let cpuFiles = 0;

/**
 * `[cmd, argv]` run under GNU time writing `%U %S` to a file of its own (and under `nice` for a lower priority,
 * as `os.setPriority` on the time process could come after its child started): `[cmd, argv, file]`; as given
 * where GNU time is not installed.
 */
function measured([cmd, argv], priority) {
  if (!gnuTime) return [cmd, argv];
  const file = path.join(cpuDir, `${cpuFiles++}.txt`);
  const niced = priority ? ['nice', '-n', String(priority), cmd] : [cmd];
  return [gnuTime, ['-f', '%U %S', '-o', file, ...niced, ...argv], file];
}

/** The CPU seconds GNU time wrote to `file`, or undefined. */
function cpuSeconds(file) {
  if (!file || !fs.existsSync(file)) return undefined;
  const m = /(\d+(?:\.\d+)?) (\d+(?:\.\d+)?)\s*$/.exec(fs.readFileSync(file, 'utf8'));
  return m ? Number(m[1]) + Number(m[2]) : undefined;
}

/** Writes a finished gate's output to the log and its line (time, and CPU where measured) to the console. */
function logRun({ label, args, ok, output, ms, cpu }) {
  fs.appendFileSync(logFile, `\n=== ${label} (pnpm ${args.join(' ')}) ===\n${output}`);
  const cpuText = cpu === undefined ? '' : `, ${cpu.toFixed(1)} CPU-s`;
  console.log(`${ok ? '✓' : '✗'} ${label} (${(ms / 1000).toFixed(1)}s${cpuText})`);
}

let passed = 0;
let failed = 0;
let skipped = 0;
const failures = [];
/**
 * The gates and the tests, on the 2 cores: lint, cycles, the caps and the copy detector beside the build (they
 * read only the sources) at a lower priority (nice 10, as the packages' tests, see `startVitest`): the build, which
 * everything below waits for, gets the cores first, and they take what its single-threaded steps leave idle; then,
 * once the build is done (not waiting for those four), typecheck, the package checks and the size budgets beside
 * the vitest run of the cli, playground and consumer projects (each needs only the build: the size budgets are one
 * size-limit run over every package's `dist`). Started together, they fill the cores one another leaves idle (a
 * browser test waiting for a page, the last long files). Their lines print in this order, each with its own time,
 * the vitest lines last.
 */
const wave1 = [
  ['lint', ['run', 'lint'], 10],
  ['no import cycles (dependency-cruiser)', ['run', 'cycles'], 10],
  ['function ≤ 150 and file ≤ 700 lines (pnpm caps)', ['run', 'caps'], 10],
  // jscpd over packages, apps, bench, tests and scripts; fails above .jscpd.json's threshold (duplicated lines, %)
  ['copied code within its threshold (pnpm copies)', ['run', 'copies'], 10],
  // every package and the playground as `pnpm build` builds them, in three processes instead of turbo's task each
  ['build', ['run', 'build:all']],
];
const wave2 = [
  ['typecheck', ['run', 'typecheck']],
  ['package checks (publint + attw)', ['run', 'check:pkg']],
  ['size budgets', ['run', 'size']],
  // TypeDoc over every library package's entry points: an export without a doc comment or a broken link fails
  ['API reference without warnings (pnpm docs)', ['run', 'docs:check']],
  // publishes every package to a Verdaccio it starts and installs them from it: 74–141 s, deep only
  ...(deep ? [['release through a registry (pnpm release:rehearse)', ['run', 'release:rehearse']]] : []),
];

/**
 * After a passing build: every published package packed once (one `pnpm -r pack`, about 4 CPU-s), for the package
 * checks and the consumer test, which packed them again each; both read the folder from `X_PACKED_TARBALLS` (and
 * pack their own where it is unset or the packing failed). The folder is removed at the end.
 */
let packedDir;
async function packOnce() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'x-packed-'));
  const r = await start('pack', packArgs(root, publishedPackageDirs(root), dir));
  if (r.ok) {
    packedDir = dir;
    process.env.X_PACKED_TARBALLS = dir;
  } else fs.rmSync(dir, { recursive: true, force: true });
  fs.appendFileSync(
    logFile,
    `\n=== pack, once for the package checks and the consumer test ===\n${r.output}`,
  );
}

/** Counts and prints finished gates. */
function tally(results) {
  for (const r of results) {
    logRun(r);
    if (r.ok) passed++;
    else {
      failed++;
      failures.push(r.label);
      console.log(r.output.trimEnd());
    }
  }
}

/**
 * Sets the priority of process `pid` and of every process under it (read from Linux's `/proc`) to `priority`: the
 * packages' tests, started at nice 10 so that the build gets the cores first, share them equally with the rest once
 * it is done (at nice 10 they got a tenth of a core beside the browser tests and ran mostly after them, alone).
 * Raising a priority needs root; elsewhere, and off Linux, nothing changes.
 */
function setTreePriority(pid, priority) {
  let parents;
  try {
    parents = new Map(
      fs
        .readdirSync('/proc')
        .filter((d) => /^\d+$/.test(d))
        .map((d) => {
          try {
            const stat = fs.readFileSync(`/proc/${d}/stat`, 'utf8');
            return [Number(d), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1])];
          } catch {
            return [Number(d), 0];
          }
        }),
    );
  } catch {
    return;
  }
  const tree = new Set([pid]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const [child, parent] of parents) {
      if (tree.has(parent) && !tree.has(child)) {
        tree.add(child);
        grew = true;
      }
    }
  }
  for (const p of tree) {
    try {
      os.setPriority(p, priority);
    } catch {
      // not permitted (not root) or gone
    }
  }
}

/**
 * The vitest runs. With no arguments, two: the `packages` project (every published package's tests, the contract
 * and cross-package tests) needs no build, as its tests import the sources, so it starts with the first gates at a
 * lower priority (nice 10): the build, which everything else waits for, gets the cores first; once it is done, these
 * tests share the cores equally with the rest (`setTreePriority`). The other projects (cli, playground, consumer) run the build and start once it is done.
 * With arguments (`pnpm test packages/core`), one run after the build, of what they select.
 */
const vitestReports = [];
function startVitest(label, projects, priority = 0) {
  const spawned = { pid: undefined };
  const file = path.join(
    root,
    `.vitest-report${vitestReports.length ? `-${vitestReports.length}` : ''}.json`,
  );
  fs.rmSync(file, { force: true });
  vitestReports.push(file);
  const run = start(
    label,
    [
      'exec',
      'vitest',
      'run',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${file}`,
      ...projects,
    ],
    priority,
    (pid) => {
      spawned.pid = pid;
    },
  );
  return { run, file, spawned };
}
const split = vitestArgs.length === 0;
const sourceTests = split ? startVitest('vitest: packages', ['--project', 'packages'], 10) : undefined;
const wave1Runs = wave1.map(([label, args, priority]) => start(label, args, priority));
const build = await wave1Runs[wave1.findIndex(([label]) => label === 'build')];
// The test projects' global setups build what they run through turbo (tests/turbo-build.ts), a no-op after a
// passing build gate that still costs about 3 s per project: they skip it then.
// the packages' tests leave nice 10 once the build is done (`setTreePriority`)
if (sourceTests?.spawned.pid) setTreePriority(sourceTests.spawned.pid, 0);
if (build?.ok) {
  process.env.TEST_BUILT = '1';
  await packOnce();
}
const gates = Promise.all(wave2.map(([label, args]) => start(label, args)));
const builtTests = split
  ? startVitest('vitest: cli, playground, consumer', [
      '--project',
      'cli',
      '--project',
      'playground',
      '--project',
      'consumer',
    ])
  : startVitest('vitest', vitestArgs);
tally(await Promise.all(wave1Runs));
tally(await gates);
const results = [];
for (const vitest of [sourceTests, builtTests]) {
  if (!vitest) continue;
  const done = await vitest.run;
  logRun(done);
  if (!fs.existsSync(vitest.file)) {
    failed++;
    failures.push(`${done.label} (no report)`);
    console.log(tail(done.output, 40));
    continue;
  }
  const r = JSON.parse(fs.readFileSync(vitest.file, 'utf8'));
  passed += r.numPassedTests;
  failed += r.numFailedTests;
  skipped += r.numPendingTests + (r.numTodoTests ?? 0);
  printFailures(r);
  if (!done.ok && r.numFailedTests === 0) {
    failed++;
    failures.push(`${done.label} (suite error)`);
    console.log(tail(done.output, 40));
  }
  results.push(...r.testResults);
}
printSkipReasons({ testResults: results });
logSlowest({ testResults: results }, 10);
if (cpuFile) logCostliest(cpuFile, 25);
if (writeDurations && !deep) storeDurations(results);
if (failures.length) console.log(`Failed: ${failures.join(', ')}`);
console.log(`Details: ${path.relative(process.cwd(), logFile) || logFile}`);
const total = `${command}: ${((Date.now() - startedAll) / 1000).toFixed(0)}s`;
const counts = `${passed} passed, ${failed} failed, ${skipped} skipped`;
console.log(total);
console.log(counts);
// test.log ends as the console does: each failure named (gate, or file > test), then the counts.
fs.appendFileSync(
  logFile,
  `\n=== result ===\n${failures.map((f) => `✗ ${f}\n`).join('')}${total}\n${counts}\n`,
);
if (cpuDir) fs.rmSync(cpuDir, { recursive: true, force: true });
if (packedDir) fs.rmSync(packedDir, { recursive: true, force: true });
fs.rmSync(runTmp, { recursive: true, force: true });
process.exit(failed > 0 ? 1 : 0);

function tail(text, lines) {
  return text.trimEnd().split('\n').slice(-lines).join('\n');
}

/** The vitest project of a test file (vitest.config.ts): cli, playground, consumer, else packages. */
function projectOf(file) {
  const rel = path.relative(root, file).split(path.sep).join('/');
  if (rel.startsWith('packages/cli/')) return 'cli';
  if (rel.startsWith('apps/playground/')) return 'playground';
  if (rel.startsWith('tests/consumer/')) return 'consumer';
  return 'packages';
}

/**
 * Writes each file's duration in this run (milliseconds, `project:file`) into tests/runner/durations.json, keeping the
 * stored ones of files this run did not run and dropping files that no longer exist; the sequencer
 * (tests/runner/sequencer.ts) starts the longest first on a checkout without vitest's cache. Not under `--deep`, whose
 * durations are not those of `pnpm test`.
 */
function storeDurations(testResults) {
  const file = path.join(root, 'tests', 'runner', 'durations.json');
  let stored = {};
  try {
    stored = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    // none yet
  }
  for (const r of testResults) {
    const rel = path.relative(root, r.name).split(path.sep).join('/');
    stored[`${projectOf(r.name)}:${rel}`] = Math.round((r.endTime ?? 0) - (r.startTime ?? 0));
  }
  const kept = Object.entries(stored)
    .filter(([key]) => fs.existsSync(path.join(root, key.slice(key.indexOf(':') + 1))))
    .sort(([a], [b]) => (a < b ? -1 : 1));
  fs.writeFileSync(file, `${JSON.stringify(Object.fromEntries(kept), null, 2)}\n`);
  console.log(`Durations: ${path.relative(process.cwd(), file)} (${kept.length} files)`);
}

/** The `count` slowest test files with their times, at the end of `test.log`. */
function logSlowest(r, count) {
  const files = r.testResults
    .map((file) => ({
      name: path.relative(root, file.name),
      ms: (file.endTime ?? 0) - (file.startTime ?? 0),
    }))
    .sort((a, b) => b.ms - a.ms)
    .slice(0, count);
  const lines = files.map((f) => `${(f.ms / 1000).toFixed(1).padStart(8)}s  ${f.name}`);
  fs.appendFileSync(logFile, `\n=== the ${count} slowest test files ===\n${lines.join('\n')}\n`);
}

/**
 * The `count` test files of most CPU time (`--cpu`: own, its import and collection included, + reaped children + the
 * worker's Chromium's share, the browser tests' lines from browserApp.ts; seconds) and the totals, at the end of
 * `test.log`; the file of lines is removed.
 */
function logCostliest(file, count) {
  if (!fs.existsSync(file)) return;
  const byFile = new Map();
  for (const line of fs.readFileSync(file, 'utf8').split('\n').filter(Boolean)) {
    const r = JSON.parse(line);
    const row = byFile.get(r.file) ?? { file: r.file, self: 0, children: 0, browser: 0 };
    row.self += r.self + (r.collect ?? 0);
    row.children += r.children;
    row.browser += r.browser ?? 0;
    byFile.set(r.file, row);
  }
  const rows = [...byFile.values()]
    .map((r) => ({ ...r, cpu: r.self + r.children + r.browser }))
    .sort((a, b) => b.cpu - a.cpu);
  fs.rmSync(file, { force: true });
  const sum = (key) => rows.reduce((total, r) => total + r[key], 0);
  const column = (n) => n.toFixed(1).padStart(7);
  const lines = rows
    .slice(0, count)
    .map(
      (r) => `${column(r.cpu)} ${column(r.children)} ${column(r.browser)}  ${path.relative(root, r.file)}`,
    );
  fs.appendFileSync(
    logFile,
    `\n=== the ${count} test files of most CPU time (CPU-s; of which child processes; of which Chromium) ===\n${lines.join('\n')}\n${sum('cpu').toFixed(0)} CPU-s in ${rows.length} files, of which ${sum('browser').toFixed(0)} Chromium's (a lower bound)\n`,
  );
}

/** Every failed test with its full failure message. */
function printFailures(r) {
  for (const file of r.testResults) {
    for (const t of file.assertionResults) {
      if (t.status !== 'failed') continue;
      failures.push(`${path.relative(root, file.name)} > ${t.fullName}`);
      console.log(`\n✗ ${path.relative(root, file.name)} > ${t.fullName}`);
      for (const m of t.failureMessages ?? []) console.log(m);
    }
    if (file.status === 'failed' && file.assertionResults.length === 0) {
      failures.push(path.relative(root, file.name));
      console.log(`\n✗ ${path.relative(root, file.name)}\n${file.message ?? ''}`);
    }
  }
}

/** One line per group of skipped tests: why they were skipped, told by what their file checks. */
function printSkipReasons(r) {
  const groups = new Map();
  for (const file of r.testResults) {
    const count = file.assertionResults.filter(
      (t) => t.status === 'pending' || t.status === 'skipped',
    ).length;
    if (count === 0) continue;
    const reason = skipReason(fs.existsSync(file.name) ? fs.readFileSync(file.name, 'utf8') : '');
    const g = groups.get(reason) ?? { tests: 0, files: 0 };
    g.tests += count;
    g.files += 1;
    groups.set(reason, g);
  }
  for (const [reason, g] of groups) console.log(`  skipped ${g.tests} tests in ${g.files} files: ${reason}`);
}

/** Whether Debian's Chromium is where the browser tests look for it (apps/playground/test/browserApp.ts). */
function hasChromium() {
  return ['/usr/bin/chromium', '/usr/bin/chromium-browser'].some((p) => fs.existsSync(p));
}

function skipReason(source) {
  if (/playwright|chromium/i.test(source) && !hasChromium())
    return 'no /usr/bin/chromium (apt-get install chromium)';
  if (/tests\/depth/.test(source) && process.env.TEST_DEEP !== '1')
    return 'deep cases (`pnpm test:deep` runs them)';
  if (/describeReadme/.test(source)) return 'README blocks marked ```ts no-run (they need a file)';
  if (/sharedData|shared-data/.test(source) && !fs.existsSync(path.join(root, '..', 'shared', 'data')))
    return 'no ../shared/data beside the repository (reference data)';
  return 'skipped in the test file (it.skip / skipIf)';
}
