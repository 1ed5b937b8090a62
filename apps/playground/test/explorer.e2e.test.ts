/**
 * The opening explorer of an open database (issue #52), in Debian's Chromium at 1400×900 and 390×844: on
 * `lichess-100.pgn` it lists the first moves with the counts and results `@x/san` gives (computed here
 * in-process: every game's first move and result; the totals are what `xn pgn stats` prints — 100 games, 55 won
 * by White, 43 by Black, 2 drawn), a click plays the move, the list's filter narrows it. The list's Elo and time
 * columns, the file input's name and the progress bar are checked on the way. Skipped, saying why, without
 * Chromium or ../shared/data. Screenshots in `artifacts/playground/explorer/`
 * (the explorer with a game open always, the others with `PLAYGROUND_SHOTS=1`). A file of more than 1 MB with bad
 * games gives the same marks and explorer with `navigator.hardwareConcurrency` 1 (one worker) and `SPLIT_CORES` (two).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readPgn, startingPosition, walkGame } from '@x/san';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { deep } from '../../../tests/depth.js';
import { SPLIT_BYTES, SPLIT_CORES } from '../src/lib/database/splitRead';
import { chromiumPath, shot, unfoldList, usePage } from './browserApp';

const artifacts = fileURLToPath(new URL('../../../artifacts/playground/explorer', import.meta.url));
const lichess = fileURLToPath(new URL('../../../../shared/data/pgn/lichess-100.pgn', import.meta.url));
const haveData = fs.existsSync(lichess);
if (!chromiumPath)
  console.warn('[explorer e2e] SKIPPED: Debian chromium not found (apt-get install chromium)');
if (!haveData) console.warn(`[explorer e2e] SKIPPED: ${lichess} is absent`);

/** Per first move (SAN): [games, White wins, draws, Black wins]; and the results of the file. */
async function firstMoves(file: string) {
  const moves = new Map<string, number[]>();
  const results = new Map<string, number>();
  for await (const r of readPgn(fs.createReadStream(file))) {
    if (!r.success) continue;
    const result = r.data.result ?? r.data.headers.get('Result') ?? '*';
    results.set(result, (results.get(result) ?? 0) + 1);
    walkGame(
      r.data,
      startingPosition(r.data),
      (step) => {
        if (step.ply !== 1) return;
        const c = moves.get(step.san) ?? [0, 0, 0, 0];
        moves.set(step.san, c);
        c[0]!++;
        if (result === '1-0') c[1]!++;
        else if (result === '1/2-1/2') c[2]!++;
        else if (result === '0-1') c[3]!++;
      },
      { variations: false },
    );
  }
  return { moves, results };
}

/** The explorer's rows as shown: SAN → [games, White wins, draws, Black wins]. */
async function shownMoves(page: Page): Promise<Map<string, number[]>> {
  const rows = await page
    .getByTestId('explorer-move')
    .evaluateAll((els) =>
      els.map((el) => [
        el.getAttribute('data-san') ?? '',
        [
          Number(el.getAttribute('data-games')),
          ...(el.getAttribute('data-results') ?? '').split('/').map(Number),
        ],
      ]),
    );
  return new Map(rows as [string, number[]][]);
}

/**
 * Where the current FEN's lines break: the characters a line starts with whose character before is not `/` or a
 * space (a break inside a word), and whether the text runs past the right edge of the window unscrollable.
 */
async function fenBreaks(page: Page): Promise<{ inWord: string[]; clipped: boolean }> {
  return page.getByTestId('current-fen').evaluate((code) => {
    const chars: { ch: string; top: number }[] = [];
    const walker = document.createTreeWalker(code, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      for (let i = 0; i < text.length; i++) {
        const range = document.createRange();
        range.setStart(node, i);
        range.setEnd(node, i + 1);
        chars.push({ ch: text[i] as string, top: Math.round(range.getBoundingClientRect().top) });
      }
    }
    const inWord: string[] = [];
    for (let i = 1; i < chars.length; i++) {
      const before = chars[i - 1]!;
      const at = chars[i]!;
      if (at.top > before.top && before.ch !== '/' && before.ch !== ' ' && at.ch !== ' ')
        inWord.push(`${before.ch}|${at.ch} at ${i}`);
    }
    const box = code.getBoundingClientRect();
    const scrolls = getComputedStyle(code).overflowX === 'auto';
    const clipped =
      box.right > document.documentElement.clientWidth + 1 ||
      (!scrolls && code.scrollWidth > code.clientWidth + 1);
    return { inWord, clipped };
  });
}

/** The list of lichess-100.pgn sorts by White's Elo and by time control. */
async function expectSorts(page: Page): Promise<void> {
  await expect
    .poll(() => page.getByTestId('db-table').getAttribute('data-rows'), { timeout: 30_000 })
    .toBe('100');
  const column = async (cls: string) =>
    page.locator(`[data-testid="db-row"] .${cls}`).evaluateAll((els) => els.map((e) => e.textContent ?? ''));
  await page.getByTestId('db-sort-whiteElo').click();
  const elos = (await column('c-elo')).filter((_, i) => i % 2 === 0).map(Number);
  expect(elos.length).toBeGreaterThan(5);
  expect(elos).toEqual([...elos].sort((a, b) => a - b));
  await page.getByTestId('db-sort-timeControl').click();
  const times = await column('c-tc');
  expect(times[0]).toMatch(/^\d+(\.\d+)?\+\d+$/);
}

