#!/usr/bin/env node
/**
 * The declarations of every published package from one TypeScript program (`pnpm build` runs it first, as
 * turbo's root task `//#types`, cached by the packages' sources).
 *
 * The program holds every package's sources (not their tests), with the options of tsconfig.base.json;
 * `@x/<name>` and each of its entry points (`@x/core/engine`, …) resolve to their sources, so each file is read
 * and checked once, whatever imports it (the packages' tsup builds used to type-check their sources again, one
 * program each, to write their `.d.ts`). The program is type-checked (every error printed, exit 1) and writes
 * the declarations under `.types/packages/<package>/src/`; each package's tsup build bundles its entry points'
 * `.d.ts` from there (tsup.shared.ts), as it bundles the JavaScript. The tests and benches are
 * checked by `pnpm typecheck`, against the built declarations.
 *
 * It runs `tsc`, TypeScript 7's native compiler (the `typescript-7` dev dependency; the `typescript` module,
 * 5.9, stays for the tools that call its JavaScript API: tsup's declaration bundler and attw), on a
 * configuration written to `node_modules/.cache/build-types/tsconfig.json`: 19 CPU-seconds with 5.9's API, 5
 * with 7 (docs/testing.md).
 *
 * An entry point maps to its own source only, never by a pattern: a type the declarations must name is named
 * through an entry point a user can import, as it would be with the packages built one by one.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { packageEntries } from './entry-points.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
/** Where the declarations go: `.types/packages/<package directory>/src/…`, the sources' paths under it. */
export const TYPES_DIR = path.join(root, '.types');
/** Where the program's configuration is written (absolute paths in it, so it may live anywhere). */
const CONFIG_DIR = path.join(root, 'node_modules', '.cache', 'build-types');

/** `paths` for every entry point of every package under `packages/`: specifier → its source. */
function entryPaths() {
  const paths = {};
  for (const name of fs.readdirSync(path.join(root, 'packages'))) {
    const dir = path.join(root, 'packages', name);
    if (!fs.existsSync(path.join(dir, 'package.json'))) continue;
    for (const e of packageEntries(dir)) paths[e.specifier] = [path.join(dir, e.source)];
  }
  return paths;
}

/** Writes the program's configuration (tsconfig.base.json, the entry points as `paths`, declarations only). */
function writeConfiguration() {
  const json = {
    extends: path.join(root, 'tsconfig.base.json'),
    compilerOptions: {
      noEmit: false,
      declaration: true,
      emitDeclarationOnly: true,
      rootDir: root,
      outDir: TYPES_DIR,
      typeRoots: [path.join(root, 'node_modules', '@types')],
      paths: entryPaths(),
    },
    include: [path.join(root, 'packages/*/src')],
    exclude: [path.join(root, 'packages/*/src/**/*.test.ts')],
  };
  fs.mkdirSync(CONFIG_DIR, { recursive: true });
  const file = path.join(CONFIG_DIR, 'tsconfig.json');
  fs.writeFileSync(file, `${JSON.stringify(json, null, 2)}\n`);
  return file;
}

/** TypeScript 7's `tsc` script (the package exports no subpath for it: found beside its `package.json`). */
const tsc = path.join(
  path.dirname(createRequire(import.meta.url).resolve('typescript-7/package.json')),
  'bin',
  'tsc',
);
const config = writeConfiguration();
fs.rmSync(TYPES_DIR, { recursive: true, force: true });
// one thread: on the 2 cores `pnpm test` fills anyway, tsc's parallel checkers only add CPU (each checks the shared
// types again): 2.7 CPU-s less for the typecheck program (docs/testing.md)
const run = spawnSync(process.execPath, [tsc, '-p', config, '--singleThreaded'], {
  cwd: root,
  stdio: 'inherit',
});
if (run.status !== 0) {
  console.log(`\ntsc failed (exit ${run.status ?? run.signal}): the type errors are above`);
  process.exit(1);
}
