/**
 * Screenshots for people to look at (issue #67): a chess game on the analysis board, a shogi record (KIF) and a
 * xiangqi record (WXF) on the records tab, and the ICN tab's unbounded board, at 1400 × 900 and 390 × 844, in light and dark mode (the system
 * setting, `prefers-color-scheme`), on the production build in Debian's Chromium (playwright-core). Written to
 * `artifacts/playground/screens/` (gitignored), as PNG: the first screen (what a visitor sees before scrolling) and
 * the whole page. Run by hand after `pnpm build`: `node apps/playground/scripts/screens-play.mjs`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { LICHESS_GAME } from './lichess-game.mjs';
import { launchChromium, startPreview } from './previewBrowser.mjs';

const appRoot = fileURLToPath(new URL('..', import.meta.url));
const out = path.resolve(appRoot, '../../artifacts/playground/screens');
fs.mkdirSync(out, { recursive: true });

const OPERA = `[Event "Paris"]
[Site "Paris FRA"]
[Date "1858.??.??"]
[White "Paul Morphy"]
[Black "Duke Karl / Count Isouard"]
[Result "1-0"]

1. e4 e5 2. Nf3 d6 3. d4 Bg4 4. dxe5 Bxf3 5. Qxf3 dxe5 6. Bc4 Nf6 7. Qb3 Qe7 8. Nc3 c6 9. Bg5 b5 10. Nxb5
cxb5 11. Bxb5+ Nbd7 12. O-O-O Rd8 13. Rxd7 Rxd7 14. Rd1 Qe6 15. Bxd7+ Nxd7 16. Qb8+ Nxb8 17. Rd8# 1-0
`;

const SCENES = [
  ['chess', new URLSearchParams({ view: 'san', san: OPERA, node: '20' })],
  ['lichess', new URLSearchParams({ view: 'san', san: LICHESS_GAME, node: '9' })],
  // the records tab's examples: its KIF (the default) and its WXF record
  ['shogi', new URLSearchParams({ view: 'records' })],
  ['xiangqi', new URLSearchParams({ view: 'records' }), 'rec-example-wxf'],
  ['icn', new URLSearchParams({ view: 'icn' })],
];
const SIZES = [
  [1400, 900],
  [390, 844],
];

const { server, url } = await startPreview();
const browser = await launchChromium();
const only = process.argv[2];
for (const scheme of ['light', 'dark']) {
  for (const [width, height] of SIZES) {
    const page = await browser.newPage({ viewport: { width, height }, colorScheme: scheme });
    for (const [name, hash, example] of SCENES) {
      if (only && !name.includes(only)) continue;
      await page.goto(`${url}?s=${name}${width}${scheme}#${hash}`);
      await page.locator('[data-testid="board"], svg.infinite-board').first().waitFor({ timeout: 60_000 });
      if (example) await page.getByTestId(example).click();
      if (name === 'shogi' || name === 'xiangqi') await page.keyboard.press('End');
      // the opening's name is a lazy chunk: the picture waits for it rather than for its placeholder
      if (name === 'chess' || name === 'lichess')
        await page.waitForFunction(
          () => !document.querySelector('[data-testid="opening-name"]')?.textContent?.includes('Opening…'),
        );
      await page.waitForTimeout(300);
      const base = `${name}-${width}-${scheme}`;
      await page.screenshot({ path: path.join(out, `${base}-screen.png`) });
      await page.screenshot({ path: path.join(out, `${base}-page.png`), fullPage: true });
      console.log(path.join(out, `${base}-screen.png`));
    }
    await page.close();
  }
}
await browser.close();
await server.close();