describe.skipIf(!chromiumPath || !haveData)('the opening explorer of an open database', () => {
  // one page for the file: a test loads the app afresh in it or goes on in the last test's document (browserApp.ts)
  const app = usePage({ artifacts });

  // the file's counts, read once for both widths
  let counts: ReturnType<typeof firstMoves> | undefined;

  for (const [width, height] of [
    [1400, 900],
    [390, 844],
  ] as const) {
    // the phone width under `pnpm test:deep` (the same counts and click)
    it.skipIf(width < 1000 && !deep)(
      `${width} px: lists the first moves of lichess-100.pgn with @x/san's counts; a click plays one${width === 1400 ? '; the list sorts by Elo and time control' : ''}`,
      async () => {
        const { moves, results } = await (counts ??= firstMoves(lichess));
        // the totals `xn pgn stats` prints for this file
        expect(Object.fromEntries(results)).toEqual({ '1-0': 55, '0-1': 43, '1/2-1/2': 2 });
        // the 1400 px test's document resized for the 390 px one, the tab's link pasted into it (a fresh SAN tab),
        // else the app loaded afresh
        const page = await app.goTo('#view=san', { width, height });
        const errors = app.errors;
        await page.getByTestId('move-tree').waitFor({ timeout: 60_000 });
        await page.getByTestId('pgn-file').setInputFiles(lichess);
        // the name shows once the file is read (a moment on a loaded machine)
        await expect.poll(() => page.getByTestId('pgn-file-name').textContent()).toContain('lichess-100.pgn');
        const explorer = page.getByTestId('explorer');
        await expect.poll(() => explorer.getAttribute('data-indexed'), { timeout: 60_000 }).toBe('true');
        // the bar is full when the label says every game was read
        const bar = page.getByTestId('db-progress');
        await shot(page, artifacts, `indexed-${width}.jpg`);
        await expect.poll(() => bar.getAttribute('data-phase'), { timeout: 30_000 }).toBe('done');
        expect(await bar.evaluate((el: HTMLProgressElement) => el.value === el.max)).toBe(true);
        expect(await page.getByTestId('db-status').textContent()).toContain('every game reads');
        // the start position: every game, each first move with its results
        await expect.poll(() => explorer.getAttribute('data-games')).toBe('100');
        expect(await shownMoves(page)).toEqual(moves);
        const order = [...moves]
          .sort((a, b) => b[1][0]! - a[1][0]! || (a[0] < b[0] ? -1 : 1))
          .map(([san]) => san);
        expect(
          await page
            .getByTestId('explorer-move')
            .evaluateAll((els) => els.map((e) => e.getAttribute('data-san'))),
        ).toEqual(order);
        // open a game; its board shows the explorer of its start, then a click on the most played move plays it
        await page.getByTestId('db-row').first().click();
        await expect.poll(() => page.getByTestId('tags').textContent()).toContain('BFG9k');
        await page.getByTestId('nav-start').click();
        const top = order[0]!;
        // anywhere on the row, as on lichess (its results bar here)
        await page.locator(`[data-testid="explorer-move"][data-san="${top}"] .explorer-bar-cell`).click();
        await expect.poll(() => explorer.getAttribute('data-games')).toBe(String(moves.get(top)![0]));
        expect(await page.getByTestId('current-fen').textContent()).not.toMatch(
          /^rnbqkbnr\/pppppppp\/8\/8\/8\/8\//,
        );
        // the FEN wraps only after a rank's `/` or between fields, and nothing of it is clipped
        expect(await fenBreaks(page)).toEqual({ inWord: [], clipped: false });
        // what the screen shows (the window) and the whole page, with a game open and the explorer beside it
        await shot(page, artifacts, `explorer-window-${width}.jpg`, { keep: true, fullPage: false });
        await shot(page, artifacts, `explorer-${width}.jpg`, { keep: true });
        // the list's filter narrows the explorer: one player's games
        await page.getByTestId('nav-start').click();
        await unfoldList(page);
        await page.getByTestId('db-filter').fill('BFG9k');
        // every game of the file starts from the standard position: the explorer counts the games the list keeps
        await expect.poll(() => page.getByTestId('db-count').textContent()).toMatch(/^\d+ of 100 games/);
        const kept = /^(\d+) of/.exec((await page.getByTestId('db-count').textContent()) ?? '')?.[1];
        expect(Number(kept)).toBeGreaterThan(0);
        expect(Number(kept)).toBeLessThan(100);
        await expect.poll(() => explorer.getAttribute('data-games')).toBe(kept);
        expect(await page.getByTestId('explorer-status').textContent()).toContain('BFG9k');
        await page.getByTestId('db-filter').fill('');
        await expect.poll(() => explorer.getAttribute('data-games')).toBe('100');
        // the list sorted by Elo and time control (once: the same list at both widths)
        if (width === 1400) await expectSorts(page);
        expect(errors).toEqual([]);
        app.pass();
      },
    );
  }

  it('a move whose games are all unfinished (`*`): a grey bar saying so, not a blank one', async () => {
    const game = (n: number, result: string, moves: string) =>
      `[Event "u${n}"]\n[White "a"]\n[Black "b"]\n[Result "${result}"]\n\n${moves} ${result}\n`;
    const text = [
      game(1, '*', '1. d4 d5'),
      game(2, '*', '1. d4 Nf6'),
      game(3, '1-0', '1. e4 e5'),
      game(4, '*', '1. e4 c5'),
    ].join('\n');
    // the 390 px test's document, #view=san pasted into it (a fresh SAN tab), else the app loaded afresh
    const page = await app.goTo('#view=san', { width: 390, height: 844 });
    await page.getByTestId('move-tree').waitFor({ timeout: 60_000 });
    await page
      .getByTestId('pgn-file')
      .setInputFiles({ name: 'unfinished.pgn', mimeType: 'text/plain', buffer: Buffer.from(text) });
    const explorer = page.getByTestId('explorer');
    await expect.poll(() => explorer.getAttribute('data-indexed'), { timeout: 60_000 }).toBe('true');
    await expect.poll(() => explorer.getAttribute('data-games')).toBe('4');
    const row = (san: string) => page.locator(`[data-testid="explorer-move"][data-san="${san}"]`);
    expect(await row('d4').getAttribute('data-unfinished')).toBe('2');
    const grey = row('d4').getByTestId('explorer-unfinished');
    expect(await grey.textContent()).toBe('unfinished');
    expect((await grey.boundingBox())?.width).toBeGreaterThan(50);
    expect(await row('d4').locator('.explorer-bar').getAttribute('title')).toContain(
      'unfinished (no result) 100%',
    );
    // half of e4's games have a result: White's half and a grey half
    expect(await row('e4').getByTestId('explorer-unfinished').textContent()).toBe('50% *');
    expect(await row('e4').locator('.explorer-bar .white').textContent()).toBe('50%');
    await explorer.scrollIntoViewIfNeeded();
    await shot(page, artifacts, 'unfinished-390.jpg', { keep: true, fullPage: false });
    expect(app.errors).toEqual([]);
  });

  it('a file of more than 1 MB: the same marked games and explorer with one worker and with two', async () => {
    const one = fs.readFileSync(lichess, 'utf8').trimEnd();
    const bad = (n: number) => `[Event "bad ${n}"]\n[Result "*"]\n\n1. e4 e5 2. Ke3 *`;
    const parts: string[] = [bad(0)];
    for (let i = 0; i < 16; i++) parts.push(one, ...(i === 7 || i === 8 ? [bad(i)] : []));
    parts.push('[Event "bad end"]\n[Result "*"]\n\n1. d4 ) d5 *');
    const text = `${parts.join('\n\n')}\n`;
    expect(Buffer.byteLength(text)).toBeGreaterThan(SPLIT_BYTES);
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'explorer-e2e-')), 'big.pgn');
    fs.writeFileSync(file, text);
    const seen: Record<string, unknown>[] = [];
    try {
      for (const cores of [1, SPLIT_CORES]) {
        // the file's page, loaded afresh seeing `cores` cores (browserApp.ts), not a page of its own
        const page = await app.open('#view=san', { width: 1400, height: 900 }, cores);
        await page.getByTestId('move-tree').waitFor({ timeout: 60_000 });
        expect(await page.evaluate(() => navigator.hardwareConcurrency)).toBe(cores);
        await page.getByTestId('pgn-file').setInputFiles(file);
        const explorer = page.getByTestId('explorer');
        await expect.poll(() => explorer.getAttribute('data-indexed'), { timeout: 180_000 }).toBe('true');
        await expect
          .poll(() => page.getByTestId('db-progress').getAttribute('data-phase'), { timeout: 30_000 })
          .toBe('done');
        const marked = await page
          .locator('[data-testid="db-row"]:has([data-testid="db-error-mark"])')
          .evaluateAll((rows) => rows.map((r) => r.getAttribute('data-game')));
        seen.push({
          status: await page.getByTestId('db-status').textContent(),
          marked,
          games: await explorer.getAttribute('data-games'),
          moves: await shownMoves(page),
        });
        expect(app.errors).toEqual([]);
      }
    } finally {
      fs.rmSync(path.dirname(file), { recursive: true, force: true });
    }
    expect(String(seen[0]?.status)).toContain('4 with errors');
    expect(Number(seen[0]?.games)).toBeGreaterThanOrEqual(1600);
    expect(seen[1]).toEqual(seen[0]);
  }, 400_000);
});
