/**
 * The playground, built and served by `vite preview` (server.ts), and Debian's Chromium (playwright-core, never
 * `playwright install`), for browser tests. `chromiumPath` is undefined where Chromium is absent.
 *
 * The test files of a worker share one page (`usePage`) and walk it through their states: a test loads the app
 * afresh in it (`open`, a new document, so nothing of the last test's state is left) instead of opening a page of
 * its own, or goes on from the document the test before it left (`pass`, `resume`) where it resets what it needs
 * as a user would (new text in the editor, another example) and needs no new document. A new page costs about 1.8 CPU-seconds of
 * the headless shell's (a fresh renderer), a new document in the same page about 0.6 (chromium.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import { type Browser, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject } from 'vitest';
import { CHROMIUM_ARGS, chromiumPath } from './chromium.js';
import { workerChromiumCpu } from './chromiumCpu.js';
import { startServer } from './server.js';
import { deep } from '../../../tests/depth.js';

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

/** The page of a test file, on the worker's browser and the project's server. Ready when the file's tests begin. */
export interface AppPage {
  /** The server's URL (ends in `/`). */
  readonly url: string;
  readonly browser: Browser;
  /** The one page (the worker's, shared by its files in turn). */
  readonly page: Page;
  /** Console errors and uncaught exceptions since the last `open`. */
  readonly errors: string[];
  /**
   * Loads the app afresh at `hash` (`#view=san`, or '') in the file's page, at `size` (default `DESKTOP`); with
   * `cores`, the document sees that `navigator.hardwareConcurrency` (the page's init script reads it from the URL).
   */
  open(hash?: string, size?: Size, cores?: number): Promise<Page>;
  /**
   * Loads a link the app gave (its full URL) afresh in the file's page, as a new tab opening it would; the errors
   * seen before are kept, to be checked with those after.
   */
  load(href: string, size?: Size): Promise<Page>;
  /**
   * Sets keys of the app's `localStorage` (an undefined value removes the key) for the next load, on a blank
   * document of the app's origin served by the test itself: no load of the app (a second CPU-second of Chromium's)
   * only to reach its storage. The next test step loads the app (`open`).
   */
  store(entries: Readonly<Record<string, string | undefined>>): Promise<void>;
  /**
   * Ends a test that passed leaving its document for the next test to go on from (`resume`), instead of a new
   * load (about a CPU-second of Chromium's each, docs/testing.md).
   */
  pass(): void;
  /**
   * The document the last test left (`pass`), at `size` (the window resized to it, as a user turning a phone or
   * resizing a window does: the layout is CSS and `matchMedia`, read afresh; scrolled back to the top, as a new
   * document starts), with the errors seen so far cleared; undefined where there is none (the last test failed or
   * did not pass it on, or this test runs alone): then `open` a new one.
   */
  resume(size?: Size): Promise<Page | undefined>;
  /**
   * The app at `hash`: pasted as a link into the document the last test left, resized to `size` (`pass`,
   * `resume`; the app mounts the view afresh from it, a new panel element, which this waits for), else loaded
   * afresh (`open`).
   */
  goTo(hash: string, size?: Size): Promise<Page>;
}

/**
 * Pastes `hash` into `page`'s address as a link into the same tab, and waits for the view the app mounts afresh
 * from it; false (nothing done) where the hash is the one shown, which the app would not see as a change.
 */
async function pasteHash(page: Page, hash: string): Promise<boolean> {
  const changed = await page.evaluate((h) => {
    if (window.location.hash === h) return false;
    document.querySelector('[role="tabpanel"]')?.setAttribute('data-left', '');
    window.location.hash = h;
    return true;
  }, hash);
  if (changed) await page.locator('[role="tabpanel"]:not([data-left])').waitFor({ timeout: 60_000 });
  return changed;
}

/** A browser page on the playground, with what the tests track about it. */
interface Tab {
  readonly url: string;
  readonly browser: Browser;
  readonly page: Page;
  readonly errors: string[];
  /** The viewport the tab was last set to here (a test may set the page's own: `sizeNow` reads that). */
  size: Size;
  loads: number;
  /** Set when the tab has a browser and server of its own (no shared ones), to be stopped after its file. */
  readonly stop: (() => Promise<void>) | undefined;
}

