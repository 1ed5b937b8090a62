/** The `pgn` and `san` suites' worker processes, bundled by esbuild from the built packages into a temp dir. */
import { build } from 'esbuild';

/** Bundles each of `entryPoints` (worker scripts) into `outdir` as `NAME.mjs`, run as a plain `node NAME.mjs` is. */
export async function bundleWorkers(entryPoints: readonly string[], outdir: string): Promise<void> {
  await build({
    entryPoints: [...entryPoints],
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    outdir,
    outExtension: { '.js': '.mjs' },
    logLevel: 'error',
  });
}
