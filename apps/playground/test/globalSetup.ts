/**
 * The playground's production build (made or restored by turbo: the bundle-size test reads it), served by
 * `vite preview` (server.ts) for every browser test file of the playground project (they used to start a dev
 * server per file, then shared a dev server, which serves every module to every page separately). The files
 * read the server's URL with `inject('playgroundUrl')` (through `usePage` in browserApp.ts); each test worker
 * launches its own Chromium (browserApp.ts: a browser server here relayed every playwright command and answer
 * through this process, about 12 CPU-s a run, docs/testing.md). Without Chromium no server is started.
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
