/**
 * One Vite dev server for every browser test file of the playground project (they used to start one each, and
 * the first page load of each paid for transforming every module again). The files read its URL with
 * `inject('playgroundUrl')` (through `startApp` in browserApp.ts); without Chromium no server is started.
 */
import fs from 'node:fs';
import type { TestProject } from 'vitest/node';
import { startDevServer } from './devServer.js';

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
  const server = await startDevServer();
  project.provide('playgroundUrl', server.url);
  return async () => {
    await server.close();
  };
}
