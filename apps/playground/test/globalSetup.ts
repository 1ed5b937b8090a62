/**
 * The playground's production build (made or restored by turbo: the bundle-size test reads it), served by
 * `vite preview` (server.ts), and one Chromium for every browser test file of the playground project (they
 * used to start a dev server and a browser per file, then shared a dev server, which serves every module to
 * every page separately). The files read the server's URL with `inject('playgroundUrl')` and connect to the
 * browser with `inject('playgroundBrowser')` (through `usePage` in browserApp.ts), each file on one page of its own;
 * without Chromium neither is started.
 */
import type { TestProject } from 'vitest/node';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, chromiumPath } from './chromium.js';
import { chromiumCpu } from './chromiumCpu.js';
import { productionBuild, startServer } from './server.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The shared server's URL (empty when none was started). */
    playgroundUrl: string;
    /** The shared browser's WebSocket endpoint for playwright's `connect` (empty when none was started). */
    playgroundBrowser: string;
  }
}

export default async function setup(project: TestProject): Promise<(() => Promise<void>) | undefined> {
  const dist = productionBuild();
  if (chromiumPath === undefined) {
    project.provide('playgroundUrl', '');
    project.provide('playgroundBrowser', '');
    return undefined;
  }
  const [server, browser] = await Promise.all([
    startServer(dist),
    chromium.launchServer({ executablePath: chromiumPath, args: CHROMIUM_ARGS }),
  ]);
  project.provide('playgroundUrl', server.url);
  project.provide('playgroundBrowser', browser.wsEndpoint());
  return async () => {
    const pid = browser.process().pid;
    if (process.env.PLAYGROUND_CPU === '1' && pid !== undefined) {
      const cpu = [...chromiumCpu(pid)].map(([type, s]) => `${type} ${s.toFixed(1)}`).join(', ');
      const own = process.cpuUsage();
      const main = ((own.user + own.system) / 1e6).toFixed(1);
      console.log(`[playground] Chromium CPU-s by process: ${cpu}; vitest's main process ${main}`);
    }
    await browser.close();
    await server.close();
  };
}
