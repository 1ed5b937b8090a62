/**
 * The playground, built and served by `vite preview` in-process (devServer.ts), and Debian's Chromium (playwright-core, never
 * `playwright install`), for browser tests. `chromiumPath` is undefined where Chromium is absent.
 */
import fs from 'node:fs';
import { type Browser, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import { CHROMIUM_ARGS, chromiumPath } from './chromium.js';
import { startDevServer } from './devServer.js';

export { chromiumPath };

/** A running app: its URL, the browser, and how to stop both. */
export interface RunningApp {
  readonly url: string;
  readonly browser: Browser;
  readonly stop: () => Promise<void>;
}

/**
 * The project's shared browser and server (test/globalSetup.ts; `stop` disconnects from the browser, closing
 * this file's pages), or a browser and a server of its own when run without them; `ready` waits for the
 * first page.
 */
export async function startApp(ready: (page: Page) => Promise<unknown>, hash = ''): Promise<RunningApp> {
  const shared = inject('playgroundUrl');
  const server = shared ? undefined : await startDevServer();
  const url = shared || (server?.url as string);
  const endpoint = inject('playgroundBrowser');
  const browser = endpoint
    ? await chromium.connect(endpoint)
    : await chromium.launch({ executablePath: chromiumPath as string, args: CHROMIUM_ARGS });
  const warm = await browser.newPage();
  await warm.goto(`${url}${hash}`);
  await ready(warm);
  await warm.close();
  return {
    url,
    browser,
    stop: async () => {
      await browser.close();
      await server?.close();
    },
  };
}

/**
 * The app for the tests of the enclosing `describe`: started (`startApp`) before them, with the `artifacts`
 * folder made if one is given, and stopped after them. The returned object is filled in when they begin.
 */
export function useApp(
  ready: (page: Page) => Promise<unknown>,
  options: { readonly hash?: string; readonly artifacts?: string } = {},
): RunningApp {
  const app = {} as { -readonly [K in keyof RunningApp]: RunningApp[K] };
  beforeAll(async () => {
    Object.assign(app, await startApp(ready, options.hash));
    if (options.artifacts) fs.mkdirSync(options.artifacts, { recursive: true });
  });
  afterAll(async () => {
    await app.stop?.();
  });
  return app;
}

/** A new page of `width` × `height` px that records console errors and uncaught exceptions in `errors`. */
export async function newWatchedPage(
  browser: Browser,
  width: number,
  height = 900,
): Promise<{ page: Page; errors: string[] }> {
  const page = await browser.newPage({ viewport: { width, height } });
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(String(e)));
  page.setDefaultTimeout(10_000);
  return { page, errors };
}
