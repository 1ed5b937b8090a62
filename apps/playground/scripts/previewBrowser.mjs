/**
 * The production build (`apps/playground/dist`) served by `vite preview` on a free port of 127.0.0.1, and Debian's
 * Chromium (playwright-core) headless, for the measurement and screenshot scripts.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { preview } from 'vite';

const appRoot = fileURLToPath(new URL('..', import.meta.url));

/** The preview server (`close()` it after) and its URL (ends in `/`). */
export async function startPreview() {
  const server = await preview({
    root: appRoot,
    configFile: path.join(appRoot, 'vite.config.ts'),
    preview: { port: 0, host: '127.0.0.1' },
    logLevel: 'error',
  });
  return { server, url: server.resolvedUrls.local[0] };
}

/** Chromium, headless (`close()` it after). */
export function launchChromium() {
  return chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run'],
  });
}
