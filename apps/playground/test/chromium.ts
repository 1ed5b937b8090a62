/** Debian's Chromium (playwright-core, never `playwright install`) and how the browser tests start it. */
import fs from 'node:fs';

/**
 * Debian's Chromium, if installed: its headless shell (package `chromium-headless-shell`, the binary itself, not
 * the `/usr/bin` script that waits for it) where installed, else the browser. The shell is the same Blink without
 * the browser's windows and profile machinery: it costs about half the CPU to start and a quarter less a page
 * load (docs/testing.md).
 */
export const chromiumPath = [
  '/usr/lib/chromium/chromium-headless-shell',
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
].find((p) => fs.existsSync(p));

/** How Chromium is started for the tests. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
