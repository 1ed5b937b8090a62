/**
 * The playground for the browser tests, served by `vite preview` on a free port of 127.0.0.1.
 *
 * By default it is the production build users get, `apps/playground/dist` (`turbo run build`, a no-op when
 * turbo's cache holds it, as in `pnpm test` after its build gate): a document of the production bundle costs
 * Chromium about a fifth less CPU than one of the development bundle, and the browser tests about 40% less
 * time (docs/testing.md). Under `pnpm test:deep` (`TEST_DEEP=1`) it is a development build, made into a
 * temporary folder, so that React's development warnings reach the tests' console-error checks as well.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, preview } from 'vite';
import { deep } from '../../../tests/depth.js';
import { turboBuild } from '../../../tests/turbo-build.js';

const appRoot = fileURLToPath(new URL('..', import.meta.url));
const configFile = path.join(appRoot, 'vite.config.ts');

/** The production build of the playground (made or restored by turbo); resolves to its folder. */
export function productionBuild(): string {
  turboBuild('@x/playground...');
  return path.join(appRoot, 'dist');
}

/** A development build of the playground (React's development build) in a temporary folder. */
async function developmentBuild(): Promise<string> {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'playground-e2e-'));
  // Vitest sets NODE_ENV=test; React and Vite read it while building.
  const saved = process.env.NODE_ENV;
  process.env.NODE_ENV = 'development';
  try {
    await build({
      root: appRoot,
      configFile,
      mode: 'development',
      logLevel: 'error',
      build: { outDir, emptyOutDir: true, minify: false },
    });
  } finally {
    process.env.NODE_ENV = saved;
  }
  return outDir;
}

/**
 * Serves the playground (the production build in `production`, made by `productionBuild` when not given, or a
 * development build under `pnpm test:deep`); its URL and how to stop it.
 */
export async function startServer(production?: string): Promise<{ url: string; close: () => Promise<void> }> {
  const outDir = deep ? await developmentBuild() : (production ?? productionBuild());
  const server = await preview({
    root: appRoot,
    configFile,
    build: { outDir },
    // every file cached for the run, as a host serves hashed assets: without it each page load asked again for
    // each of its ~40 files (`no-cache`, a 304 each), the browser's and the server's work; every load's URL is
    // new anyway (browserApp.ts adds a `load` query), and the build does not change during a run
    preview: {
      host: '127.0.0.1',
      port: 0,
      strictPort: false,
      headers: { 'Cache-Control': 'max-age=31536000, immutable' },
    },
    logLevel: 'error',
  });
  const address = server.httpServer?.address();
  if (!address || typeof address === 'string') throw new Error('no server address');
  return {
    url: `http://127.0.0.1:${address.port}/`,
    close: async () => {
      await server.close();
      if (deep) fs.rmSync(outDir, { recursive: true, force: true });
    },
  };
}
