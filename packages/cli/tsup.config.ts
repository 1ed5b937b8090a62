/**
 * The `xn` binary: an ESM file with a shebang that runs `main.js`'s `run` (which the tests call in-process), the
 * position and variant-file commands in chunks loaded on use; the `@x` packages stay dependencies (not bundled),
 * so the command runs the same published code a program importing them runs.
 */
import { defineConfig } from 'tsup';

export default defineConfig({
  entry: { xn: 'src/xn.ts', main: 'src/main.ts', 'check-worker': 'src/jobs/check-worker.ts' },
  format: ['esm'],
  dts: false,
  clean: true,
  target: 'es2022',
  platform: 'node',
  banner: { js: '#!/usr/bin/env node' },
  // Whitespace and syntax minified (names kept, so XN_DEBUG=1 stack traces stay readable): less to read and parse
  // at start-up.
  esbuildOptions(options) {
    options.minifyWhitespace = true;
    options.minifySyntax = true;
  },
});
