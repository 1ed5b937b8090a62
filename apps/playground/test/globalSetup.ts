/**
 * One Vite dev server for every browser test file of the playground project (they used to start one each, and
 * the first page load of each paid for transforming every module again). The files read its URL with
 * `inject('playgroundUrl')` (through `startApp` in browserApp.ts); without Chromium no server is started.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer } from 'vite';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The shared dev server's URL (empty when none was started). */
    playgroundUrl: string;
  }
}

export default async function setup(project: TestProject): Promise<(() => Promise<void>) | undefined> {
  const chromium = ['/usr/bin/chromium', '/usr/bin/chromium-browser'].some((p) => fs.existsSync(p));
  if (!chromium) {
    project.provide('playgroundUrl', '');
    return undefined;
  }
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
  project.provide('playgroundUrl', `http://127.0.0.1:${address.port}/`);
  return async () => {
    await server.close();
  };
}
