/**
 * The one tsup configuration of every published package: ESM + CJS with `.d.ts`, code splitting (so a
 * light import never pulls a heavy entry), tree shaking, ES2022. The entry points are read from the package's
 * `package.json` `exports` (`./dist/<name>.js` is built from `src/<name>.ts`, scripts/entry-points.mjs), so
 * a package lists them once; its `tsup.config.ts` adds only `.d.ts` compiler options.
 */
import { defineConfig, type Options } from 'tsup';
import { packageEntries } from './scripts/entry-points.mjs';

/** A package's build (run in the package's directory): every `exports` entry, and the `.d.ts` options. */
export function packageConfig(dts: Options['dts'] = true) {
  const entry = Object.fromEntries(packageEntries(process.cwd()).map((e) => [e.name, e.source]));
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
