/**
 * Consumer test: pack every published package with `pnpm pack`, install the tarballs with plain npm
 * into an empty temporary folder, and load every entry point with both `import` and `require` (one copy: the
 * packages are ES modules only, which Node ≥ 20.19 `require`s).
 * Needs the packages built (`pnpm build`; the root test command builds first).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from '../typescript.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIBRARY_PACKAGES } from '../../scripts/entry-points.mjs';
import { packArgs, packedTarballs } from '../../scripts/pack-published.mjs';
import { deep } from '../depth.js';
import { runBlock, runnableBlocks } from '../readme-examples.js';
import { readmeFiles, readmeModules, typecheckModules, typecheckModulesNative } from '../readme-types.js';

const repo = fileURLToPath(new URL('../..', import.meta.url));
const packageDirs = [...LIBRARY_PACKAGES, 'engine', 'cli'].map((d) => path.join(repo, 'packages', d));

interface Manifest {
  name: string;
  version: string;
  exports: Record<string, unknown>;
}
const manifests: Manifest[] = packageDirs.map((d) =>
  JSON.parse(fs.readFileSync(path.join(d, 'package.json'), 'utf8')),
);
const specifiers = manifests.flatMap((m) =>
  Object.keys(m.exports)
    .filter((k) => k !== './package.json')
    .map((k) => (k === '.' ? m.name : `${m.name}/${k.slice(2)}`)),
);

/**
 * Entry points that export types alone (a data model read through its types: `SjaakVariant`'s parts): they load as
 * modules without a name, through `import` and `require` alike.
 */
const TYPES_ONLY = new Set(['@x/sjaak-variants/model']);

/** Runs pnpm the way the current process was started (pnpm sets npm_execpath), else through npx. */
function pnpm(args: string[], cwd: string): void {
  const exec = process.env.npm_execpath;
  if (exec && /pnpm/.test(exec)) execFileSync(process.execPath, [exec, ...args], { cwd, stdio: 'pipe' });
  else execFileSync('npx', ['-y', 'pnpm@10.34.9', ...args], { cwd, stdio: 'pipe' });
}

/**
 * One Node process in the installed app that loads every entry point with `import` and with `require` and prints,
 * for each, the number of names each gives, or the error (a process per entry point and form cost 50 starts of Node).
 */
const LOAD_ALL = `
import { createRequire } from 'node:module';
const require = createRequire(process.cwd() + '/package.json');
const counts = {};
for (const spec of JSON.parse(process.argv[1])) {
  const count = async (load) => { try { return Object.keys(await load(spec)).length; } catch (e) { return String(e); } };
  counts[spec] = [await count((s) => import(s)), await count(require)];
}
console.log(JSON.stringify(counts));
`;

/** The CommonJS helper of the shared-copy check: `require`s the packages, plays SAN on a position it is given. */
const SHARED_HELPER = `
const { resolve, SanError } = require('@x/san');
const { Position } = require('@x/core');
exports.play = (position, san) => position.play(resolve(san, position));
exports.refuse = (position) => { try { resolve('Ke5', position); } catch (e) { return e; } };
exports.SanError = SanError;
exports.Position = Position;
`;

/** The ES module of the shared-copy check: imports the packages and hands its position to the helper. */
const SHARED_MAIN = `
import { createRequire } from 'node:module';
import { Position } from '@x/core';
import { SanError, resolve } from '@x/san';
const helper = createRequire(import.meta.url)('./helper.cjs');
const start = Position.fromFen('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1');
const after = helper.play(start, 'Nf3');
let esmError;
try { resolve('Ke5', start); } catch (e) { esmError = e; }
const cjsError = helper.refuse(start);
console.log(JSON.stringify({
  fen: after.toFen(),
  sameSanError: helper.SanError === SanError,
  samePosition: helper.Position === Position && after instanceof Position,
  cjsErrorIsEsmClass: cjsError instanceof SanError,
  esmErrorIsCjsClass: esmError instanceof helper.SanError,
  code: cjsError.code,
}));
`;

/**
 * The README programs type-checked, as `[moduleResolution, TypeScript version]`: by default both resolutions with
 * TypeScript 7's native `tsc` (the compiler the repository's own gates run; 5.9's in-process program of every
 * example cost about 10 of this file's 13 CPU-s), every pair, 5.9 too, under `pnpm test:deep`.
 */
