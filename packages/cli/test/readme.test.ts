/**
 * The ```console examples of packages/cli/README.md and of the root README's "Command line" section, run as
 * tests: each `$ command` line runs in test/fixtures (where the files they name are), `xn` in-process (test/xn.ts,
 * the built `run`; smoke.test.ts spawns the real binary), and what it prints on stdout must be the lines below
 * it, with nothing on stderr. The shell around `xn` in the examples is interpreted here (`shell`, below): a
 * pipeline of `xn`, `cat`, `printf`, `echo`, `sed -n`, `head -n`, `tail -n` and `grep`, `2>&1` and
 * `2>/dev/null`, and a `for … in …; do …; done`; an example using anything else fails, saying so. `timeout -s INT
 * SECONDS xn …` runs the real binary and stops it with the signal (`xn engine serve`). An example that runs an
 * engine of /usr/games is skipped, saying so, where that engine is not installed.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { deep } from '../../../tests/depth.js';
import { tempDir } from './temp-dir.js';
import { type Run, XN, xn } from './xn.js';

const fixtures = fileURLToPath(new URL('fixtures', import.meta.url));

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

/**
 * The words of a simple command: split at blanks, `'…'` quoted (the quotes the examples use). An unquoted word with
 * shell syntax this file does not interpret (other quotes, redirections but `2>&1` and `2>/dev/null`, `;`, `&`,
 * `$`, `` ` ``, globs) is refused.
 */