/**
 * The worker's tab: the test files of a worker share one module scope and global (`isolate: false`), so the page
 * made for the first file is reused by the next ones; it closes with the worker's browser at the end of the run.
 */
const TAB = Symbol.for('@x/playground test tab');
const holder = globalThis as { [TAB]?: Promise<Tab> };

/**
 * A page on the worker's own Chromium (launched here, in the worker, so that playwright's commands go to it in
 * process rather than through a WebSocket to a browser server in vitest's main process, which relayed and
 * re-encoded every command and answer: docs/testing.md) and the shared server (test/globalSetup.ts), or a server
 * of its own. The browser lives as long as the worker (playwright closes it when the worker exits).
 */
async function startTab(): Promise<Tab> {
  const shared = inject('playgroundUrl');
  const server = shared ? undefined : await startServer();
  const browser = await chromium.launch({ executablePath: chromiumPath as string, args: CHROMIUM_ARGS });
  const page = await browser.newPage({ viewport: DESKTOP });
  // a document loaded with `?cores=N` sees N cores (`open`'s `cores`): the database's read with one worker or two
  // in the same page, instead of a page (a renderer) of its own for each
  await page.addInitScript(() => {
    const cores = Number(new URLSearchParams(location.search).get('cores'));
    if (cores > 0) Object.defineProperty(Navigator.prototype, 'hardwareConcurrency', { get: () => cores });
  });
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() !== 'error') return;
    // Chromium's "Failed to load resource: … 404" names no resource: its location does
    const where = m.location().url;
    errors.push(where && m.text().startsWith('Failed to load resource') ? `${m.text()}: ${where}` : m.text());
  });
  page.on('pageerror', (e) => errors.push(String(e)));
  page.setDefaultTimeout(10_000);
  const stop = shared
    ? undefined
    : async () => {
        await browser.close();
        await server?.close();
      };
  return { url: shared || (server?.url as string), browser, page, errors, size: DESKTOP, loads: 0, stop };
}

/**
 * The tab's viewport now: a test that called `page.setViewportSize` itself (a phone width checked at its end) left
 * the page at it, whatever `tab.size` says, and the worker's next file would open at that width.
 */
function sizeNow(tab: Tab): Size {
  return tab.page.viewportSize() ?? tab.size;
}

/** Whether the tab's viewport is `want`. */
function sizedAs(tab: Tab, want: Size): boolean {
  const now = sizeNow(tab);
  return now.width === want.width && now.height === want.height;
}

/** Loads `href` as a new document in the tab at `want`, clearing the errors seen if `fresh`. */
async function loadIn(tab: Tab, href: string, want: Size, fresh: boolean, cores?: number): Promise<Page> {
  if (!sizedAs(tab, want)) {
    await tab.page.setViewportSize(want);
    tab.size = want;
  }
  // a query of its own makes every load a new document, even where only the hash differs from the last URL
  const target = new URL(href);
  target.searchParams.set('load', String(++tab.loads));
  if (cores !== undefined) target.searchParams.set('cores', String(cores));
  if (fresh) tab.errors.length = 0;
  await tab.page.goto(target.href, { timeout: 60_000 });
  return tab.page;
}

/**
 * The page of the enclosing `describe`'s tests (the worker's tab, made on first use), with the `artifacts` folder
 * made if one is given.
 */
