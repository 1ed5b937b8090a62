/**
 * The playground's production build (made or restored by turbo: the bundle-size test reads it), served by
 * `vite preview` (server.ts), and one Chromium for every browser test file of the playground project (they
 * used to start a dev server and a browser per file, then shared a dev server, which serves every module to
 * every page separately). The files read the server's URL with `inject('playgroundUrl')` and connect to the
 * browser with `inject('playgroundBrowser')` (through `usePage` in browserApp.ts), each file on one page of its own;
 * without Chromium neither is started.
 */
import type { TestProject } from 'vitest/node';
import { chromiumPath } from './chromium.js';
import { productionBuild, startServer } from './server.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The shared server's URL (empty when none was started). */
    playgroundUrl: string;
  }
}

export default async function setup(project: TestProject): Promise<(() => Promise<void>) | undefined> {
  const dist = productionBuild();
  if (chromiumPath === undefined) {
    project.provide('playgroundUrl', '');
    return undefined;
  }
  const server = await startServer(dist);
  project.provide('playgroundUrl', server.url);
  return async () => {
    if (process.env.PLAYGROUND_CPU === '1') {
      const own = process.cpuUsage();
      console.log(`[playground] vitest's main process ${((own.user + own.system) / 1e6).toFixed(1)} CPU-s`);
    }
    await server.close();
  };
}