const TYPECHECKS: readonly (readonly ['bundler' | 'nodenext', '5.9' | '7'])[] = deep
  ? [
      ['bundler', '5.9'],
      ['bundler', '7'],
      ['nodenext', '5.9'],
      ['nodenext', '7'],
    ]
  : [
      ['bundler', '7'],
      ['nodenext', '7'],
    ];

/** The blocks of a README (a path in the repository) the fresh app runs: those that run without an engine. */
function runnable(readme: string) {
  return runnableBlocks(path.join(repo, readme)).filter(
    (b) => b.source !== undefined && b.needs === undefined,
  );
}

/** A README block's TypeScript as the ES module Node runs (types erased, nothing else changed). */
function transpile(source: string): string {
  return ts.transpileModule(source, {
    compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
  }).outputText;
}

/**
 * TypeScript 7's errors for each resolution of `TYPECHECKS` that uses it, from one `tsc -b` over them all (one
 * process, not one per resolution), run at the first call.
 */
let native: Map<'bundler' | 'nodenext', string[]> | undefined;
function nativeErrors(modules: readonly { name: string; code: string }[]) {
  native ??= typecheckModulesNative(
    path.join(dir, 'app'),
    modules,
    TYPECHECKS.filter(([, version]) => version === '7').map(([resolution]) => resolution),
  );
  return native;
}

let dir = '';
/** Each entry point's count of names through `import` and through `require`, in the installed app. */
let loaded: Record<string, [number | string, number | string]> = {};
beforeAll(() => {
  for (const d of packageDirs) {
    if (!fs.existsSync(path.join(d, 'dist'))) throw new Error(`${d} is not built: run \`pnpm build\` first`);
  }
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'x-consumer-'));
  // the tarballs `pnpm test` packed once for this test and `pnpm check:pkg` (scripts/test-all.mjs), else packed
  // here: one pnpm for every package, not one per package
  const packed = packedTarballs();
  const tarballs = packed ?? path.join(dir, 'tarballs');
  if (packed === undefined) {
    fs.mkdirSync(tarballs);
    pnpm(packArgs(repo, packageDirs, tarballs), repo);
  }
  const app = path.join(dir, 'app');
  fs.mkdirSync(app);
  fs.writeFileSync(
    path.join(app, 'package.json'),
    JSON.stringify({ name: 'consumer', private: true, type: 'module' }),
  );
  const names = new Set(
    manifests.map((m) => `${m.name.replace('@', '').replace('/', '-')}-${m.version}.tgz`),
  );
  const files = fs
    .readdirSync(tarballs)
    .filter((f) => names.has(f))
    .map((f) => path.join(tarballs, f));
  execFileSync('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error', ...files], {
    cwd: app,
    stdio: 'pipe',
  });
  loaded = JSON.parse(
    execFileSync(process.execPath, ['--input-type=module', '-e', LOAD_ALL, JSON.stringify(specifiers)], {
      cwd: app,
    }).toString(),
  );
});

