/**
 * Rules of the test suite itself (docs/testing.md): no test reads a clock to bound a time (a hang guard is the
 * runner's timeout; speed is `pnpm bench`), and every property's run count goes through `runs()` of
 * `tests/depth.ts`, so `pnpm test:deep` runs ten times as many.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** Files that read a clock for another reason than a bound, and why. */
const CLOCK_ALLOWED = new Map<string, string>([
  [
    'tests/runner/cpu-per-file.ts',
    "`pnpm test --cpu`'s setup file: each file's CPU time written to a list; asserts no time",
  ],
  [
    'apps/playground/test/big-input.e2e.test.ts',
    'measures input-to-paint inside the page and prints it; asserts no time',
  ],
  [
    'apps/playground/test/globalSetup.ts',
    "prints Chromium's and vitest's CPU by process under PLAYGROUND_CPU=1 (a probe); asserts no time",
  ],
]);

/** Every test file and test helper of the packages, the apps and `tests/`, relative to the repository root. */
function testSources(): string[] {
  const found: string[] = [];
  const visit = (dir: string, all: boolean) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name === 'fixtures') continue;
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) visit(file, all);
      else if (/\.tsx?$/.test(entry.name) && (all || entry.name.endsWith('.test.ts')))
        found.push(path.relative(root, file).split(path.sep).join('/'));
    }
  };
  for (const group of ['packages', 'apps']) {
    for (const name of fs.readdirSync(path.join(root, group))) {
      const base = path.join(root, group, name);
      if (fs.existsSync(path.join(base, 'src'))) visit(path.join(base, 'src'), false);
      if (fs.existsSync(path.join(base, 'test'))) visit(path.join(base, 'test'), true);
    }
  }
  visit(path.join(root, 'tests'), true);
  // tests/oracles/ holds the programs that write fixtures from the references (run by hand, timing their
  // progress), not tests.
  return found.filter((file) => !file.startsWith('tests/oracles/')).sort();
}

/** This file names the patterns it looks for. */
const self = 'tests/contract/test-rules.test.ts';

const sources = testSources()
  .filter((file) => file !== self)
  .map((file) => ({ file, text: fs.readFileSync(path.join(root, file), 'utf8') }));

describe('test suite rules (docs/testing.md)', () => {
  it('finds the test files', () => {
    expect(sources.length).toBeGreaterThan(100);
  });

  it('no test reads a clock (performance.now, Date.now, process.hrtime, cpuUsage) to bound a time', () => {
    const clock = /\b(performance\.now|Date\.now|process\.hrtime|cpuUsage)\s*\(/;
    const offenders = sources.filter(({ file, text }) => clock.test(text) && !CLOCK_ALLOWED.has(file));
    expect(
      offenders.map((s) => s.file),
      'use the runner timeout as the hang guard, measure in pnpm bench',
    ).toEqual([]);
  });

  it("every property's run count goes through runs() of tests/depth.ts", () => {
    const plain = /numRuns:(?!\s*runs\()/;
    const offenders = sources.filter(({ text }) => plain.test(text));
    expect(
      offenders.map((s) => s.file),
      'write numRuns: runs(n) so that pnpm test:deep runs more',
    ).toEqual([]);
  });
});
