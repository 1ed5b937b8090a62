/**
 * The playground for the browser tests: built once with Vite in development mode (React's development build,
 * so its warnings still reach the tests' console-error checks) into a temporary folder, and served by
 * `vite preview` on a free port of 127.0.0.1. A bundle costs a third less CPU than Vite's dev server, which
 * serves every module separately to every page (docs/testing.md).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, preview } from 'vite';

/** Builds the playground and serves it; resolves to its URL and a way to stop the server and remove the build. */
export async function startDevServer(): Promise<{ url: string; close: () => Promise<void> }> {
  const appRoot = fileURLToPath(new URL('..', import.meta.url));
  const configFile = path.join(appRoot, 'vite.config.ts');
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
  const server = await preview({
    root: appRoot,
    configFile,
    build: { outDir },
    preview: { host: '127.0.0.1', port: 0, strictPort: false },
    logLevel: 'error',
  });
  const address = server.httpServer?.address();
  if (!address || typeof address === 'string') throw new Error('no server address');
  return {
    url: `http://127.0.0.1:${address.port}/`,
    close: async () => {
      await server.close();
      fs.rmSync(outDir, { recursive: true, force: true });
    },
  };
}
