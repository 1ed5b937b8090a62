/**
 * The ```console examples of packages/cli/README.md and of the root README's "Command line" section, run as
 * tests: each `$ command` line runs in `sh` in test/fixtures (where the files they name are), with `xn` the
 * built binary, and what it prints on stdout must be the lines below it.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { XN } from './xn.js';

const fixtures = fileURLToPath(new URL('fixtures', import.meta.url));
const bin = fs.mkdtempSync(path.join(os.tmpdir(), 'xn-readme-'));
fs.writeFileSync(path.join(bin, 'xn'), `#!/bin/sh\nexec "${process.execPath}" "${XN}" "$@"\n`, {
  mode: 0o755,
});
afterAll(() => fs.rmSync(bin, { recursive: true, force: true }));

/** One `$ command` of a console block and the output written below it. */
interface Example {
  readonly line: number;
  readonly command: string;
  readonly output: string;
}

/** The examples of the ```console blocks of `markdown`, from the heading `section` to the next one of its level. */
function examples(markdown: string, section?: string): Example[] {
  let lines = markdown.split('\n');
  let first = 0;
  if (section !== undefined) {
    first = lines.indexOf(section);
    if (first < 0) throw new Error(`no heading '${section}'`);
    const level = /^#+/.exec(section)![0];
    const next = lines.findIndex((l, i) => i > first && new RegExp(`^#{1,${level.length}} `).test(l));
    lines = lines.slice(0, next < 0 ? lines.length : next);
  }
  const out: Example[] = [];
  for (let i = first; i < lines.length; i++) {
    if (lines[i] !== '```console') continue;
    let current: { line: number; command: string; output: string[] } | undefined;
    for (i++; i < lines.length && lines[i] !== '```'; i++) {
      const line = lines[i]!;
      if (line.startsWith('$ ')) {
        if (current) out.push({ ...current, output: current.output.join('\n') });
        current = { line: i + 1, command: line.slice(2), output: [] };
      } else current?.output.push(line);
    }
    if (current) out.push({ ...current, output: current.output.join('\n') });
  }
  return out;
}

const readmes = [
  { name: 'packages/cli/README.md', file: new URL('../README.md', import.meta.url), section: undefined },
  {
    name: 'README.md, "Command line"',
    file: new URL('../../../README.md', import.meta.url),
    section: '## Command line',
  },
];

for (const readme of readmes) {
  const cases = examples(fs.readFileSync(readme.file, 'utf8'), readme.section);
  describe(readme.name, () => {
    it('has examples', () => expect(cases.length).toBeGreaterThanOrEqual(readme.section ? 5 : 2));
    it.each(cases)('line $line: $command', ({ command, output }) => {
      const r = spawnSync('sh', ['-c', command], {
        cwd: fixtures,
        encoding: 'utf8',
        env: { ...process.env, PATH: `${bin}${path.delimiter}${process.env.PATH}` },
      });
      expect(r.stderr).toBe('');
      expect(r.stdout).toBe(`${output}\n`);
    });
  });
}
