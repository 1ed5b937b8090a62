/**
 * Screenshots of the database view for issue #38 (by hand, through `measure-database.mjs --screens DIR`): the game
 * list, a game with the evaluation chart and arrows, and games with errors, at 1400 and 390 px.
 */
import fs from 'node:fs';
import path from 'node:path';

const EXPORT = `[Event "Rated Blitz game"]
[Site "https://lichess.org/abcdefgh"]
[Date "2024.05.01"]
[White "Alice"]
[Black "Bob"]
[Result "1-0"]
[ECO "C20"]
[Opening "King's Pawn Game"]

1. e4 { [%eval 0.3] [%clk 0:03:00] } 1... e5 { [%eval 0.25] [%clk 0:02:58] } 2. Qh5 { [%eval -0.5] [%clk 0:02:55] [%cal Gh5f7,Rd8h4] } 2... Nc6 { [%eval 1.1] [%clk 0:02:50] [%csl Rf7] } 3. Bc4 { [%eval 0.9] [%clk 0:02:49] [%cal Gc4f7] } 3... Nf6 { [%eval #1] [%clk 0:02:40] } 4. Qxf7# { [%clk 0:02:41] } 1-0

[White "Carol"]
[Black "Dave"]
[Result "0-1"]

1. e4 {never closed

[White "Erin"]
[Black "Frank"]
[Result "*"]

1. d4 Zz9 *
`;

/** Takes the screenshots into `dir`. */
export async function takeScreens(browser, url, file10k, dir) {
  fs.mkdirSync(dir, { recursive: true });
  const small = path.join(dir, 'lichess-export.pgn.tmp');
  fs.writeFileSync(small, EXPORT);
  for (const width of [1400, 390]) {
    const page = await browser.newPage({ viewport: { width, height: 900 } });
    await page.goto(`${url}#view=san`);
    await page.getByTestId('move-tree').waitFor({ timeout: 60_000 });
    await page.getByTestId('pgn-file').setInputFiles(file10k);
    await page.locator('[data-testid="db-progress"][data-done="true"]').waitFor({ timeout: 120_000 });
    await page.screenshot({ path: path.join(dir, `list-${width}.png`) });
    await page.getByTestId('db-filter').fill('sebastian');
    await page.getByTestId('db-filter').press('ArrowDown');
    await page.getByTestId('db-filter').press('Enter');
    await page.getByTestId('tags').getByText('sebastian44').first().waitFor();
    await page.getByTestId('nav-end').click();
    await page
      .getByTestId('opening-name')
      .getByText(/[A-E]\d\d/)
      .waitFor({ timeout: 30_000 });
    await page.screenshot({ path: path.join(dir, `game-opened-${width}.png`), fullPage: true });
    await page.getByTestId('pgn-file').setInputFiles(small);
    await page.getByTestId('db-row').first().waitFor();
    await page.waitForTimeout(500);
    await page.screenshot({ path: path.join(dir, `errors-${width}.png`) });
    await page.getByTestId('db-row').first().click();
    await page.getByTestId('eval-chart').waitFor();
    await page.locator('.move-tree [data-ply="3"]').click();
    await page.waitForTimeout(300);
    await page.screenshot({ path: path.join(dir, `chart-arrows-${width}.png`), fullPage: true });
    if (width < 700) {
      await page.locator('.database > summary').click();
      await page.screenshot({ path: path.join(dir, `list-folded-${width}.png`) });
    }
    await page.close();
  }
  fs.rmSync(small);
  console.log(`screenshots in ${dir}: ${fs.readdirSync(dir).join(', ')}`);
}
