/** Debian's Chromium (playwright-core, never `playwright install`) and how the browser tests start it. */
import fs from 'node:fs';

/** Debian's Chromium, if installed. */
export const chromiumPath = ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) => fs.existsSync(p));

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
