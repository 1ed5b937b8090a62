/** Debian's Chromium (playwright-core, never `playwright install`) and how the browser tests start it. */
import fs from 'node:fs';
import { deep } from '../../../tests/depth.js';

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

/**
 * V8 without its optimizing compilers (Maglev, Turbofan; for WebAssembly, Liftoff's code only) in `pnpm test`: a
 * test's page lives for seconds, and the functions it makes hot were compiled again in every document, on
 * background threads, for less time than the compiling took (the 16 browser test files: 148 -> 115 CPU-s, the
 * renderers' thread pool 45 -> 16; the GIFs' resvg module kept in Liftoff's code: e2e.test.ts and
 * records.e2e.test.ts 38.3 -> 31.9). Bytecode and Sparkplug's baseline code stay. `pnpm test:deep` keeps the tiers
 * users get, under which the long-task bounds of the analysis board are the issue's.
 */
const JS_FLAGS = deep ? [] : ['--js-flags=--no-maglev --no-opt --liftoff-only'];

/** How Chromium is started for the tests. */
export const CHROMIUM_ARGS = [
  ...JS_FLAGS,
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
