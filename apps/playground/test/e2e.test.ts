/**
 * End-to-end tests in a real browser: Debian's Chromium driven by playwright-core.
 * Skipped (visibly) where /usr/bin/chromium is absent; `.ci/run` installs it so CI always runs them.
 * Screenshots go to `artifacts/playground/`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Browser, chromium } from 'playwright-core';
import { createServer, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const appRoot = fileURLToPath(new URL('..', import.meta.url));
const artifacts = fileURLToPath(new URL('../../../artifacts/playground', import.meta.url));
const chromiumPath = ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) => fs.existsSync(p));

if (!chromiumPath) {
  console.warn(
    '[playground e2e] SKIPPED: Debian chromium not found (apt-get install chromium); browser tests not run',
  );
}

describe.skipIf(!chromiumPath)('playground in Chromium', () => {
  let server: ViteDevServer;
  let browser: Browser;
  let url = '';

  beforeAll(async () => {
    server = await createServer({
      root: appRoot,
      configFile: path.join(appRoot, 'vite.config.ts'),
      server: { host: '127.0.0.1', port: 0 },
      logLevel: 'error',
    });
    await server.listen();
    const address = server.httpServer?.address();
    if (!address || typeof address === 'string') throw new Error('no server address');
    url = `http://127.0.0.1:${address.port}/`;
    browser = await chromium.launch({
      executablePath: chromiumPath as string,
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    });
    fs.mkdirSync(artifacts, { recursive: true });
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('renders every package on the page without console errors', async () => {
    const page = await browser.newPage();
    const errors: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text());
    });
    page.on('pageerror', (e) => errors.push(String(e)));
    await page.goto(url);
    const items = page.getByTestId('packages').locator('li');
    await items.first().waitFor();
    expect(await items.count()).toBe(6);
    await page.screenshot({ path: path.join(artifacts, 'home.png') });
    expect(errors).toEqual([]);
  });
});
