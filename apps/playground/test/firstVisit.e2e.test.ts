/**
 * A lichess user's first minutes on the analysis board, in Debian's Chromium, where layout decides: stepping
 * through a game on a phone keeps the board where it is (the move list follows the move inside its own box, the
 * page does not scroll) with step buttons of a thumb's size (44 px, as lichess's mobile bar), on the records tab too;
 * in crazyhouse the board does not move when the first piece comes into a hand; on a phone, where the editor comes
 * after the whole board, a button in the first screen brings it (and the file chooser) into view, focused; the evaluation chart's caption and the opening's name keep one line as the moves go by. Skipped, saying why, without Chromium. Screenshots with `PLAYGROUND_SHOTS=1` in
 * `artifacts/playground/first-visit/`.
 *
 * Two page loads: the first screen and the starting position need a new document; each test after them pastes its
 * own game into a fresh SAN view of the document the test before left (`goTo`), not a load of its own (7 -> 2
 * loads, the file's CPU 12.9/11.8 -> 9.3/10.3 CPU-s).
 */
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { chromiumPath, DESKTOP, finishTest, PHONE, pasteIntoEditor, usePage } from './browserApp';

if (!chromiumPath)
  console.warn('[first-visit e2e] SKIPPED: Debian chromium not found (apt-get install chromium)');

const artifacts = fileURLToPath(new URL('../../../artifacts/playground/first-visit', import.meta.url));

/** A game of 60 moves (knights out and back), longer than the move list's box at either width. */
const LONG_GAME = `[Event "Shuffle"]\n\n${Array.from({ length: 30 }, (_, i) => `${2 * i + 1}. Nf3 Nf6 ${2 * i + 2}. Ng1 Ng8`).join(' ')} *\n`;

/** A crazyhouse game whose hands fill: a pawn each from move 2, then a knight and a bishop too. */
const CRAZYHOUSE =
  '[Variant "Crazyhouse"]\n\n1. e4 d5 2. exd5 Qxd5 3. Nc3 Qa5 4. d4 Nf6 5. Nf3 Bg4 6. Bd2 Bxf3 7. Qxf3 Nc6 8. Bb5 Qxb5 *\n';

/** A game whose moves carry lichess's evaluations: the analysis board draws their chart, with its caption. */
const EVALUATED =
  '[Event "Evaluated"]\n\n1. e4 { [%eval 0.25] } 1... e5 { [%eval 0.3] } 2. Nf3 { [%eval -1.2] } 2... Nc6 { [%eval #-3] } *\n';

/** Whether the tree's current move lies inside the tree's visible box. */
const currentInTree = (page: Page) =>
  page.evaluate(() => {
    const tree = document.querySelector('[data-testid="move-tree"]')!.getBoundingClientRect();
    const move = document
      .querySelector('[data-testid="move-tree"] [aria-current="step"]')!
      .getBoundingClientRect();
    return move.top >= tree.top - 0.5 && move.bottom <= tree.bottom + 0.5;
  });

