/**
 * The position search of an open database (issue #95), in Debian's Chromium at 1400×900 and 390×844: on
 * `lichess-100.pgn`, the position after six plies of its first game is searched; the games listed, and the ply
 * of each, are those found here in-process by replaying every game with `@x/san` (the first ply whose board and
 * side to move are the position's); a click on a found game opens it at that ply. The file is indexed as soon as it
 * is open (the panel is ready before the first search), and the games found are marked in the main game list too,
 * each with its ply, which can list only them and opens a game there. The pieces of chosen squares
 * (a sub-position) and the material are searched too, and checked the same way. Skipped, saying why, without
 * Chromium or ../shared/data. Screenshots in `artifacts/playground/search/`.
 */
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { readPgn, startingPosition, walkGame } from '@x/san';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { deep } from '../../../tests/depth.js';
import { chromiumPath, shot, usePage } from './browserApp';

const artifacts = fileURLToPath(new URL('../../../artifacts/playground/search', import.meta.url));
const lichess = fileURLToPath(new URL('../../../../shared/data/pgn/lichess-100.pgn', import.meta.url));
const haveData = fs.existsSync(lichess);
if (!chromiumPath) console.warn('[search e2e] SKIPPED: Debian chromium not found (apt-get install chromium)');
if (!haveData) console.warn(`[search e2e] SKIPPED: ${lichess} is absent`);

/** Each game's positions in order (the start first): board and side to move, and the board's squares. */
async function gamePositions(file: string): Promise<string[][]> {
  const games: string[][] = [];
  for await (const r of readPgn(fs.createReadStream(file))) {
    if (!r.success) throw new Error('lichess-100.pgn reads');
    const start = startingPosition(r.data);
    const fens = [start.toFen()];
    walkGame(r.data, start, (step) => fens.push(step.position.toFen()), { variations: false });
    games.push(fens.map((fen) => fen.split(' ').slice(0, 2).join(' ')));
  }
  return games;
}

/** The games (their place in the file) and first plies where `holds` is true of a position (board and side). */
function oracle(games: readonly string[][], holds: (position: string) => boolean): string[] {
  const found: string[] = [];
  games.forEach((fens, index) => {
    const ply = fens.findIndex(holds);
    if (ply >= 0) found.push(`${index}@${ply}`);
  });
  return found;
}

/** The games the panel lists, as `index@ply`. */
async function listed(page: Page): Promise<string[]> {
  return page
    .getByTestId('search-result')
    .evaluateAll((els) => els.map((e) => `${e.getAttribute('data-index')}@${e.getAttribute('data-ply')}`));
}

/** The board of a FEN as 64 squares (`.` empty), ranks from the eighth. */
function squares(board: string): string[] {
  return board
    .replace(/\d/g, (n) => '.'.repeat(Number(n)))
    .replaceAll('/', '')
    .split('');
}

/** The rows of the main game list drawn (it is virtualised) that the search marks, as `index@ply`. */
async function marked(page: Page): Promise<string[]> {
  return page
    .locator('[data-testid="db-row"][data-found-ply]')
    .evaluateAll((els) =>
      els.map((e) => `${e.getAttribute('data-game')}@${e.getAttribute('data-found-ply')}`),
    );
}

/**
 * Runs a search and waits for its answer (a new `data-answer`, the request's number: two answers can take the same
 * time, so the time does not tell them apart), which it returns with the count.
 */
async function run(page: Page): Promise<number> {
  const panel = page.getByTestId('search');
  const before = await panel.getAttribute('data-answer');
  await page.getByTestId('search-run').click();
  await expect.poll(() => panel.getAttribute('data-answer'), { timeout: 60_000 }).not.toBe(before);
  return Number(await panel.getAttribute('data-count'));
}

