/**
 * Accessibility as a tool checks it (issue #88): axe-core (MPL-2.0, a devDependency, put into the page as its
 * `axe.min.js`) run in Debian's Chromium on every tab, light and dark (the system's setting, which the page
 * follows by default), at 1400 and 390 px: no serious or critical violation, colour contrast included. One page
 * load per width × theme, the tabs walked through by the link's hash inside it; by default two walks that between
 * them meet both widths and both themes (1400 px dark, 390 px light), each over half the tabs (every tab once, in
 * one of the two: axe's run per tab is most of Chromium's work here), all four over every tab under `pnpm test:deep`. The report
 * (every violation met, of any impact, with its nodes) is printed; with `PLAYGROUND_SHOTS=1` a screenshot of every tab of every
 * walk goes to `artifacts/playground/a11y/` (gitignored).
 */
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { deep } from '../../../tests/depth.js';
import { afterAll, describe, expect, it } from 'vitest';
import { ALL_SHOTS, chromiumPath, shot, usePage } from './browserApp';
import { axeSource, runAxe } from './axe';

const artifacts = fileURLToPath(new URL('../../../artifacts/playground/a11y', import.meta.url));
const VIEWS = ['fen', 'san', 'feen', 'icn', 'sjaak', 'fairy', 'fbr', 'records', 'convert'] as const;

/**
 * The contrast ratio (WCAG) of the text of the first element matching `selector` against the background behind it:
 * its `color`, or its `fill` (SVG text).
 */
function boxContrast(
  page: Page,
  selector: string,
  ink: 'color' | 'fill' = 'color',
): Promise<number | undefined> {
  return page.evaluate(
    ([sel, ink]) => {
      const el = document.querySelector(sel);
      if (!el) return undefined;
      const style = getComputedStyle(el);
      const rgb = (c: string) => (c.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number);
      const lum = (c: string) => {
        const [r = 0, g = 0, b = 0] = rgb(c).map((v) => {
          const s = v / 255;
          return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
        });
        return 0.2126 * r + 0.7152 * g + 0.0722 * b;
      };
      // the background drawn behind the text: the first ancestor's that is not transparent
      let back = 'rgb(255, 255, 255)';
      for (let at: Element | null = el; at; at = at.parentElement) {
        const bg = getComputedStyle(at).backgroundColor;
        if (bg !== 'transparent' && !/rgba\(.*,\s*0\)$/.test(bg)) {
          back = bg;
          break;
        }
      }
      const [a, b] = [lum(ink === 'fill' ? style.fill : style.color), lum(back)].sort((x, y) => y - x);
      return ((a ?? 0) + 0.05) / ((b ?? 0) + 0.05);
    },
    [selector, ink] as const,
  );
}

/**
 * The infinite board's coordinate strips against the page's theme: the strip's colour as drawn over a light square
 * (its fill's alpha and `fill-opacity` composed, the worst case for light numbers), and the contrast of the numbers
 * on it. A strip that follows the theme is light on the light page and dark on the dark one, as the finite boards'
 * coordinates stand on the panel itself; the numbers readable (4.5:1) on it.
 */
function icnStrips(page: Page): Promise<{ strip: number; panel: number; contrast: number } | undefined> {
  return page.evaluate(() => {
    const band = document.querySelector('[data-testid="infinite-board"] .coordinates .axis-bg');
    const ink = document.querySelector('[data-testid="infinite-board"] .coordinates .axis text');
    const square = document.querySelector('[data-testid="infinite-board"] .squares .light');
    if (!band || !ink || !square) return undefined;
    const parts = (c: string) => (c.match(/[\d.]+/g) ?? []).map(Number);
    const lum = ([r = 0, g = 0, b = 0]: number[]) => {
      const [R, G, B] = [r, g, b].map((v) => {
        const s = v / 255;
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      }) as [number, number, number];
      return 0.2126 * R + 0.7152 * G + 0.0722 * B;
    };
    const style = getComputedStyle(band);
    const [r = 0, g = 0, b = 0, a = 1] = parts(style.fill);
    const alpha = a * Number(style.fillOpacity || 1);
    const under = parts(getComputedStyle(square).fill);
    const drawn = [r, g, b].map((v, i) => alpha * v + (1 - alpha) * (under[i] ?? 0));
    const strip = lum(drawn);
    const text = lum(parts(getComputedStyle(ink).fill));
    const panel = lum(parts(getComputedStyle(document.querySelector('.view')!).backgroundColor));
    const [hi, lo] = [strip, text].sort((x, y) => y - x) as [number, number];
    return { strip, panel, contrast: (hi + 0.05) / (lo + 0.05) };
  });
}

