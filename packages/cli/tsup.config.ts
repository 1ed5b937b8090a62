/**
 * The `xn` binary: `xn.cjs`, a CommonJS file with a shebang that loads `xn-bundle.cjs` (`main.ts`'s `run` with the
 * `@x` packages and fzstd bundled in: one file, compiled with V8's code cache, code-cache.ts); `check-worker.cjs`,
 * the worker thread of `--jobs N`, which loads `check-worker-bundle.cjs`, bundled and cached the same way; `main.js` (the same `run` on the `@x` packages as
 * dependencies, which the tests call in-process) stays an ES module with the position and variant-file commands in
 * chunks loaded on use.
 */
import fs from 'node:fs';
import { defineConfig } from 'tsup';

/**
 * Escapes the bundle's non-ASCII characters (`\uXXXX`): esbuild leaves them in regular expression literals, and a
 * source with any character above U+00FF is held by V8 as two bytes a character (about 3 MB more of `xn`'s memory).
 */
function asciiOnly(file: string): void {
  const source = fs.readFileSync(file, 'utf8');
  const escaped = source.replace(
    /[^\x00-\x7f]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
  if (escaped !== source) fs.writeFileSync(file, escaped);
}

/**
 * Makes the bundle one function expression, CommonJS's own wrapper around the module's code: `code-cache.ts` compiles
 * the file's text as it is, so that V8 does not hold a second, wrapped copy of its 1.4 MB (issue #48's peak RSS).
 */
function asFunction(file: string): void {
  const source = fs.readFileSync(file, 'utf8');
  fs.writeFileSync(file, `(function (exports, require, module, __filename, __dirname) {${source}\n})`);
}

/** This package's directory (tsup loads its configuration from there). */
const dir = process.cwd();

const common = {
  target: 'es2022',
  platform: 'node',
  dts: false,
  // Whitespace and syntax minified (names kept, so XN_DEBUG=1 stack traces stay readable): less to read and parse
  // at start-up.
  esbuildOptions(options: { minifyWhitespace?: boolean; minifySyntax?: boolean; absWorkingDir?: string }) {
    // esbuild's service keeps the working directory of the process that loaded it (scripts/build.mjs
    // builds several packages in each of its processes)
    options.absWorkingDir = dir;
    options.minifyWhitespace = true;
    options.minifySyntax = true;
  },
} as const;

export default defineConfig([
  {
    ...common,
    entry: { main: 'src/main.ts' },
    format: ['esm'],
    // the bundles and the bin are the other builds' (the three run at once)
    clean: ['!xn-bundle.cjs', '!xn.cjs', '!check-worker.cjs', '!check-worker-bundle.cjs'],
  },
  {
    ...common,
    // the bin and the worker's entry: CommonJS, so that Node does not set up its ES module loader to start them
    // (xn.ts, jobs/worker-entry.ts)
    entry: { xn: 'src/xn.ts', 'check-worker': 'src/jobs/worker-entry.ts' },
    format: ['cjs'],
    splitting: false,
    banner: { js: '#!/usr/bin/env node' },
  },
  {
    ...common,
    // the worker of `--jobs N` is a bundle as well: one file starts a thread in about 90 ms of CPU, the ES modules
    // and their chunks in about 230 ms (and it is loaded with the code cache too, jobs/worker-entry.ts)
    entry: { 'xn-bundle': 'src/main.ts', 'check-worker-bundle': 'src/jobs/check-worker.ts' },
    format: ['cjs'],
    noExternal: [/./],
    splitting: false,
    onSuccess: async () => {
      asciiOnly('dist/check-worker-bundle.cjs');
      asciiOnly('dist/xn-bundle.cjs');
      asFunction('dist/check-worker-bundle.cjs');
      asFunction('dist/xn-bundle.cjs');
    },
    // `import.meta.url` (the worker's and package.json's place) from the bundle's own file name
    shims: true,
    // `@x/*` are `sideEffects: false`: their chunks' bare imports are dropped, as any bundler drops them
    esbuildOptions(options: {
      minifyWhitespace?: boolean;
      minifySyntax?: boolean;
      absWorkingDir?: string;
      logOverride?: object;
    }) {
      common.esbuildOptions(options);
      options.logOverride = { 'ignored-bare-import': 'silent' };
    },
  },
]);