describe.skipIf(!chromiumPath || !haveData)('the position search of an open database', () => {
  const app = usePage({ artifacts });
  let positions: Promise<string[][]> | undefined;

  for (const [width, height] of [
    [1400, 900],
    [390, 844],
  ] as const) {
    // the phone width under `pnpm test:deep` (the same searches; the tab's phone layout: layout.e2e.test.ts)
    it.skipIf(width < 1000 && !deep)(
      `${width} px: a position, a sub-position and a material found as a replay finds them; a game opened at its ply`,
      async () => {
        const games = await (positions ??= gamePositions(lichess));
        const page = await app.goTo('#view=san', { width, height });
        await page.getByTestId('move-tree').waitFor({ timeout: 60_000 });
        await page.getByTestId('pgn-file').setInputFiles(lichess);
        await expect
          .poll(() => page.getByTestId('tags').textContent(), { timeout: 60_000 })
          .toContain('BFG9k');
        // six plies into the first game
        for (let i = 0; i < 6; i++) await page.getByTestId('nav-forward').click();
        await expect.poll(() => page.getByTestId('current-ply').textContent()).toMatch(/^ply 6:/);
        const target = games[0]![6]!;
        const panel = page.getByTestId('search');
        await panel.waitFor({ timeout: 60_000 });
        await page.getByTestId('search-kind-position').check();
        // indexed when the file was opened, not at the first search
        await expect.poll(() => panel.getAttribute('data-phase'), { timeout: 60_000 }).toBe('ready');
        const count = await run(page);
        const expected = oracle(games, (p) => p === target);
        expect(expected.length).toBeGreaterThan(0);
        expect(count).toBe(expected.length);
        expect(await listed(page)).toEqual(expected);
        expect(await panel.getAttribute('data-phase')).toBe('ready');
        await shot(page, artifacts, `position-${width}.png`, { keep: true });
        // the main game list marks the same games with their plies, and lists only them on request
        const drawn = await marked(page);
        expect(drawn.length).toBeGreaterThan(0);
        for (const m of drawn) expect(expected).toContain(m);
        await page.getByTestId('db-found-only').check();
        await expect
          .poll(() => page.getByTestId('db-count').textContent())
          .toMatch(new RegExp(`^${expected.length} of 100 games`));
        expect(await marked(page)).toEqual(expected.slice(0, (await marked(page)).length));
        expect(await page.getByTestId('db-row').count()).toBe((await marked(page)).length);
        await page.getByTestId('db-found-only').uncheck();
        // on a phone a game found is a row of a thumb's size (a link's line, 17 px, before)
        await page.setViewportSize({ width: 390, height: 844 });
        expect(
          (await page.getByTestId('search-result').first().boundingBox())?.height,
        ).toBeGreaterThanOrEqual(44);
        await page.setViewportSize({ width, height });
        // the last game found opens at its ply, on the position searched
        const last = page.getByTestId('search-result').last();
        const ply = Number(await last.getAttribute('data-ply'));
        const index = Number(await last.getAttribute('data-index'));
        await last.click();
        await expect
          .poll(() => page.getByTestId('current-ply').textContent())
          .toMatch(ply === 0 ? /^start/ : new RegExp(`^ply ${ply}:`));
        const fen = (await page.getByTestId('current-fen').textContent()) ?? '';
        expect(fen.split(' ').slice(0, 2).join(' ')).toBe(target);
        expect(games[index]![ply]).toBe(target);
        // the pieces of two squares, e4 and the square of Black's king, as a sub-position
        const board = squares(target.split(' ')[0]!);
        const king = board.indexOf('k');
        const chosen = [4 * 8 + 4, king].filter((s) => board[s] !== '.');
        await page.getByTestId('search-kind-squares').check();
        for (const s of chosen) await page.locator(`[data-square="${Math.floor(s / 8)}:${s % 8}"]`).click();
        const subCount = await run(page);
        const sub = oracle(games, (p) => {
          const b = squares(p.split(' ')[0]!);
          return chosen.every((s) => b[s] === board[s]);
        });
        expect(subCount).toBe(sub.length);
        expect(await listed(page)).toEqual(sub);
        await shot(page, artifacts, `squares-${width}.png`, { keep: true });
        // the material of the board
        await page.getByTestId('search-kind-material').check();
        const materialCount = await run(page);
        const material = (p: string) =>
          squares(p.split(' ')[0]!)
            .filter((c) => c !== '.')
            .sort()
            .join('');
        const same = oracle(games, (p) => material(p) === material(target));
        expect(materialCount).toBe(same.length);
        expect(await listed(page)).toEqual(same);
        // a game the search found, opened from the main game list, opens at its ply
        const row = page.locator('[data-testid="db-row"][data-found-ply]').last();
        const rowPly = Number(await row.getAttribute('data-found-ply'));
        const rowIndex = Number(await row.getAttribute('data-game'));
        expect(same).toContain(`${rowIndex}@${rowPly}`);
        await row.click();
        await expect
          .poll(() => page.getByTestId('current-ply').textContent())
          .toMatch(rowPly === 0 ? /^start/ : new RegExp(`^ply ${rowPly}:`));
        expect(app.errors).toEqual([]);
        app.pass();
      },
    );
  }
});
