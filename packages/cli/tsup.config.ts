/**
 * The `xn` binary: one ESM file with a shebang; `@x/core`, `@x/san`, `@x/feen` and `@x/icn` stay dependencies (not bundled), so the
 * command runs the same published code a program importing them runs.
 */
import { defineConfig } from 'tsup';

export default defineConfig({
  entry: { xn: 'src/xn.ts', 'check-worker': 'src/check-worker.ts' },
  format: ['esm'],
  dts: false,
  clean: true,
  target: 'es2022',
  platform: 'node',
  banner: { js: '#!/usr/bin/env node' },
});
