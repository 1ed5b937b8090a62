/**
 * The one tsup configuration of every published package: ES modules only, with `.d.ts`, code splitting (so a
 * light import never pulls a heavy entry), tree shaking, ES2022. The entry points are read from the package's
 * `package.json` `exports` (`./dist/<name>.js` is built from `src/<name>.ts`, scripts/entry-points.mjs), so
 * a package lists them once. No CommonJS build: Node ≥ 20.19 (every package's minimum) loads an ES module from
 * `require`, so `require('@x/san')` and `import '@x/san'` get the one copy of each module, and a program cannot hold
 * two `Position` or `SanError` classes (the dual-package hazard, issue #91).
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'tsup';
import { packageEntries } from './scripts/entry-points.mjs';

/** The repository's root. */
const ROOT = fileURLToPath(new URL('.', import.meta.url));
/** Where `scripts/build-types.mjs` writes the declarations of every package's sources (their paths under it). */
const TYPES_DIR = path.join(ROOT, '.types');

/** Options of a package's build. */
interface PackageOptions {
  /**
   * esbuild's syntax minification (names and whitespace kept): constants are inlined where they are used, as a
   * bundler of the sources would. A bundler of the built chunks cannot: esbuild turns a chunk's top-level `const`
   * into `var` and inlines no constant of a chunk that imports another. It also folds a pure-annotated
   * expression-bodied call `(() => expr)()` into `expr`, dropping the annotation (and the tree shaking it
   * allowed): such a package writes those calls with a block body.
   */
  readonly minifySyntax?: boolean;
}

/**
 * A package's build (run in the package's directory): every `exports` entry, its JavaScript from the sources and
 * its `.d.ts` bundled from the declarations `scripts/build-types.mjs` wrote (no TypeScript program here).
 */
export function packageConfig(options: PackageOptions = {}) {
  const dir = process.cwd();
  const entries = packageEntries(dir);
  const entry = Object.fromEntries(entries.map((e) => [e.name, e.source]));
  const types = path.join(TYPES_DIR, path.relative(ROOT, dir));
  const dts = Object.fromEntries(
    entries.map((e) => [e.name, path.join(types, e.source.replace(/\.ts$/, '.d.ts'))]),
  );
  const missing = Object.values(dts).find((file) => !fs.existsSync(file));
  if (missing !== undefined)
    throw new Error(`${missing} is missing: run \`pnpm build\` (or \`pnpm types\` before tsup) at the root`);
  return defineConfig({
    entry,
    format: ['esm'],
    dts: { entry: dts },
    splitting: true,
    treeshake: true,
    clean: true,
    target: 'es2022',
    // esbuild's service keeps the working directory of the process that loaded it: one process building several
    // packages in turn (scripts/build.mjs) names each one's own
    esbuildOptions(esbuild) {
      esbuild.absWorkingDir = dir;
      if (options.minifySyntax) esbuild.minifySyntax = true;
    },
  });
}
