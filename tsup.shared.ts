/**
 * The one tsup configuration of every published package: ESM + CJS with `.d.ts`, code splitting (so a
 * light import never pulls a heavy entry), tree shaking, ES2022. Each package's `tsup.config.ts` names only
 * its entry points and any `.d.ts` compiler options.
 */
import { defineConfig, type Options } from 'tsup';

/** A package's build: `entry` maps output names to source files. */
export function packageConfig(entry: Record<string, string>, dts: Options['dts'] = true) {
  return defineConfig({
    entry,
    format: ['esm', 'cjs'],
    dts,
    splitting: true,
    treeshake: true,
    clean: true,
    target: 'es2022',
  });
}
