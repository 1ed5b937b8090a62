/**
 * The playground, built and served by `vite preview` (devServer.ts), and Debian's Chromium (playwright-core, never
 * `playwright install`), for browser tests. `chromiumPath` is undefined where Chromium is absent.
 *
 * A test file gets one page (`usePage`) and walks it through its states: each test loads the app afresh in that
 * page (`open`, a new document, so nothing of the last test's state is left) instead of opening a page of its
 * own. A new page costs about 5 CPU-seconds (a fresh renderer compiles the development bundle again), a new
 * document in the same page about 1.4 (docs/testing.md).
 */
import fs from 'node:fs';
import path from 'node:path';
import { type Browser, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import { CHROMIUM_ARGS, chromiumPath } from './chromium.js';
import { startDevServer } from './devServer.js';

export { chromiumPath };

/** A page's size in CSS pixels. */
export interface Size {
  readonly width: number;
  readonly height: number;
}

/** The desktop size the tests use unless they say otherwise. */
export const DESKTOP: Size = { width: 1400, height: 900 };
/** The phone size of the layout checks. */
export const PHONE: Size = { width: 390, height: 844 };

/** The page of a test file, on the project's shared browser and server. Filled in when the file's tests begin. */
export interface AppPage {
  /** The server's URL (ends in `/`). */
  readonly url: string;
  readonly browser: Browser;
  /** The file's one page. */
  readonly page: Page;
  /** Console errors and uncaught exceptions since the last `open`. */
  readonly errors: string[];
  /** Loads the app afresh at `hash` (`#view=san`, or '') in the file's page, at `size` (default `DESKTOP`). */
  open(hash?: string, size?: Size): Promise<Page>;
  /**
   * Loads a link the app gave (its full URL) afresh in the file's page, as a new tab opening it would; the errors
   * seen before are kept, to be checked with those after.
   */
  load(href: string, size?: Size): Promise<Page>;
}

/**
 * The page of the enclosing `describe`'s tests: the project's shared browser and server (test/globalSetup.ts),
 * or a browser and a server of its own when run without them; the `artifacts` folder made if one is given.
 */
export function usePage(options: { readonly artifacts?: string } = {}): AppPage {
  const errors: string[] = [];
  let browser: Browser | undefined;
  let page: Page | undefined;
  let server: { url: string; close: () => Promise<void> } | undefined;
  let url = '';
  let size: Size | undefined;
  let loads = 0;

  async function load(href: string, want: Size = DESKTOP, fresh = false): Promise<Page> {
    if (!page) throw new Error('usePage: the page is opened in beforeAll');
    if (size?.width !== want.width || size.height !== want.height) {
      await page.setViewportSize(want);
      size = want;
    }
    // a query of its own makes every load a new document, even where only the hash differs from the last URL
    const target = new URL(href);
    target.searchParams.set('load', String(++loads));
    if (fresh) errors.length = 0;
    await page.goto(target.href, { timeout: 60_000 });
    return page;
  }

  beforeAll(async () => {
    const shared = inject('playgroundUrl');
    server = shared ? undefined : await startDevServer();
    url = shared || (server?.url as string);
    const endpoint = inject('playgroundBrowser');
    browser = endpoint
      ? await chromium.connect(endpoint)
      : await chromium.launch({ executablePath: chromiumPath as string, args: CHROMIUM_ARGS });
    page = await browser.newPage({ viewport: DESKTOP });
    size = DESKTOP;
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text());
    });
    page.on('pageerror', (e) => errors.push(String(e)));
    page.setDefaultTimeout(10_000);
    if (options.artifacts) fs.mkdirSync(options.artifacts, { recursive: true });
  });
  afterAll(async () => {
    // disconnecting closes this file's page; the shared browser stays up for the other files
    await browser?.close();
    await server?.close();
  });

  return {
    get url() {
      return url;
    },
    get browser() {
      return browser as Browser;
    },
    get page() {
      return page as Page;
    },
    errors,
    open: (hash = '', want = DESKTOP) => load(`${url}${hash}`, want, true),
    load: (href, want) => load(href, want),
  };
}

/**
 * Every screenshot when `PLAYGROUND_SHOTS=1`; by default only those marked `keep` (the ones people look at: the
 * database with a game open, the explorer, records and walls at both widths). Each costs a few tenths of a
 * CPU-second.
 */
export const ALL_SHOTS = process.env.PLAYGROUND_SHOTS === '1';

/** Saves a screenshot of the page (the whole page unless `fullPage` is false) as `dir/name`, if wanted. */
export async function shot(
  page: Page,
  dir: string,
  name: string,
  options: { readonly keep?: boolean; readonly fullPage?: boolean } = {},
): Promise<void> {
  if (!options.keep && !ALL_SHOTS) return;
  await page.screenshot({ path: path.join(dir, name), fullPage: options.fullPage ?? true });
}