/** What Chromium draws for one form control, against what the style asks. */
interface DrawnControl {
  readonly name: string;
  /** The colour most of its pixels have (its background as drawn), `r,g,b`. */
  readonly drawn: string;
  /** Its computed `background-color`, `r,g,b`. */
  readonly styled: string;
}

/** A control to read from a screenshot of the window: its mark (`data-drawn`) and its box in the window. */
interface Shown {
  readonly id: number;
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/**
 * The controls of `ids` (marked `data-drawn`) to read from the next screenshot of the window: the first scrolled
 * into the middle of the window (as an element's screenshot scrolls it), every other one that is then wholly in
 * view, inside the window and every box it scrolls in.
 */
function nextShown(page: Page, ids: readonly number[]): Promise<Shown[]> {
  return page.evaluate((ids) => {
    const control = (id: number) => document.querySelector(`[data-drawn="${id}"]`) as Element;
    control(ids[0]!).scrollIntoView({ block: 'center', inline: 'center' });
    const inView = (e: Element) => {
      const r = e.getBoundingClientRect();
      if (r.left < 0 || r.top < 0 || r.right > innerWidth || r.bottom > innerHeight) return false;
      for (let box = e.parentElement; box; box = box.parentElement) {
        const style = getComputedStyle(box);
        if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
        const b = box.getBoundingClientRect();
        if (r.left < b.left || r.top < b.top || r.right > b.right || r.bottom > b.bottom) return false;
      }
      return true;
    };
    return ids
      .filter((id, i) => i === 0 || inView(control(id)))
      .map((id) => {
        const r = control(id).getBoundingClientRect();
        return { id, x: r.left, y: r.top, width: r.width, height: r.height };
      });
  }, ids);
}

/**
 * Each visible `<select>`, text field and text box (not the editors', drawn over their highlight layer) as Chromium
 * draws it (its pixels, from a screenshot of the window decoded in the page) beside its computed background: a
 * native widget left to the browser is drawn in the browser's own colours (a grey or white box, whatever the page's
 * theme), which the computed style does not show (issue #88's dark selects), so the pixels are what is checked.
 * One screenshot of the window serves every control wholly in view (`nextShown`), decoded once: a screenshot of each
 * element, sent back to the page to decode, cost this file about half its CPU (20.7 -> 11.0 CPU-s without them).
 */
async function drawnControls(page: Page): Promise<DrawnControl[]> {
  const controls = await page.evaluate(() =>
    [...document.querySelectorAll('select, textarea, input[type="text"], input:not([type])')]
      .filter((e) => {
        const r = e.getBoundingClientRect();
        // as playwright's `:visible`; an editor's text box is transparent over its highlight layer: what is drawn
        // there is the layer
        return (
          r.width > 0 &&
          r.height > 0 &&
          getComputedStyle(e).visibility === 'visible' &&
          e.closest('.editor-box') === null
        );
      })
      .map((e, id) => {
        const name =
          e.closest('label')?.firstChild?.textContent?.trim() ||
          e.getAttribute('aria-label') ||
          e.outerHTML.slice(0, 50);
        const styled = (getComputedStyle(e).backgroundColor.match(/\d+/g) ?? []).slice(0, 3).join(',');
        e.setAttribute('data-drawn', String(id));
        return { id, name, styled };
      }),
  );
  const drawn = new Map<number, string>();
  while (drawn.size < controls.length) {
    const shown = await nextShown(
      page,
      controls.filter((c) => !drawn.has(c.id)).map((c) => c.id),
    );
    const png = (await page.screenshot()).toString('base64');
    const colours = await page.evaluate(
      async ({ data, shown }) => {
        const bitmap = await createImageBitmap(await (await fetch(`data:image/png;base64,${data}`)).blob());
        const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
        const context = canvas.getContext('2d') as OffscreenCanvasRenderingContext2D;
        context.drawImage(bitmap, 0, 0);
        // the colour most of the box's pixels have (the first met of equal counts), `r,g,b`
        return shown.map(({ x, y, width, height }) => {
          const left = Math.max(0, Math.round(x));
          const top = Math.max(0, Math.round(y));
          const right = Math.min(bitmap.width, Math.round(x + width));
          const bottom = Math.min(bitmap.height, Math.round(y + height));
          const pixels = new Uint32Array(
            context.getImageData(left, top, right - left, bottom - top).data.buffer,
          );
          const counts = new Map<number, number>();
          for (const p of pixels) counts.set(p & 0xffffff, (counts.get(p & 0xffffff) ?? 0) + 1);
          let most = 0;
          let colour = 0;
          for (const [c, n] of counts)
            if (n > most) {
              most = n;
              colour = c;
            }
          return `${colour & 255},${(colour >> 8) & 255},${(colour >> 16) & 255}`;
        });
      },
      { data: png, shown },
    );
    for (const [i, s] of shown.entries()) drawn.set(s.id, colours[i] ?? '');
  }
  await page.evaluate(() => {
    for (const e of document.querySelectorAll('[data-drawn]')) e.removeAttribute('data-drawn');
  });
  return controls.map((c) => ({ name: c.name, drawn: drawn.get(c.id) ?? '', styled: c.styled }));
}

/** The canonical/output box of each tab that has one (issue #88 item 1). */
const BOXES: Partial<Record<(typeof VIEWS)[number], string>> = {
  fen: '.canonical pre',
  feen: '.canonical pre',
  convert: '[data-testid="output"]',
  fairy: '.canonical pre',
};

describe.skipIf(!chromiumPath)(
  'accessibility: axe-core on every tab, light and dark, 1400 and 390 px',
  () => {
    const app = usePage({ artifacts });
    afterAll(async () => {
      // the page is the worker's, shared with the next file: back to the system's default scheme
      await app.page.emulateMedia({ colorScheme: null });
    });

    it("390 px: the board's coordinates 12 px or more, following the system's theme when it changes, 4.5:1", async () => {
      await app.page.emulateMedia({ colorScheme: 'light' });
      const page = await app.open('#view=san', { width: 390, height: 844 });
      const coordinates = '[data-testid="board"] .coordinates text';
      await page.locator(coordinates).first().waitFor({ timeout: 60_000 });
      const ratio = async () => (await boxContrast(page, coordinates, 'fill')) ?? 0;
      expect(await ratio(), 'light').toBeGreaterThanOrEqual(4.5);
      // and not 10 px letters (24 of a square's 100 units on a 380 px board): 12 px at least
      const pixels = await page.evaluate((sel) => {
        const text = document.querySelector(sel)!;
        const svg = text.closest('svg')!;
        const scale = svg.getBoundingClientRect().width / svg.viewBox.baseVal.width;
        return Number.parseFloat(getComputedStyle(text).fontSize) * scale;
      }, coordinates);
      expect(pixels, 'the letters’ size in pixels').toBeGreaterThanOrEqual(12);
      // the phone turns dark at dusk, the page open: the letters and numbers turn light with the page
      await page.emulateMedia({ colorScheme: 'dark' });
      await expect.poll(() => page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
      await expect.poll(ratio, { message: 'dark after the switch' }).toBeGreaterThanOrEqual(4.5);
      await page.emulateMedia({ colorScheme: 'light' });
      await expect.poll(ratio, { message: 'light again' }).toBeGreaterThanOrEqual(4.5);
      expect(app.errors).toEqual([]);
    });

    for (const width of [1400, 390])
      for (const theme of ['light', 'dark'] as const) {
        if (!deep && (width === 1400) === (theme === 'light')) continue;
        it(`${width} px, ${theme}: 0 serious, 0 critical; the output boxes readable`, async () => {
          await app.page.emulateMedia({ colorScheme: theme });
          const page = await app.open(`#view=${VIEWS[width === 1400 ? 0 : 1]}`, { width, height: 900 });
          expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe(theme);
          await page.addScriptTag({ content: axeSource });
          if (width < 600) {
            // tabs past the screen's edge are cued (a scrollbar), not hidden without a sign (issue #88 item 12)
            const tabs = await page.evaluate(() => {
              const el = document.querySelector<HTMLElement>('[role="tablist"]')!;
              return { over: el.scrollWidth > el.clientWidth, bar: getComputedStyle(el).scrollbarWidth };
            });
            expect(tabs.over && tabs.bar === 'none', 'tabs off-screen without a cue').toBe(false);
          }
          const report: string[] = [];
          const blocking: string[] = [];
          const contrast: string[] = [];
          const controls: string[] = [];
          // the Look menu open, so its selects (theme, board, moves) are checked with each tab's own
          await page.getByTestId('look').locator('summary').click({ timeout: 60_000 });
          await page.getByTestId('look-theme').waitFor();
          const views = deep ? VIEWS : VIEWS.filter((_, i) => i % 2 === (width === 1400 ? 0 : 1));
          for (const view of views) {
            await page.evaluate((h) => {
              window.location.hash = h;
            }, `view=${view}`);
            await page
              .locator(`[data-testid="tab-${view}"][aria-selected="true"]`)
              .waitFor({ timeout: 60_000 });
            await page.waitForFunction(() => !document.querySelector('.loading'), undefined, {
              polling: 50,
              timeout: 60_000,
            });
            if (view === 'san') {
              // a selected illegal move: its number and text on the current move's colour (issue #88 item 1)
              await page.getByTestId('san-input').fill('1. e4 e5 2. Ke3 Nc6 *');
              await page.locator('.move-tree .move.illegal').first().click();
              await page.locator('.move-tree .move.illegal.current').waitFor();
              const ratio = (await boxContrast(page, '.move-tree .move.illegal.current .move-number')) ?? 0;
              if (ratio < 4.5) contrast.push(`san selected illegal move's number: ${ratio.toFixed(2)}:1`);
            }
            if (view === 'icn') {
              // the coordinate strips follow the theme, as every other board's coordinates do (issue #88's last shots)
              await page.locator('[data-testid="infinite-board"] .coordinates').waitFor({ timeout: 60_000 });
              const strips = await icnStrips(page);
              if (!strips || strips.strip > 0.5 !== strips.panel > 0.5 || strips.contrast < 4.5)
                contrast.push(`icn coordinate strips: ${JSON.stringify(strips)}`);
            }
            const box = BOXES[view];
            if (box) {
              await page.locator(box).first().waitFor({ timeout: 60_000 });
              const ratio = (await boxContrast(page, box)) ?? 0;
              if (ratio < 4.5) contrast.push(`${view} ${box}: ${ratio.toFixed(2)}:1`);
            }
            // every select and text field drawn in the page's colours, not the browser's own
            for (const { name, drawn, styled } of await drawnControls(page))
              if (drawn !== styled) controls.push(`${view} "${name}": drawn ${drawn}, styled ${styled}`);
            for (const v of await runAxe(page)) {
              const line = `${view}: ${v.impact} ${v.id} (${v.help})\n    ${v.nodes.join('\n    ')}`;
              report.push(line);
              if (v.impact === 'serious' || v.impact === 'critical') blocking.push(line);
            }
            if (ALL_SHOTS) await shot(page, artifacts, `${view}-${width}-${theme}.png`, { fullPage: false });
          }
          console.log(
            `[a11y] ${width} px ${theme}: ${report.length} violations, ${blocking.length} serious or critical` +
              (report.length ? `\n  ${report.join('\n  ')}` : ''),
          );
          expect(contrast, 'output boxes under 4.5:1').toEqual([]);
          expect(controls, "form controls in the browser's colours, not the theme's").toEqual([]);
          expect(blocking).toEqual([]);
          expect(app.errors).toEqual([]);
        });
      }
  },
);
