#!/usr/bin/env node
/**
 * The repository's whole test command: lint, build, typecheck, package checks, then every vitest
 * project (unit, data-driven, property-based, consumer and browser tests) in one run.
 * Prints the closing line `N passed, N failed, N skipped` that CI reads; exits non-zero on any failure.
 * Each gate (lint, build, …) counts as one test in that line.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const report = path.join(root, '.vitest-report.json');
const pnpmExec =
  process.env.npm_execpath && /pnpm/.test(process.env.npm_execpath) ? process.env.npm_execpath : undefined;

function run(label, args) {
  console.log(`\n=== ${label} ===`);
  const cmd = pnpmExec ? process.execPath : 'pnpm';
  const argv = pnpmExec ? [pnpmExec, ...args] : args;
  const r = spawnSync(cmd, argv, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, TURBO_TELEMETRY_DISABLED: '1' },
  });
  return r.status === 0;
}

let passed = 0;
let failed = 0;
let skipped = 0;
const failures = [];
for (const [label, args] of [
  ['lint', ['run', 'lint']],
  ['build', ['run', 'build']],
  ['typecheck', ['run', 'typecheck']],
  ['package checks (publint + attw)', ['run', 'check:pkg']],
  ['size budgets', ['run', 'size']],
]) {
  if (run(label, args)) passed++;
  else {
    failed++;
    failures.push(label);
  }
}

fs.rmSync(report, { force: true });
const vitestOk = run('vitest', [
  'exec',
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${report}`,
]);
if (fs.existsSync(report)) {
  const r = JSON.parse(fs.readFileSync(report, 'utf8'));
  passed += r.numPassedTests;
  failed += r.numFailedTests;
  skipped += r.numPendingTests + (r.numTodoTests ?? 0);
  if (!vitestOk && r.numFailedTests === 0) {
    failed++;
    failures.push('vitest (suite error)');
  }
} else {
  failed++;
  failures.push('vitest (no report)');
}
if (failures.length) console.log(`\nFailed: ${failures.join(', ')}`);
console.log(`\n${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 ? 1 : 0);
