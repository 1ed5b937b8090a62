/**
 * Layout in Chromium at phone (390 px) and desktop (1400 px) widths (issue #19): no horizontal scroll,
 * the board inside its panel, parsed trees folded on the phone. Screenshots of every tab at both widths
 * go to `artifacts/playground/layout/` (gitignored).
 */
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { chromiumPath, newWatchedPage, useApp } from './browserApp';

const artifacts = fileURLToPath(new URL('../../../artifacts/playground/layout', import.meta.url));
const VIEWS = ['fen', 'san', 'feen', 'icn', 'sjaak', 'fairy', 'fbr', 'records', 'convert'] as const;

describe.skipIf(!chromiumPath)('layout at phone and desktop widths', () => {
  const app = useApp((page) => page.getByRole('tablist').waitFor({ timeout: 120_000 }), { artifacts });

  for (const width of [390, 1400]) {
    it(`${width} px: every tab fits the width, the board inside its panel`, async () => {
      const { page, errors } = await newWatchedPage(app.browser, width);
      for (const view of VIEWS) {
        await page.goto(`${app.url}#view=${view}`);
        await page.getByRole('tabpanel').waitFor();
        // the tab's chunk (and the picker's variants) load after the shell
        await page.waitForFunction(() => !document.querySelector('.loading'), undefined, { timeout: 60_000 });
        await page.waitForTimeout(300);
        const { scrollWidth, panelRight, boardRight, openTrees } = await page.evaluate(() => {
          const panel = document.querySelector('[role="tabpanel"]')!.getBoundingClientRect();
          const board = document.querySelector('[data-testid="board"]')?.getBoundingClientRect();
          return {
            scrollWidth: document.documentElement.scrollWidth,
            panelRight: panel.right,
            boardRight: board?.right,
            openTrees: document.querySelectorAll('details.json[open]').length,
          };
        });
        await page.screenshot({ path: `${artifacts}/${view}-${width}.jpg` });
        expect(scrollWidth, `${view} at ${width} px scrolls sideways`).toBeLessThanOrEqual(width);
        if (boardRight !== undefined)
          expect(boardRight, `${view}: board outside its panel`).toBeLessThanOrEqual(panelRight + 0.5);
        if (width < 700) expect(openTrees, `${view}: parsed trees unfolded on a phone`).toBe(0);
      }
      expect(errors).toEqual([]);
      await page.close();
    });
  }

  it('a pasted FEN or FEEN with a trailing newline is read (issue #19)', async () => {
    const { page, errors } = await newWatchedPage(app.browser, 1400);
    const fen = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1\n';
    await page.goto(`${app.url}#${new URLSearchParams({ view: 'fen', fen }).toString()}`);
    await page.getByTestId('ok').waitFor({ timeout: 60_000 });
    const feen = '+rnbq+k^bn+r/+p+p+p+p+p+p+p+p/8/8/8/8/+P+P+P+P+P+P+P+P/+RNBQ+K^BN+R / C/c\n';
    await page.goto(`${app.url}#${new URLSearchParams({ view: 'feen', feen }).toString()}`);
    await page.getByTestId('ok').waitFor({ timeout: 60_000 });
    expect(errors).toEqual([]);
    await page.close();
  });
});