export function usePage(options: { readonly artifacts?: string } = {}): AppPage {
  let tab: Tab | undefined;
  let loadsBefore = 0;
  /** The worker's Chromium CPU-seconds when the `describe` began (`pnpm test --cpu`). */
  let chromiumBefore = 0;
  /** The size of the document the last test left to the next (`pass`). */
  let passed: Size | undefined;
  const ready = (): Tab => {
    if (!tab) throw new Error('usePage: the page is opened in beforeAll');
    return tab;
  };

  beforeAll(async () => {
    let made = await (holder[TAB] ??= startTab());
    if (made.page.isClosed() || !made.browser.isConnected()) {
      holder[TAB] = startTab();
      made = await holder[TAB];
    }
    tab = made;
    loadsBefore = made.loads;
    if (process.env.X_CPU_FILE) chromiumBefore = chromiumSeconds();
    if (options.artifacts) fs.mkdirSync(options.artifacts, { recursive: true });
  });
  afterAll(async () => {
    // `pnpm test --cpu` (tests/runner/cpu-per-file.ts): the browser is not the worker's reaped child, so its time is added
    // here, the file's share of it
    const cpuFile = process.env.X_CPU_FILE;
    if (tab && cpuFile) {
      const file = expect.getState().testPath ?? '?';
      const line = { file, self: 0, children: 0, browser: chromiumSeconds() - chromiumBefore };
      fs.appendFileSync(cpuFile, `${JSON.stringify(line)}\n`);
    }
    if (tab && process.env.PLAYGROUND_CPU === '1') {
      const file = path.basename(expect.getState().testPath ?? '?');
      const cpu = [...workerChromiumCpu()].map(([type, t]) => `${type} ${t.toFixed(1)}`).join(', ');
      console.log(
        `[playground] ${file}: ${tab.loads - loadsBefore} page loads; the worker's Chromium so far: ${cpu}`,
      );
    }
    if (!tab?.stop) return;
    delete holder[TAB];
    await tab.stop();
  });

  const api: AppPage = {
    get url() {
      return ready().url;
    },
    get browser() {
      return ready().browser;
    },
    get page() {
      return ready().page;
    },
    get errors() {
      return ready().errors;
    },
    open: (hash = '', want = DESKTOP, cores?: number) => {
      passed = undefined;
      return loadIn(ready(), `${ready().url}${hash}`, want, true, cores);
    },
    load: (href, want = DESKTOP) => {
      passed = undefined;
      return loadIn(ready(), href, want, false);
    },
    store: async (entries) => {
      passed = undefined;
      const { page, url } = ready();
      const blank = `${url}__x-test-storage.html`;
      // an icon of its own, as the playground's page has: else Chromium asks the server for /favicon.ico, and its
      // 404, logged after the next page's load had begun, failed that page's test (the engine e2e, now and then)
      await page.route(blank, (route) =>
        route.fulfill({ contentType: 'text/html', body: '<!doctype html><link rel="icon" href="data:,">' }),
      );
      try {
        await page.goto(blank, { timeout: 60_000 });
        await page.evaluate((set) => {
          for (const [key, value] of Object.entries(set)) {
            if (value === undefined) localStorage.removeItem(key);
            else localStorage.setItem(key, value);
          }
        }, entries);
      } finally {
        await page.unroute(blank);
      }
    },
    pass: () => {
      passed = sizeNow(ready());
    },
    resume: async (want = DESKTOP) => {
      const left = passed;
      passed = undefined;
      if (!left) return undefined;
      const t = ready();
      if (!sizedAs(t, want)) {
        await t.page.setViewportSize(want);
        t.size = want;
        await t.page.evaluate(() => window.scrollTo(0, 0));
      }
      t.errors.length = 0;
      return t.page;
    },
    goTo: async (hash, want = DESKTOP) => {
      const left = await api.resume(want);
      if (left && (await pasteHash(left, hash))) return left;
      return api.open(hash, want);
    },
  };
  return api;
}

/** The worker's Chromium CPU-seconds so far, every process type (a lower bound: chromiumCpu.ts). */
function chromiumSeconds(): number {
  let total = 0;
  for (const s of workerChromiumCpu().values()) total += s;
  return total;
}

/**
 * Every screenshot when `PLAYGROUND_SHOTS=1`; under `pnpm test:deep` only those marked `keep` (the ones people look
 * at: the database with a game open, the explorer, records and walls at both widths); none in `pnpm test`, where
 * nobody looks at them (each costs a few tenths of a CPU-second of Chromium's, twenty of them).
 */
export const ALL_SHOTS = process.env.PLAYGROUND_SHOTS === '1';
const KEPT_SHOTS = ALL_SHOTS || deep;

/** Saves a screenshot of the page (the whole page unless `fullPage` is false) as `dir/name`, if wanted. */
export async function shot(
  page: Page,
  dir: string,
  name: string,
  options: { readonly keep?: boolean; readonly fullPage?: boolean } = {},
): Promise<void> {
  if (!(options.keep ? KEPT_SHOTS : ALL_SHOTS)) return;
  await page.screenshot({ path: path.join(dir, name), fullPage: options.fullPage ?? true });
}

/** Drops a file holding `text` on the page, as a drag from the desktop does. */
export async function dropFile(page: Page, text: string, name: string): Promise<void> {
  await page.evaluate(
    ({ text, name }) => {
      const transfer = new DataTransfer();
      transfer.items.add(new File([text], name, { type: 'text/plain' }));
      document.body.dispatchEvent(
        new DragEvent('drop', { dataTransfer: transfer, bubbles: true, cancelable: true }),
      );
    },
    { text, name },
  );
}

