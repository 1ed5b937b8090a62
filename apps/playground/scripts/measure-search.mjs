/**
 * `node apps/playground/scripts/measure-search.mjs [--distinct]`: the search panel's times on a file of 100,000
 * games in Debian's Chromium (the production build, `vite preview`): `lichess-100.pgn` repeated 1,000 times (or,
 * with `--distinct`, 100,000 distinct games of `distinct-games.mjs`). The file is opened (the search worker indexes
 * it as it is listed), the first search is timed as soon as the list is read, then the position after six plies of the first game, the material of that position and
 * the start position are searched three times each: the time from the click to the answer on the page (the panel's
 * `data-wall-ms`) and in the worker (`data-ms`), and the index's build time. Build first (`pnpm build`).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { distinctGames } from './distinct-games.mjs';
import { launchChromium, startPreview } from './previewBrowser.mjs';

const GAMES = 100_000;
const data = fileURLToPath(new URL('../../../../shared/data/pgn/lichess-100.pgn', import.meta.url));
const distinct = process.argv.includes('--distinct');

async function fileOf() {
  if (distinct) return distinctGames(GAMES, data);
  const file = path.join(os.tmpdir(), `x-search-lichess-${GAMES}.pgn`);
  if (!fs.existsSync(file)) {
    const one = `${fs.readFileSync(data, 'utf8').trimEnd()}\n\n`;
    fs.writeFileSync(file, one.repeat(GAMES / 100));
  }
  return file;
}

const file = await fileOf();
const { server, url } = await startPreview();
const browser = await launchChromium();
try {
  const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
  await page.goto(`${url}#view=san`);
  await page.getByTestId('move-tree').waitFor({ timeout: 60_000 });
  const opened = Date.now();
  await page.getByTestId('pgn-file').setInputFiles(file);
  await page.waitForFunction(
    () => document.querySelector('[data-testid="db-progress"]')?.getAttribute('data-done') === 'true',
    undefined,
    { timeout: 600_000 },
  );
  console.log(
    `listed ${GAMES} games (${(fs.statSync(file).size / 1e6).toFixed(1)} MB) in ${((Date.now() - opened) / 1000).toFixed(1)} s`,
  );
  for (let i = 0; i < 6; i++) await page.getByTestId('nav-forward').click();
  const panel = page.getByTestId('search');
  const run = async () => {
    const before = await panel.getAttribute('data-answer');
    await page.getByTestId('search-run').click();
    await page.waitForFunction(
      (b) => document.querySelector('[data-testid="search"]')?.getAttribute('data-answer') !== b,
      before,
      { timeout: 900_000, polling: 20 },
    );
    return {
      count: await panel.getAttribute('data-count'),
      wall: Number(await panel.getAttribute('data-wall-ms')),
      worker: Number(await panel.getAttribute('data-ms')),
    };
  };
  const first = await run();
  console.log(
    `first search, as soon as the list is read: ${(first.wall / 1000).toFixed(2)} s, ${first.count} games`,
  );
  console.log(`index: ${await page.getByTestId('search-status').textContent()}`);
  for (const [kind, label, start] of [
    ['position', 'position after 6 plies', false],
    ['material', 'material after 6 plies', false],
    ['position', 'start position', true],
  ]) {
    if (start) await page.getByTestId('nav-start').click();
    await page.getByTestId(`search-kind-${kind}`).check();
    const times = [];
    let count = '';
    for (let i = 0; i < 3; i++) {
      const r = await run();
      times.push(`${r.wall.toFixed(0)} ms (worker ${r.worker.toFixed(0)})`);
      count = r.count ?? '';
    }
    console.log(`${label}: ${count} games; ${times.join(', ')}`);
  }
} finally {
  await browser.close();
  await server.close();
}
