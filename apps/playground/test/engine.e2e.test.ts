/**
 * The engine panel of the analysis board in Debian's Chromium with a real engine served by `xn engine serve`
 * (Stockfish over a WebSocket on 127.0.0.1, its endless searches stopped at depth 10): without a server, the
 * message saying how to start one; with it, the evaluation bar and three lines after a position is set, at 1400
 * and 390 px. Skipped, saying why, without Chromium or Stockfish. Screenshots (always kept) go to
 * `artifacts/playground/engine/`.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { deep } from '../../../tests/depth.js';
import { turboBuild } from '../../../tests/turbo-build.js';
import { axeSource, runAxe } from './axe';
import { chromiumPath, DESKTOP, PHONE, type Size, shot, usePage } from './browserApp';

const artifacts = fileURLToPath(new URL('../../../artifacts/playground/engine', import.meta.url));
const STOCKFISH = '/usr/games/stockfish';
const XN = fileURLToPath(new URL('../../../packages/cli/dist/xn.cjs', import.meta.url));
const missing = !chromiumPath ? 'Debian chromium' : !fs.existsSync(STOCKFISH) ? STOCKFISH : undefined;
if (missing) console.warn(`[engine e2e] SKIPPED: ${missing} is not installed`);

/** Where the panel remembers its engine (useEngine.ts): set, the page connects by itself. */
const REMEMBERED = 'x-playground-engine';

/** A position with play in it: the panel's lines differ from the start's. */
const PGN = '[Event "engine panel"]\n\n1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 *\n';
/** A crazyhouse game, which Stockfish does not play. */
const ZH = '[Event "engine panel"]\n[Variant "Crazyhouse"]\n\n1. e4 e5 2. Nf3 Nc6 3. Bc4 Nf6 *\n';

/** The depth the served Stockfish stops at, where the panel asks for an endless search (`go infinite`). */
const DEPTH = 10;

/**
 * Stockfish behind a filter that turns the panel's `go infinite` into `go depth DEPTH`: the lines, the bar and the
 * arrow come as before (depth 10 with three lines: about 0.3 CPU-s), and the engine then waits instead of searching
 * on, a core's worth of CPU for as long as the page is checked. A shell script in a temporary folder, which `serve`'s
 * server removes when it exits.
 */
function depthLimitedStockfish(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'x-engine-e2e-'));
  const file = path.join(dir, 'stockfish.sh');
  fs.writeFileSync(file, `#!/bin/sh\nsed -u 's/^go infinite$/go depth ${DEPTH}/' | exec ${STOCKFISH}\n`, {
    mode: 0o755,
  });
  return file;
}

