/**
 * Consumer test: pack every published package with `pnpm pack`, install the tarballs with plain npm
 * into an empty temporary folder, and load every entry point with both `import` and `require`.
 * Needs the packages built (`pnpm build`; the root test command builds first).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIBRARY_PACKAGES } from '../../scripts/entry-points.mjs';
import { packArgs, packedTarballs } from '../../scripts/pack-published.mjs';
import { readmeFiles, readmeModules, typecheckModules } from '../readme-types.js';

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
    expect(viaImport).toBeGreaterThan(0);
    expect(viaRequire).toBe(viaImport);
  });

  it('the xn binary of @x/cli runs from the installed tarball (its bin link, its dependencies)', () => {
    const bin = path.join(dir, 'app', 'node_modules', '.bin', 'xn');
    expect(execFileSync(bin, ['perft', '3'], { cwd: path.join(dir, 'app') }).toString()).toBe('8902\n');
    const check = execFileSync(bin, ['pgn', 'check', '-'], { input: '1. e4 e5 2. Nf3 *\n' }).toString();
    expect(check).toBe('1 game: 1 good, 0 bad; 3 plies in the good games; by variant: Standard 1\n');
  });

  // every README example as a user's strict app writes it, one program for all of them (tests/readme-types.ts)
  it.each(['bundler', 'nodenext'] as const)(
    'type-checks every README example under --strict, %s',
    (resolution) => {
      const modules = readmeFiles().flatMap(readmeModules);
      expect(modules.length).toBeGreaterThan(90);
      expect(typecheckModules(path.join(dir, 'app'), modules, resolution)).toEqual([]);
    },
  );
});