function words(command: string): string[] {
  const out: string[] = [];
  for (const m of command.matchAll(/'([^']*)'|(\S+)/g)) {
    const bare = m[2];
    if (bare !== undefined && bare !== '2>&1' && bare !== '2>/dev/null' && /['"<>;&|$`*?[\]\\]/.test(bare))
      throw new Error(`unsupported shell syntax in: ${command}`);
    out.push(m[1] ?? bare!);
  }
  return out;
}

/** The lines of `text` (each with its newline) and back. */
const lines = (text: string): string[] => text.match(/[^\n]*\n|[^\n]+$/g) ?? [];

/** `printf`'s escapes the examples use (`\n`, `\t`, `\\`). */
const printfEscapes = (format: string): string =>
  format.replace(/\\([nt\\])/g, (_, c: string) => (c === 'n' ? '\n' : c === 't' ? '\t' : '\\'));

/** The text filters of the examples, on `input`; undefined for a command that is not one of them. */
function filter(argv: readonly string[], input: string): string | undefined {
  const [name, ...args] = argv;
  const all = lines(input);
  const count = (n: string | undefined): number => {
    if (!/^\d+$/.test(n ?? '')) throw new Error(`unsupported arguments: ${argv.join(' ')}`);
    return Number(n);
  };
  if ((name === 'head' || name === 'tail') && args.length === 2 && args[0] === '-n') {
    const n = count(args[1]);
    return (name === 'head' ? all.slice(0, n) : all.slice(Math.max(0, all.length - n))).join('');
  }
  if (name === 'sed' && args.length === 2 && args[0] === '-n') {
    const m = /^(\d+)(?:,(\d+))?p$/.exec(args[1]!);
    if (!m) throw new Error(`unsupported arguments: ${argv.join(' ')}`);
    return all.slice(Number(m[1]) - 1, Number(m[2] ?? m[1])).join('');
  }
  if (name === 'grep') {
    const flags = args.slice(0, -1);
    if (args.length === 0 || flags.some((f) => f !== '-c' && f !== '-E'))
      throw new Error(`unsupported arguments: ${argv.join(' ')}`);
    const pattern = new RegExp(args.at(-1)!);
    const found = all.filter((l) => pattern.test(l.replace(/\n$/, '')));
    return flags.includes('-c') ? `${found.length}\n` : found.join('');
  }
  return undefined;
}

/** Runs one stage of a pipeline on `input`: what it writes on stdout and on stderr. */
function stage(command: string, input: string): Run {
  let argv = words(command);
  const merge = argv.at(-1) === '2>&1';
  const quiet = argv.at(-1) === '2>/dev/null';
  if (merge || quiet) argv = argv.slice(0, -1);
  let r: Run;
  const [name, ...args] = argv;
  if (name === 'timeout') r = stopped(args);
  else if (name === 'xn') {
    const cwd = process.cwd();
    process.chdir(fixtures);
    try {
      r = xn(args, input, undefined, merge);
    } finally {
      process.chdir(cwd);
    }
  } else if (name === 'cat')
    r = {
      status: 0,
      stdout: args.map((f) => fs.readFileSync(`${fixtures}/${f}`, 'utf8')).join(''),
      stderr: '',
    };
  else if (name === 'printf' && args.length === 1)
    r = { status: 0, stdout: printfEscapes(args[0]!), stderr: '' };
  else if (name === 'echo') r = { status: 0, stdout: `${args.join(' ')}\n`, stderr: '' };
  else {
    const out = filter(argv, input);
    if (out === undefined) throw new Error(`unsupported command: ${command}`);
    r = { status: 0, stdout: out, stderr: '' };
  }
  if (merge) return { ...r, stdout: r.stdout + r.stderr, stderr: '' };
  if (quiet) return { ...r, stderr: '' };
  return r;
}

/** coreutils' `timeout`. */
const TIMEOUT = '/usr/bin/timeout';

/**
 * `timeout -s SIGNAL SECONDS xn …`: the binary run in test/fixtures under coreutils' `timeout`, which stops it with
 * the signal (Node's `spawnSync` stops reading at its own timeout, before what a stopped server prints last).
 */
function stopped(args: readonly string[]): Run {
  const [flag, signal, seconds, command, ...rest] = args;
  if (flag !== '-s' || !/^[A-Z]+$/.test(signal ?? '') || !/^\d+$/.test(seconds ?? '') || command !== 'xn')
    throw new Error(`unsupported arguments: timeout ${args.join(' ')}`);
  const r = spawnSync(TIMEOUT, ['-s', signal!, seconds!, process.execPath, XN, ...rest], {
    cwd: fixtures,
    encoding: 'utf8',
    env: { ...process.env, NO_COLOR: '1' },
  });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

/** The first engine of /usr/games (or `timeout`) an example runs that is not installed here, or undefined. */
const missingEngine = (command: string): string | undefined =>
  [...(command.match(/\/usr\/games\/[\w-]+/g) ?? []), ...(/^timeout /.test(command) ? [TIMEOUT] : [])].find(
    (path) => !fs.existsSync(path),
  );

/**
 * Examples run under `pnpm test:deep` only: `xn match` plays whole games between two engines (seconds of engine
 * time each), and test/engine-commands.test.ts plays a match with the same checks in `pnpm test`.
 */
const DEEP_ONLY = /^xn match /;

/** Runs an example's command line as `sh` would (for what the examples use): its stdout and stderr. */
function shell(command: string): { stdout: string; stderr: string } {
  const loop = /^for (\w+) in ([^;]+); do (.+); done$/.exec(command);
  if (loop) {
    const runs = loop[2]!
      .trim()
      .split(/\s+/)
      .map((value) => shell(loop[3]!.replaceAll(`$${loop[1]}`, value)));
    return { stdout: runs.map((r) => r.stdout).join(''), stderr: runs.map((r) => r.stderr).join('') };
  }
  let stdout = '';
  let stderr = '';
  for (const part of command.split(' | ')) {
    const r = stage(part, stdout);
    stdout = r.stdout;
    stderr += r.stderr;
  }
  return { stdout, stderr };
}

for (const readme of readmes) {
  const cases = examples(fs.readFileSync(readme.file, 'utf8'), readme.section);
  describe(readme.name, () => {
    it('has examples', () => expect(cases.length).toBeGreaterThanOrEqual(readme.section ? 5 : 2));
    for (const { line, command, output } of cases) {
      const missing = missingEngine(command);
      if (missing !== undefined) console.warn(`[readme] line ${line} SKIPPED: ${missing} is not installed`);
      it.skipIf(missing !== undefined || (DEEP_ONLY.test(command) && !deep))(
        `line ${line}: ${command}`,
        () => {
          // an example that writes into /tmp (`xn pgn split --dir /tmp`) writes into a folder of the test's own
          const dir = command.includes(' /tmp') ? tempDir('xn-readme-') : undefined;
          const inDir = (text: string) => (dir === undefined ? text : text.replaceAll('/tmp', dir));
          const r = shell(inDir(command));
          expect(r.stderr).toBe('');
          expect(r.stdout).toBe(`${inDir(output)}\n`);
        },
      );
    }
  });
}
