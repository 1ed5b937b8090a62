// scratch (not committed): screenshots of the analysis page with an engine served
import { spawn } from 'node:child_process';
import { launchChromium, startPreview } from './previewBrowser.mjs';
const XN = '/work/wip-242/packages/cli/dist/xn.cjs';
const out = '/tmp/wip242-shots';
const server = spawn(
  process.execPath,
  [XN, 'engine', 'serve', '--engine', '/usr/games/stockfish', '--port', '0'],
  { stdio: ['ignore', 'pipe', 'inherit'] },
);
console.log('engine pid', server.pid);
let buf = '';
const engineUrl = await new Promise((resolve) =>
  server.stdout.on('data', (d) => {
    buf += d;
    const m = /ws:\/\/127\.0\.0\.1:\d+\//.exec(buf);
    if (m) resolve(m[0]);
  }),
);
const OPERA = `[Event "Paris"]\n[White "Paul Morphy"]\n[Black "Duke Karl / Count Isouard"]\n[Result "1-0"]\n\n1. e4 e5 2. Nf3 d6 3. d4 Bg4 4. dxe5 Bxf3 5. Qxf3 dxe5 6. Bc4 Nf6 7. Qb3 Qe7 8. Nc3 c6 9. Bg5 b5 10. Nxb5\ncxb5 11. Bxb5+ Nbd7 12. O-O-O Rd8 13. Rxd7 Rxd7 14. Rd1 Qe6 15. Bxd7+ Nxd7 16. Qb8+ Nxb8 17. Rd8# 1-0\n`;
const { server: preview, url } = await startPreview();
const browser = await launchChromium();
const only = process.argv[2];
for (const scheme of ['light', 'dark']) {
  for (const [width, height] of [
    [1400, 900],
    [390, 844],
  ]) {
    if (only && !`${width}${scheme}`.includes(only)) continue;
    const page = await browser.newPage({ viewport: { width, height }, colorScheme: scheme });
    await page.goto(`${url}#view=san`);
    await page.evaluate((u) => localStorage.setItem('x-playground-engine', u), engineUrl);
    const hash = new URLSearchParams({ view: 'san', san: OPERA, node: '20' });
    await page.goto(`${url}?x=${width}${scheme}#${hash}`);
    await page.getByTestId('move-tree').waitFor({ timeout: 60000 });
    await page
      .waitForSelector('[data-testid="eval-gauge"]', { timeout: 30000 })
      .catch(() => console.log('no gauge'));
    await page.waitForTimeout(1500);
    await page.getByTestId('analysis-board').focus();
    for (let i = 0; i < 3; i++) { await page.keyboard.press('ArrowLeft'); await page.waitForTimeout(1200); }
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: `${out}/san-${width}-${scheme}.png` });
    await page.screenshot({ path: `${out}/san-${width}-${scheme}-page.png`, fullPage: true });
    if (width === 1400 && scheme === 'light') {
      await page.keyboard.press('?');
      await page.waitForTimeout(300);
      await page.screenshot({ path: `${out}/sheet-${width}-${scheme}.png` });
      await page.keyboard.press('Escape');
      await page.mouse.click(820, 420);
      await page.waitForTimeout(200);
      await page.screenshot({ path: `${out}/clicked-${width}-${scheme}.png` });
    }
    await page.close();
  }
}
await browser.close();
await preview.close();
server.kill('SIGINT');
console.log('done');