/** `xn engine serve` on a free port; resolves to its address once it listens. */
async function serve(): Promise<{ url: string; server: ChildProcess }> {
  const engine = depthLimitedStockfish();
  const server = spawn(process.execPath, [XN, 'engine', 'serve', '--engine', engine, '--port', '0'], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  server.once('exit', () => fs.rmSync(path.dirname(engine), { recursive: true, force: true }));
  let out = '';
  const url = await new Promise<string>((resolve, reject) => {
    server.stdout!.on('data', (d) => {
      out += d;
      const m = /ws:\/\/127\.0\.0\.1:\d+\//.exec(out);
      if (m) resolve(m[0]);
    });
    server.once('exit', () => reject(new Error(`xn engine serve exited: ${out}`)));
  });
  return { url, server };
}

describe.skipIf(missing !== undefined)('engine panel in Chromium', () => {
  const app = usePage({ artifacts });
  let served: { url: string; server: ChildProcess } | undefined;
  afterAll(async () => {
    if (!served) return;
    served.server.kill('SIGINT');
    await new Promise((resolve) => served!.server.once('exit', resolve));
  });

  /** The SAN tab, the engine remembered (or forgotten), the game typed in and its last move shown. */
  async function open(size: Size, engine: string | undefined): Promise<Page> {
    await app.store({ [REMEMBERED]: engine });
    const page = await app.open('#view=san', size);
    await page.getByTestId('move-tree').waitFor({ timeout: 60_000 });
    await page.getByTestId('san-input').fill(PGN);
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.getByTestId('analysis-board').focus();
    await page.keyboard.press('End');
    return page;
  }

  it('says in one line that no engine is connected, and how to serve one when asked', async () => {
    const page = await open(DESKTOP, undefined);
    const message = page.getByTestId('engine-offline');
    await message.waitFor();
    expect(await message.textContent()).toBe('not connected');
    const panel = page.getByTestId('engine-panel');
    // one line, on a phone too (the command stood in it: 158 px at 390 px)
    for (const size of [DESKTOP, PHONE]) {
      await page.setViewportSize(size);
      expect((await panel.boundingBox())?.height).toBeLessThan(80);
    }
    await page.setViewportSize(DESKTOP);
    const how = page.getByTestId('engine-how');
    await how.locator('summary').click();
    expect(await how.textContent()).toContain('xn engine serve --engine /usr/games/stockfish');
    await panel.scrollIntoViewIfNeeded();
    await shot(page, artifacts, 'offline-1400.png', { keep: true, fullPage: false });
    expect(app.errors).toEqual([]);
  });

  for (const size of [DESKTOP, PHONE]) {
    // the phone width under `pnpm test:deep`
    it.skipIf(size.width < 1000 && !deep)(
      `shows the evaluation bar and three lines at ${size.width} px with xn engine serve running`,
      async () => {
        turboBuild('@x/cli');
        served ??= await serve();
        const page = await open(size, served.url);
        const lines = page.locator('[data-testid="engine-lines"] .engine-moves');
        // on a failure, what the panel showed (connecting, offline and why, or lines without moves)
        const panel = () => page.getByTestId('engine-panel').textContent({ timeout: 1000 }).catch(String);
        const shown = async () => (await lines.allTextContents()).filter((t) => /\d\./.test(t)).length;
        await expect
          .poll(shown, { timeout: 30_000 })
          .toBe(3)
          .catch(async (error: Error) => {
            throw new Error(`${error.message}; the panel showed: ${JSON.stringify(await panel())}`);
          });
        const bar = page.getByTestId('eval-bar');
        await expect.poll(() => bar.getAttribute('data-eval'), { timeout: 30_000 }).toMatch(/^[+−#]?\d/);
        expect(await page.getByTestId('engine-depth').textContent()).toMatch(/^depth \d+/);
        await page.getByTestId('engine-panel').scrollIntoViewIfNeeded();
        await shot(page, artifacts, `lines-${size.width}.png`, { keep: true, fullPage: false });
        await page.getByTestId('engine-stop').click();
        await page.getByTestId('engine-start').waitFor();
        if (size === DESKTOP) {
          // a crazyhouse game: Stockfish cannot be set to it, and the panel says so instead of analysing it as chess
          await page.getByTestId('san-input').fill(ZH);
          await page.getByTestId('engine-start').click();
          const problem = page.getByTestId('engine-problem');
          await expect
            .poll(() => problem.textContent(), { timeout: 30_000 })
            .toContain('does not play Crazyhouse');
          expect(await page.getByTestId('engine-lines').isHidden()).toBe(true);
          await page.getByTestId('engine-panel').scrollIntoViewIfNeeded();
          await shot(page, artifacts, 'variant-refused-1400.png', { keep: true, fullPage: false });
        }
        await page.evaluate((key) => localStorage.removeItem(key), REMEMBERED);
        expect(app.errors).toEqual([]);
      },
    );
  }

  it('at 1400 × 900: the lines in the first screen, the best move as an arrow, the gauge; Space plays it; ? opens the sheet (axe: 0 serious)', async () => {
    turboBuild('@x/cli');
    served ??= await serve();
    const page = await open(DESKTOP, served.url);
    const arrow = page.locator('[data-testid="analysis-board"] .arrow.brush-blue');
    await arrow.first().waitFor({ timeout: 30_000 });
    const gauge = page.getByTestId('eval-gauge');
    await expect.poll(() => gauge.getAttribute('data-eval'), { timeout: 30_000 }).toMatch(/^-?(M\d+|[+]?\d)/);
    // the engine's lines above the fold (issue #88 item 12: they started ~780 px down)
    await page.evaluate(() => window.scrollTo(0, 0));
    const lines = await page.getByTestId('engine-lines').boundingBox();
    expect(lines && lines.y + lines.height).toBeLessThanOrEqual(DESKTOP.height);
    // Space: the best move played from 3… a6 (ply 6), into the tree as ply 7
    const best = await arrow.first().getAttribute('data-arrow');
    await page.getByTestId('analysis-board').focus();
    await page.keyboard.press('Space');
    await expect.poll(() => page.getByTestId('current-ply').textContent()).toMatch(/^ply 7: 4\. /);
    expect(best).toMatch(/^[a-h][1-8][a-h][1-8]$/);
    expect(await page.getByTestId('san-input').inputValue()).toMatch(/3\. Bb5 a6 4\. [A-Za-z]/);
    // ? opens the shortcut sheet, a modal dialog; axe finds nothing serious with it and the gauge on the page
    await page.keyboard.press('?');
    const sheet = page.getByTestId('shortcut-sheet');
    await sheet.waitFor({ state: 'visible' });
    await page.addScriptTag({ content: axeSource });
    const serious = (await runAxe(page)).filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious).toEqual([]);
    await shot(page, artifacts, 'sheet-1400.png', { keep: true, fullPage: false });
    await page.keyboard.press('Escape');
    await sheet.waitFor({ state: 'hidden' });
    await page.evaluate((key) => localStorage.removeItem(key), REMEMBERED);
    expect(app.errors).toEqual([]);
  });
});
