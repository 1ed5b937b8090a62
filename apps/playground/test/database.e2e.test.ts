/**
 * The database view (issue #38) in Debian's Chromium (playwright-core, never `playwright install`): a 3,000-game
 * file (`../shared/data/pgn/lichess-100.pgn` ×30, 2.2 MB, generated here, not committed; ×100 under `pnpm test:deep`)
 * opened through the file input — first rows while the rest loads, the progress bar moving and ending, every row, a player filter, Enter opening
 * a game; a file with three broken games listing them with their errors; a lichess export with clocks, evals and
 * arrows. Skipped, saying why, without Chromium or the data. Screenshots in `artifacts/playground/database/`
 * (the opened game always, the others with `PLAYGROUND_SHOTS=1`).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deep } from '../../../tests/depth.js';
import { chromiumPath, dropFile, finishTest, shot, usePage } from './browserApp';

const artifacts = fileURLToPath(new URL('../../../artifacts/playground/database', import.meta.url));
const lichess100 = fileURLToPath(new URL('../../../../shared/data/pgn/lichess-100.pgn', import.meta.url));
const hasData = fs.existsSync(lichess100);
if (!chromiumPath)
  console.warn('[database e2e] SKIPPED: Debian chromium not found (apt-get install chromium)');
if (!hasData) console.warn(`[database e2e] SKIPPED: ${lichess100} not found (../shared/data is absent)`);

/** Three good games around three broken ones: a bad tag, an unterminated comment, a token that is no move. */
/** A xiangqi record as pychess-variants exports it: WXF moves under PGN tags, in a file named `.pgn`. */
const PYCHESS_WXF =
  '[Event "Casual"]\n[Variant "xiangqi"]\n[Result "1-0"]\n\n1. C2.5 H8+7 2. H2+3 R9.8 1-0\n';

const BROKEN = [
  '[White "Good One"]\n[Black "B"]\n[Result "1-0"]\n\n1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7# 1-0\n',
  // (a tag missing its closing quote reads leniently now, as old databases wrote it: an illegal move instead)
  '[White "Bad Move"]\n[Black "B"]\n\n1. d4 d5 2. Ke3 *\n',
  '[White "Good Two"]\n[Black "B"]\n\n1. c4 *\n',
  '[White "Open Comment"]\n[Black "B"]\n\n1. e4 {never closed\n',
  '[White "No Move"]\n[Black "B"]\n\n1. e4 Zz9 2. d4 *\n',
  '[White "Good Three"]\n[Black "B"]\n\n1. Nf3 *\n',
].join('\n');

/** A lichess export: clocks, evaluations (a mate at the end), arrows and a circle. */
const LICHESS_EXPORT = `[Event "Rated Blitz game"]
[Site "https://lichess.org/abcdefgh"]
[White "Alice"]
[Black "Bob"]
[Result "1-0"]
[Opening "King's Pawn Game"]

1. e4 { [%eval 0.3] [%clk 0:03:00] } 1... e5 { [%eval 0.25] [%clk 0:02:58] } 2. Qh5 { [%eval -0.5] [%clk 0:02:55] [%cal Gh5f7,Rd8h4] } 2... Nc6 { [%eval 1.1] [%clk 0:02:50] [%csl Rf7] } 3. Bc4 { [%eval 0.9] [%clk 0:02:49] } 3... Nf6 { [%eval #1] [%clk 0:02:40] } 4. Qxf7# { [%clk 0:02:41] } 1-0
`;

/** Pastes `text` outside the editor (a paste event carrying the text, as Ctrl+V on the page delivers it). */
function pasteOnPage(page: Page, text: string): Promise<void> {
  return page.evaluate((t) => {
    const transfer = new DataTransfer();
    transfer.setData('text/plain', t);
    document.body.dispatchEvent(new ClipboardEvent('paste', { clipboardData: transfer, bubbles: true }));
  }, text);
}

/** Copies of lichess-100.pgn in the generated file: 3,000 games by default, 10,000 deep. */
const COPIES = deep ? 100 : 30;
const GAMES = COPIES * 100;