/**
 * Ends a test that passed on `page`: the closing screenshot `name.jpg` in `dir` (`shot`, kept where `keep`), no
 * console error in `errors`, and the document left to the next test (`app.pass`).
 */
export async function finishTest(
  app: AppPage,
  page: Page,
  dir: string,
  errors: readonly string[],
  name: string,
  keep = false,
): Promise<void> {
  await shot(page, dir, `${name}.jpg`, { keep });
  expect(errors, errors.join('\n')).toEqual([]);
  app.pass();
}

/** Unfolds the database list where opening a game folded it (a phone does). */
export async function unfoldList(page: Page): Promise<void> {
  const database = page.getByTestId('database');
  if ((await database.getAttribute('open')) === null) await database.locator('summary').click();
}

/** Opens game `n` of the database list (unfolding the list first, `unfoldList`). */
export async function pickGame(page: Page, n: number): Promise<void> {
  await unfoldList(page);
  await page.getByTestId('db-row').nth(n).click();
}

/**
 * Gives the analysis board the keyboard as a user does, by a click on it: in its left margin, by the ranks'
 * numbers, where no square is (a square clicked would select its piece). Opening a game leaves the focus where the
 * user acted (the list, the editor).
 */
export async function focusBoard(page: Page): Promise<void> {
  const board = page.getByTestId('analysis-board').getByTestId('board');
  const box = await board.boundingBox();
  if (!box) throw new Error('no analysis board');
  await board.click({ position: { x: 3, y: box.height / 2 } });
  await expect
    .poll(() =>
      page.evaluate(
        () => !!document.querySelector('[data-testid="analysis-board"]')?.contains(document.activeElement),
      ),
    )
    .toBe(true);
}

/** Waits for the page's next `n` animation frames (what a frame later may change has changed). */
export function frames(page: Page, n = 2): Promise<void> {
  return page.evaluate(
    (n) =>
      new Promise<void>((done) => {
        const next = (left: number) => (left === 0 ? done() : requestAnimationFrame(() => next(left - 1)));
        next(n);
      }),
    n,
  );
}

/** Expects no sideways scroll at `width` px and the board (where there is one) inside the tab panel. */
export async function expectFits(page: Page, width: number): Promise<void> {
  const { scrollWidth, panelRight, boardRight } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    panelRight: document.querySelector('[role="tabpanel"]')!.getBoundingClientRect().right,
    boardRight: document.querySelector('[data-testid="board"]')?.getBoundingClientRect().right,
  }));
  expect(scrollWidth, `scrolls sideways at ${width} px`).toBeLessThanOrEqual(width);
  if (boardRight !== undefined) expect(boardRight).toBeLessThanOrEqual(panelRight + 0.5);
}

/** Pastes `text` into the SAN tab's editor through the clipboard (Ctrl+A, Ctrl+V), as a user does, then leaves it. */
export async function pasteIntoEditor(app: AppPage, page: Page, text: string): Promise<void> {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: app.url });
  await page.evaluate((t) => navigator.clipboard.writeText(t), text);
  await page.getByTestId('san-input').focus();
  await page.keyboard.press('Control+A');
  await page.keyboard.press('Control+V');
  expect(await page.getByTestId('san-input').inputValue()).toBe(text);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
}

/** The images of a GIF file (its Image Descriptors, the blocks walked from the header to the trailer). */
export function gifImages(bytes: Uint8Array): number {
  const subBlocks = (at: number) => {
    while (bytes[at]! !== 0) at += bytes[at]! + 1;
    return at + 1;
  };
  const table = (flags: number) => ((flags & 0x80) !== 0 ? 3 * 2 ** ((flags & 7) + 1) : 0);
  let at = 13 + table(bytes[10]!);
  let images = 0;
  for (;;) {
    const block = bytes[at];
    if (block === 0x21) at = subBlocks(at + 2);
    else if (block === 0x2c) {
      images++;
      at = subBlocks(at + 10 + table(bytes[at + 9]!) + 1);
    } else if (block === 0x3b) return images;
    else throw new Error(`not a GIF block at ${at}: ${block}`);
  }
}