afterAll(() => {
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

describe('consumer install', () => {
  it('packs and installs every published package', () => {
    const installed = manifests.map((m) =>
      fs.existsSync(path.join(dir, 'app', 'node_modules', m.name, 'package.json')),
    );
    expect(installed).toEqual(manifests.map(() => true));
  });

  it.each(specifiers)('loads %s with import and require', (spec) => {
    const [viaImport, viaRequire] = loaded[spec] ?? ['not loaded', 'not loaded'];
    expect(typeof viaImport, String(viaImport)).toBe('number');
    if (TYPES_ONLY.has(spec)) expect(viaImport).toBe(0);
    else expect(viaImport).toBeGreaterThan(0);
    expect(viaRequire).toBe(viaImport);
  });

  // one copy of each module whichever way it is loaded (ES modules only, issue #91): a CommonJS helper that
  // `require`s @x/san plays a move on a Position the ES module imported, and both see one SanError class
  it('a CommonJS module and an ES module share one Position and one SanError class', () => {
    const app = path.join(dir, 'app');
    fs.writeFileSync(path.join(app, 'helper.cjs'), SHARED_HELPER);
    fs.writeFileSync(path.join(app, 'shared.mjs'), SHARED_MAIN);
    const out = JSON.parse(execFileSync(process.execPath, ['shared.mjs'], { cwd: app }).toString());
    expect(out).toEqual({
      fen: 'rnbqkbnr/pppppppp/8/8/8/5N2/PPPPPPPP/RNBQKB1R b KQkq - 1 1',
      sameSanError: true,
      samePosition: true,
      cjsErrorIsEsmClass: true,
      esmErrorIsCjsClass: true,
      code: 'illegal-move',
    });
  });

  it('the xn binary of @x/cli runs from the installed tarball (its bin link, its dependencies)', () => {
    const bin = path.join(dir, 'app', 'node_modules', '.bin', 'xn');
    expect(execFileSync(bin, ['perft', '3'], { cwd: path.join(dir, 'app') }).toString()).toBe('8902\n');
    const check = execFileSync(bin, ['pgn', 'check', '-'], { input: '1. e4 e5 2. Nf3 *\n' }).toString();
    expect(check).toBe('1 game: 1 good, 0 bad; 3 plies in the good games; by variant: Standard 1\n');
  });

  // TypeScript's `node` (node10) resolution reads no `exports`: the subpaths resolve through `typesVersions` (a
  // resolution per entry point, not a program: the README programs below check the declarations themselves)
  it('resolves the types of every entry point under moduleResolution node (typesVersions)', () => {
    const options = { module: ts.ModuleKind.ESNext, moduleResolution: ts.ModuleResolutionKind.Node10 };
    const from = path.join(dir, 'app', 'index.ts');
    const resolved = specifiers.map((s) => {
      const file = ts.resolveModuleName(s, from, options, ts.sys).resolvedModule?.resolvedFileName;
      return [s, file === undefined ? 'unresolved' : path.relative(path.join(dir, 'app'), file)];
    });
    const expected = specifiers.map((s) => [
      s,
      expect.stringMatching(/^node_modules\/@x\/.+\/dist\/.+\.d\.ts$/),
    ]);
    expect(resolved).toEqual(expected);
  });

  // every README example as a user's strict app writes it, one program for all of them (tests/readme-types.ts),
  // with TypeScript 7 (its native tsc) and 5.9 (its API): by default both resolutions with 7, every pair under
  // `pnpm test:deep`
  it.each(TYPECHECKS)(
    'type-checks every README example under --strict, %s, TypeScript %s',
    (resolution, version) => {
      const modules = readmeFiles().flatMap(readmeModules);
      expect(modules.length).toBeGreaterThan(90);
      const errors =
        version === '5.9'
          ? typecheckModules(path.join(dir, 'app'), modules, resolution)
          : nativeErrors(modules).get(resolution);
      expect(errors).toEqual([]);
    },
  );

  // and runs them there: each block (tests/readme-examples.ts) transpiled to an ES module of the app and loaded by
  // Node's own `require` (not vitest's loader, which maps @x/* to the sources; Node >= 20.19 requires ES modules),
  // so @x/* are the installed tarballs. Not the blocks that drive an installed engine (`needs=`): the engine's own
  // README test runs them, and here they cost more than every other block together.
  it.each(readmeFiles().filter((f) => runnable(f).length > 0))(
    'runs the examples of %s on the installed packages',
    async (readme) => {
      const out = path.join(dir, 'app', 'readme-run', readme.replace(/[/.]/g, '_'));
      fs.mkdirSync(out, { recursive: true });
      const failures: string[] = [];
      let ran = 0;
      for (const block of runnable(readme)) {
        const file = path.join(out, `line${block.line}.mjs`);
        fs.writeFileSync(file, transpile(block.source ?? ''));
        try {
          const mod = createRequire(file)(file) as {
            default: (a: unknown, b: unknown) => Promise<void>;
          };
          const reached = await runBlock(mod.default);
          if (reached.join() !== [...block.checks].sort().join())
            failures.push(`${block.title}: checks not reached`);
          ran++;
        } catch (error) {
          failures.push(`${block.title}: ${String(error)}`);
        }
      }
      expect(failures).toEqual([]);
      expect(ran).toBeGreaterThan(0);
    },
  );
});