describe.skipIf(!chromiumPath || !hasData)('database view in Chromium', () => {
  // one page for the file: a test loads the app afresh in it or goes on in the last test's document (browserApp.ts)
  const app = usePage({ artifacts });
  let dir = '';

  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'db-e2e-'));
    const one = fs.readFileSync(lichess100, 'utf8').trimEnd();
    fs.writeFileSync(path.join(dir, 'lichess-many.pgn'), `${Array(COPIES).fill(one).join('\n\n')}\n`);
  });

  afterAll(() => {
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  /** The SAN tab: pasted as a link into the last test's document (`app.goTo`), else loaded afresh. */
  async function open(width: number): Promise<{ page: Page; errors: string[] }> {
    const page = await app.goTo('#view=san', { width, height: 900 });
    await page.getByTestId('move-tree').waitFor({ timeout: 60_000 });
    return { page, errors: app.errors };
  }

  /** The closing screenshot (kept by default where `keep`) and the console-error check. */
  const finish = (page: Page, errors: string[], name: string, keep = false) =>
    finishTest(app, page, artifacts, errors, name, keep);

  it(`${GAMES.toLocaleString('en')} games by file input: first rows while loading, progress to the end, filter, Enter opens`, async () => {
    const { page, errors } = await open(1400);
    // record the progress bar as it changes, and what it said when the first row appeared
    await page.evaluate(() => {
      const seen: { values: number[]; firstRow?: { value: number; max: number; done: string | null } } = {
        values: [],
      };
      (window as unknown as { seen: typeof seen }).seen = seen;
      new MutationObserver(() => {
        const bar = document.querySelector<HTMLProgressElement>('[data-testid="db-progress"]');
        if (!bar) return;
        if (seen.values.at(-1) !== bar.value) seen.values.push(bar.value);
        if (!seen.firstRow && document.querySelector('[data-testid="db-row"]')) {
          seen.firstRow = { value: bar.value, max: bar.max, done: bar.getAttribute('data-done') };
        }
      }).observe(document.body, { subtree: true, childList: true, attributes: true });
    });
    await page.getByTestId('pgn-file').setInputFiles(path.join(dir, 'lichess-many.pgn'));
    await page.locator('[data-testid="db-progress"][data-done="true"]').waitFor({ timeout: 60_000 });
    // the bar then follows the second pass (every game's moves read), as its label does, and is full at its end
    await page.locator('[data-testid="db-progress"][data-phase="done"]').waitFor({ timeout: 300_000 });
    expect(await page.getByTestId('db-status').textContent()).toMatch(/every game reads|with errors/);
    const seen = await page.evaluate(
      () =>
        (
          window as unknown as {
            seen: { values: number[]; firstRow?: { value: number; max: number; done: string | null } };
          }
        ).seen,
    );
    expect(seen.firstRow, 'a row was shown').toBeDefined();
    expect(seen.firstRow?.done, 'the first rows showed while the file was still being read').toBe('false');
    expect(seen.firstRow?.value).toBeLessThan(seen.firstRow?.max ?? 0);
    const size = fs.statSync(path.join(dir, 'lichess-many.pgn')).size;
    // the bar moved before the end: the first rows' batch is posted with its bytes (how many later batches come in
    // between is the machine's speed; the bytes of each are a game's end, `listReader.test.ts`)
    const between = seen.values.filter((v) => v > 0 && v < size);
    expect(between.length, `progress values seen: ${seen.values.join(', ')}`).toBeGreaterThanOrEqual(1);
    expect(seen.values.at(-1)).toBe(size);
    expect(await page.getByTestId('db-table').getAttribute('data-rows')).toBe(String(GAMES));
    expect(await page.getByTestId('db-count').textContent()).toContain(`${GAMES.toLocaleString('en')} games`);
    await shot(page, artifacts, 'list-1400.jpg', { fullPage: false });
    // a player's name narrows the list to that player's games (5 in the 100)
    await page.getByTestId('db-filter').fill('sebastian44');
    await expect.poll(() => page.getByTestId('db-table').getAttribute('data-rows')).toBe(String(5 * COPIES));
    const first = page.getByTestId('db-row').first();
    expect(await first.textContent()).toContain('sebastian44');
    await page.getByTestId('db-filter').press('ArrowDown');
    await page.getByTestId('db-filter').press('ArrowDown');
    await page.getByTestId('db-filter').press('Enter');
    await expect.poll(() => page.getByTestId('tags').textContent()).toContain('sebastian44');
    const opened = await page.locator('.db-row.opened').getAttribute('data-game');
    expect(page.url()).toContain(`dbgame=${opened}`);
    expect(await page.locator('.move-tree .move').count()).toBeGreaterThan(10);
    await finish(page, errors, 'opened-1400', true);
  });

  it('a file with three broken games (dropped on the page) lists them with their errors; opening one shows where', async () => {
    const { page, errors } = await open(1400);
    await dropFile(page, BROKEN, 'broken.pgn');
    // the read starts a worker and loads @x/san first: more than poll's default second on a busy machine
    await expect
      .poll(() => page.getByTestId('db-status').textContent(), { timeout: 20_000 })
      .toContain('3 with errors');
    expect(await page.getByTestId('db-table').getAttribute('data-rows')).toBe('6');
    const marked = page.locator('[data-testid="db-row"]:has([data-testid="db-error-mark"])');
    expect(await marked.count()).toBe(3);
    expect(await marked.evaluateAll((rows) => rows.map((r) => r.getAttribute('data-game')))).toEqual([
      '1',
      '3',
      '4',
    ]);
    await marked.nth(1).click();
    await page.getByTestId('db-game-error').waitFor();
    expect(await page.getByTestId('db-game-error').textContent()).toMatch(/line \d+, column \d+ of the file/);
    await page.getByTestId('error').first().waitFor();
    expect(await page.getByTestId('error').first().textContent()).toMatch(/line \d+, column \d+/);
    await page.getByTestId('error-highlight').waitFor();
    await finish(page, errors, 'broken-1400');
  });

  // on the other tabs nothing read a dropped file: the browser opened it in place of the page
  it("a PGN dropped on the FEN tab opens in the SAN tab's database; a KIF, or a WXF .pgn, in the records tab", async () => {
    const page = await app.goTo('#view=fen', { width: 1400, height: 900 });
    await page.getByTestId('tab-fen').waitFor();
    await dropFile(page, BROKEN, 'broken.pgn');
    await expect.poll(() => page.url()).toContain('view=san');
    await expect
      .poll(() => page.getByTestId('db-status').textContent(), { timeout: 20_000 })
      .toContain('3 with errors');
    expect(page.url()).toContain('db=broken.pgn');
    await page.getByTestId('tab-fen').click();
    await dropFile(page, '先手：A\n後手：B\n手数----指手--\n   1 ７六歩(77)\n   2 ３四歩(33)\n', 'game.kif');
    await expect.poll(() => page.url()).toContain('view=records');
    await expect.poll(() => page.getByRole('textbox').first().inputValue()).toContain('７六歩');
    // a xiangqi record named .pgn (pychess's), dropped on the SAN tab, goes by its text to the records tab too
    await page.getByTestId('tab-san').click();
    await page.getByTestId('pgn-file').waitFor();
    await dropFile(page, PYCHESS_WXF, 'pychess.pgn');
    await expect.poll(() => page.url()).toContain('view=records');
    await expect.poll(() => page.getByRole('textbox').first().inputValue()).toContain('C2.5 H8+7');
    await finish(page, app.errors, 'dropped-on-fen');
  });

  it('a file chosen, or a text pasted outside the editor, opens its first game: editor, board, row selected', async () => {
    const { page, errors } = await open(1400);
    await page.getByTestId('pgn-file').setInputFiles({
      name: 'six.pgn',
      mimeType: 'application/x-chess-pgn',
      buffer: Buffer.from(BROKEN.replace('[White "Good One"]', '[TimeControl "900+10"]\n[White "Good One"]')),
    });
    await expect
      .poll(() => page.getByTestId('san-input').inputValue(), { timeout: 20_000 })
      .toContain('Good One');
    expect(await page.getByTestId('san-input').inputValue()).not.toContain('Opera');
    await expect.poll(() => page.locator('.db-row.opened').getAttribute('data-game')).toBe('0');
    expect(page.url()).toContain('dbgame=0');
    expect(await page.getByTestId('current-fen').textContent()).toBe(
      'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1',
    );
    expect(await page.locator('.move-tree .move[data-ply="7"]').count()).toBe(1);
    // the Time column shows 15+10 whole (it read "10+…")
    const tc = page.locator('.db-row').first().locator('.c-tc');
    expect(await tc.textContent()).toBe('15+10');
    expect(await tc.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    await pasteOnPage(page, LICHESS_EXPORT);
    await expect
      .poll(() => page.getByTestId('san-input').inputValue(), { timeout: 20_000 })
      .toContain('Alice');
    await expect.poll(() => page.locator('.db-row.opened').getAttribute('data-game')).toBe('0');
    await finish(page, errors, 'file-opens-first-1400');
  });

  it('a lichess export (pasted) with [%clk], [%eval] and [%cal]: clocks, the chart, arrows; drawn arrows kept on export', async () => {
    const { page, errors } = await open(1400);
    // pasted outside the editor (a paste event carrying the text, as Ctrl+V on the page delivers it)
    await pasteOnPage(page, LICHESS_EXPORT);
    expect(await page.getByTestId('database').locator('summary').textContent()).toContain('pasted text');
    await page.getByTestId('db-row').first().click();
    await expect.poll(() => page.getByTestId('tags').textContent()).toContain('Alice');
    const clocks = await page.getByTestId('clock').allTextContents();
    expect(clocks).toEqual(['3:00', '2:58', '2:55', '2:50', '2:49', '2:40', '2:41']);
    // the commands are read, not shown as text
    expect(await page.getByTestId('move-tree').textContent()).not.toContain('%clk');
    const chart = page.getByTestId('eval-chart');
    await chart.waitFor();
    expect(await chart.getAttribute('data-points')).toBe('7');
    // a click at the chart's middle goes to the move there; the current move is marked
    const box = await chart.boundingBox();
    if (!box) throw new Error('no chart box');
    // a position relative to the chart, taken at the click (the page may still move as the opening name loads)
    await chart.click({ position: { x: (3 / 7) * box.width, y: box.height / 2 } });
    await expect.poll(() => page.getByTestId('current-ply').textContent()).toContain('ply 3');
    expect(await page.getByTestId('eval-current').getAttribute('data-ply')).toBe('3');
    // the opening of the position, from lichess's list (read in a worker)
    await expect
      .poll(() => page.getByTestId('opening-name').textContent())
      .toBe("C20King's Pawn Game: Wayward Queen Attack");
    // 2. Qh5 carries two arrows; 2... Nc6 a red circle on f7
    expect(await page.locator('[data-arrow="h5f7"].brush-green').count()).toBe(1);
    expect(await page.locator('[data-arrow="d8h4"].brush-red').count()).toBe(1);
    await shot(page, artifacts, 'arrows-chart-1400.jpg', { fullPage: false });
    await page.keyboard.press('ArrowRight');
    expect(await page.locator('[data-mark="f7"].brush-red').count()).toBe(1);
    expect(await page.locator('[data-arrow]').count()).toBe(0);
    // an arrow drawn by the user (right-drag) is written back as [%cal] and kept on export with the rest
    const centre = async (square: string) => {
      const b = await page.locator(`[data-square="${square}"]`).boundingBox();
      if (!b) throw new Error(`no square ${square}`);
      return { x: b.x + b.width / 2, y: b.y + b.height / 2 };
    };
    const a = await centre('g1');
    const b = await centre('f3');
    await page.mouse.move(a.x, a.y);
    await page.mouse.down({ button: 'right' });
    await page.mouse.move(b.x, b.y, { steps: 5 });
    await page.mouse.up({ button: 'right' });
    await page.locator('[data-arrow="g1f3"]').waitFor();
    await page.getByTestId('copy-pgn').click();
    const exported = (await page.getByTestId('export-text').inputValue()).replace(/\s+/g, ' ');
    expect(exported).toContain('2... Nc6 {[%csl Rf7] [%cal Gg1f3] [%eval 1.10] [%clk 0:02:50]}');
    expect(exported).toContain('[%cal Gh5f7,Rd8h4]');
    expect(exported).toContain('[%eval #1]');
    expect(exported).toContain('[%clk 0:03:00]');
    await finish(page, errors, 'lichess-export-1400');
  });
});