describe.skipIf(!chromiumPath)('first visit in Chromium', () => {
  const app = usePage({ artifacts });

  it('390 px: "Paste a game or open a file" in the first screen brings the editor, focused, and the file chooser', async () => {
    const page = await app.open('#view=san', PHONE);
    await page.getByTestId('move-tree').waitFor({ timeout: 60_000 });
    await page.evaluate(() => window.scrollTo(0, 0));
    const button = page.getByTestId('paste-game');
    const box = (await button.boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(PHONE.height);
    await button.click();
    const inView = (id: string) =>
      page.getByTestId(id).evaluate((e) => {
        const r = e.getBoundingClientRect();
        return r.top >= 0 && r.bottom <= window.innerHeight;
      });
    await expect.poll(() => inView('san-input')).toBe(true);
    expect(await inView('database')).toBe(true);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('san-input');
    await finishTest(app, page, artifacts, app.errors, 'paste-game-390');
  });

  it('a step from the start never says "No named opening" of a named line while the name is looked up (wip-346)', async () => {
    const page = await app.open('#view=san', DESKTOP);
    await page.getByTestId('move-tree').waitFor({ timeout: 60_000 });
    await expect.poll(() => page.getByTestId('opening-name').textContent()).toBe('Starting position');
    // every text the name shows from the click on, until the worker's answer
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { seen: string[] }).seen = seen;
      const watch = new MutationObserver(() => {
        const text = document.querySelector('[data-testid="opening-name"]')?.textContent ?? '';
        if (seen.at(-1) !== text) seen.push(text);
      });
      watch.observe(document.body, { subtree: true, childList: true, characterData: true });
      (window as unknown as { watch: MutationObserver }).watch = watch;
    });
    await page.locator('.move-tree .move[data-ply="5"]').first().click();
    await expect.poll(() => page.getByTestId('opening-name').textContent()).toContain('Philidor');
    const seen = await page.evaluate(() => {
      (window as unknown as { watch: MutationObserver }).watch.disconnect();
      return (window as unknown as { seen: string[] }).seen;
    });
    expect(seen).not.toContain('No named opening');
    await finishTest(app, page, artifacts, app.errors, 'opening-name');
  });

  it('the evaluation caption and the opening name keep one line: the buttons below stay where they are', async () => {
    const page = await app.goTo('#view=san', DESKTOP);
    await page.getByTestId('move-tree').waitFor({ timeout: 60_000 });
    await pasteIntoEditor(app, page, EVALUATED);
    await page.getByTestId('eval-chart').waitFor({ timeout: 30_000 });
    await page.getByTestId('analysis-board').focus();
    for (const size of [DESKTOP, PHONE]) {
      await page.setViewportSize(size);
      const places = [];
      // the start says "Evaluation" alone, each move its evaluation and ply (it took a second line at 1400 px)
      for (const key of ['Home', 'ArrowRight', 'ArrowRight', 'End']) {
        await page.keyboard.press(key);
        // the opening's name above the moves, looked up in a worker: at the end a long one (two lines at 1400 px)
        if (key === 'End')
          await expect
            .poll(() => page.getByTestId('opening-name').textContent())
            .toContain('Normal Variation');
        places.push((await page.getByTestId('glyph-1').boundingBox())?.y);
      }
      expect(new Set(places).size, `${size.width} px: ${places.join(', ')}`).toBe(1);
    }
    expect(await page.getByTestId('eval-caption').getAttribute('title')).toContain('#−3 after ply 4');
    await finishTest(app, page, artifacts, app.errors, 'eval-caption');
  });

  for (const size of [PHONE, DESKTOP]) {
    it(`${size.width} px: keys, buttons and a move on the board leave the page where it is; the list follows`, async () => {
      const page = await app.goTo('#view=san', size);
      await page.getByTestId('move-tree').waitFor({ timeout: 60_000 });
      await pasteIntoEditor(app, page, LONG_GAME);
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.getByTestId('analysis-board').focus({});
      const before = await page.evaluate(() => window.scrollY);
      for (const key of ['ArrowRight', 'ArrowRight', 'End', 'Home', 'End']) {
        await page.keyboard.press(key);
        expect(await page.evaluate(() => window.scrollY), `${key} scrolled the page`).toBe(before);
        // Home: the start, current, back in the list's box (wip-351: the list stayed at the end, "start" unmarked)
        if (key === 'Home') expect(await currentInTree(page)).toBe(true);
      }
      expect(await page.getByTestId('current-ply').textContent()).toMatch(/^ply 120:/);
      // beside a wide screen's board the editor is in the first screen: no button to reach it
      if (size === DESKTOP) expect(await page.getByTestId('paste-game').isVisible()).toBe(false);
      expect(await currentInTree(page)).toBe(true);
      // a move played on the board at the end: the tree's new last move, the page still
      await page.locator('[data-testid="analysis-board"] [data-square="e2"]').click();
      await page.locator('[data-testid="analysis-board"] [data-square="e4"]').click();
      await expect.poll(() => page.getByTestId('current-ply').textContent()).toMatch(/^ply 121: 61\. e4/);
      expect(await page.evaluate(() => window.scrollY)).toBe(before);
      expect(await currentInTree(page)).toBe(true);
      if (size === PHONE) {
        // the step buttons a thumb presses: 44 × 44 px at least, on one row that the ply text never joins
        const boxes = async (ids: readonly string[]) =>
          Promise.all(ids.map(async (id) => (await page.getByTestId(id).boundingBox())!));
        const steps = await boxes(['nav-start', 'nav-back', 'nav-forward', 'nav-end', 'flip', 'shortcuts']);
        for (const box of steps) expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(44);
        expect(new Set(steps.map((box) => box.y)).size).toBe(1);
        const recordSteps = page.getByTestId('tab-records');
        await recordSteps.click();
        await page.getByTestId('rec-next').waitFor({ timeout: 30_000 });
        for (const box of await boxes(['rec-first', 'rec-prev', 'rec-next', 'rec-last']))
          expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(44);
      }
      await finishTest(app, page, artifacts, app.errors, `steps-${size.width}`);
    });

    it(`${size.width} px: the crazyhouse board stays where it is as the hands fill`, async () => {
      const page = await app.goTo('#view=san', size);
      await page.getByTestId('move-tree').waitFor({ timeout: 60_000 });
      await pasteIntoEditor(app, page, CRAZYHOUSE);
      await page.evaluate(() => window.scrollTo(0, 0));
      const board = page.locator('[data-testid="analysis-board"] [data-testid="board"]');
      await page.getByTestId('analysis-board').focus();
      await page.keyboard.press('Home');
      const empty = await board.boundingBox();
      expect(await page.getByTestId('hand-white').textContent()).toContain('none');
      await page.keyboard.press('End');
      await expect.poll(() => page.getByTestId('current-ply').textContent()).toMatch(/^ply 16:/);
      expect(await page.locator('[data-testid="hand-white"] .hand-piece').count()).toBe(2);
      expect(await page.locator('[data-testid="hand-black"] .hand-piece').count()).toBe(3);
      expect((await board.boundingBox())?.y).toBe(empty?.y);
      await finishTest(app, page, artifacts, app.errors, `hands-${size.width}`);
    });
  }
});
