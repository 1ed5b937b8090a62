/** A Vite dev server of the playground on a free port of 127.0.0.1, for the browser tests. */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer } from 'vite';

/** Starts the playground's dev server; resolves to its URL and a way to close it. */
export async function startDevServer(): Promise<{ url: string; close: () => Promise<void> }> {
  const appRoot = fileURLToPath(new URL('..', import.meta.url));
  const server = await createServer({
    root: appRoot,
    configFile: path.join(appRoot, 'vite.config.ts'),
    server: { host: '127.0.0.1', port: 0 },
    logLevel: 'error',
  });
  await server.listen();
  const address = server.httpServer?.address();
  if (!address || typeof address === 'string') throw new Error('no server address');
  return { url: `http://127.0.0.1:${address.port}/`, close: () => server.close() };
}
