/**
 * Walls placed by a move in Chromium (issue #50): duck chess and amazons, Fairy-Stockfish built-ins, played by
 * clicking in the Fairy-Stockfish tab, on the FEN & play board and on the analysis board of a pasted duck game
 * (issue #358) — the move, then its wall's square among the squares offered (checked against `@x/core` on
 * `@x/fairy-variants`' conversion) — with the duck and the arrows drawn on the board. Desktop (1400 px) and phone
 * (390 px) screenshots go to `artifacts/playground/walls/`.
 */
import { fileURLToPath } from 'node:url';
import { Position } from '@x/core';
import { builtinVariant, toVariant } from '@x/fairy-variants';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { chromiumPath, shot as save, usePage } from './browserApp';

const artifacts = fileURLToPath(new URL('../../../artifacts/playground/walls', import.meta.url));

/**
 * The wall squares `@x/core` offers after the move `from`-`to` of a built-in's start position (after the moves
 * `played`, UCI), sorted.
 */
function wallSquares(builtin: string, from: string, to: string, played: readonly string[] = []): string[] {
  const { variant } = toVariant(`[my-${builtin}:${builtin}]\n`, `my-${builtin}`);
  const pos = Position.fromFen(variant!.startFen, variant!);
  for (const uci of played) pos.play(uci);
  return pos
    .legalMoves()
    .filter((m) => m.from === from && m.to === to)
    .map((m) => m.fairy!.wall!)
    .sort();
}

describe.skipIf(!chromiumPath)('walls placed by a move', () => {
  // one page for the file: the 390 px test goes on in the 1400 px test's document (browserApp.ts)
  const app = usePage({ artifacts });

  /** The tab at `width`: the last test's document resized, the tab's link pasted into it, else loaded afresh. */
  async function open(width: number) {
    const page = await app.goTo('#view=fairy', { width, height: 900 });
    await page.getByRole('tabpanel').waitFor({ timeout: 60_000 });
    await page.waitForFunction(() => !document.querySelector('.loading'), undefined, {
      polling: 50,
      timeout: 60_000,
    });
    return { page, errors: app.errors };
  }

  // the walls are looked at: every shot kept
  const shot = (page: Page, name: string) => save(page, artifacts, `${name}.jpg`, { keep: true });

  /** The squares offered as targets now, sorted. */
  const offered = (page: Page) =>
    page
      .locator('[data-square]:has(.target)')
      .evaluateAll((els) => els.map((e) => e.getAttribute('data-square')!).sort());

  /** How many walls (`@x/diagram`'s duck or block) the board draws, on `square` or anywhere. */
  const walls = (page: Page, square?: string) =>
    page.evaluate((sq) => {
      const uses = [...document.querySelectorAll('use')].filter((u) =>
        /(^|[#-])(duck|wall)$/.test(u.getAttribute('href') ?? ''),
      );
      if (sq === undefined) return uses.length;
      const box = document.querySelector(`[data-square="${sq}"]`)?.getBoundingClientRect();
      if (!box) return 0;
      return uses.filter((u) => {
        const r = u.getBoundingClientRect();
        const [x, y] = [r.x + r.width / 2, r.y + r.height / 2];
        return x > box.left && x < box.right && y > box.top && y < box.bottom;
      }).length;
    }, square);

  /** The pieces (and walls) the board draws on `square`: their symbols' ids (`@x/diagram`'s `<use href>`). */
  const drawnOn = (page: Page, square: string) =>
    page.evaluate((sq) => {
      const box = document.querySelector(`[data-square="${sq}"]`)?.getBoundingClientRect();
      if (!box) return [];
      return [...document.querySelectorAll('.diagram .pieces use')]
        .filter((u) => {
          const r = u.getBoundingClientRect();
          const [x, y] = [r.x + r.width / 2, r.y + r.height / 2];
          return x > box.left && x < box.right && y > box.top && y < box.bottom;
        })
        .map((u) => u.getAttribute('href') ?? '');
    }, square);

  /** The marks of a square (`selected`, `last`) in the board's interaction layer. */
  const marksOf = async (page: Page, square: string) =>
    ((await page.locator(`[data-square="${square}"]`).getAttribute('class')) ?? '').split(' ');

  /**
   * While the wall of the move `from`-`to` waits: its piece drawn on `to` (the one it moved, `piece` its symbol's
   * id), `from` empty, both squares marked as the move, `to` as the piece in hand.
   */
  async function expectPending(page: Page, from: string, to: string, piece: string) {
    expect(await drawnOn(page, from), `${from} emptied by the move`).toEqual([]);
    expect(await drawnOn(page, to), `the moved piece on ${to}`).toEqual([piece]);
    expect(await marksOf(page, from)).toContain('last');
    expect(await marksOf(page, to)).toEqual(expect.arrayContaining(['last', 'selected']));
  }

  /** Clicks `from`, `to`, then the wall square; checks the squares offered for the wall on the way. */
  async function playWithWall(
    page: Page,
    builtin: string | undefined,
    from: string,
    to: string,
    wall: string,
    shotName?: string,
  ) {
    // (the board may still be drawing the position the test just set up: wait for the piece to stand there)
    await expect.poll(() => drawnOn(page, from), { message: `a piece on ${from}` }).toHaveLength(1);
    const [piece] = await drawnOn(page, from);
    await page.locator(`[data-square="${from}"]`).click();
    await page.locator(`[data-square="${to}"]`).click();
    await page.getByTestId('wall-hint').waitFor();
    await expectPending(page, from, to, piece!);
    if (builtin) expect(await offered(page)).toEqual(wallSquares(builtin, from, to));
    if (shotName) await shot(page, shotName);
    await page.locator(`[data-square="${wall}"]`).click();
    await expect.poll(() => page.getByTestId('moves').textContent()).toContain(`${from}${to},${to}${wall}`);
    expect(await walls(page, wall)).toBe(1);
  }

  /** No sideways scroll. */
  async function expectFits(page: Page, width: number) {
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scrollWidth, `scrolls sideways at ${width} px`).toBeLessThanOrEqual(width);
  }

  it('1400 px: duck chess and amazons by clicks, the duck and the arrows on the board, FEN & play', async () => {
    const { page, errors } = await open(1400);
    await page.getByTestId('fairy-builtin').selectOption('duck');
    await page.locator('[data-square="e2"]').waitFor();
    expect(await page.getByTestId('fairy-complete').textContent()).toContain('plays every rule');
    await playWithWall(page, 'duck', 'e2', 'e4', 'd5', 'duck-placing-1400');
    expect(await page.getByTestId('current-fen').textContent()).toBe(
      'rnbqkbnr/pppppppp/8/3*4/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1',
    );
    // the duck moves: one on the board, on its new square
    await playWithWall(page, undefined, 'g8', 'f6', 'h3');
    expect(await walls(page)).toBe(1);
    expect(await page.getByTestId('current-fen').textContent()).toBe(
      'rnbqkb1r/pppppppp/5n2/8/4P3/7*/PPPP1PPP/RNBQKBNR w KQkq - 1 2',
    );
    // the duck's square is no wall square for the next move
    await page.locator('[data-square="d2"]').click();
    await page.locator('[data-square="d4"]').click();
    expect(await offered(page)).not.toContain('h3');
    await page.locator('[data-square="h3"]').click(); // not offered: the move is not played
    expect(await page.getByTestId('moves').textContent()).not.toContain('d2d4');
    await shot(page, 'duck-1400');
    // amazons: the queen's move, then the arrow where the queen could go next
    await page.getByTestId('fairy-builtin').selectOption('amazons');
    await expect.poll(() => page.locator('[data-square]').count()).toBe(100);
    await playWithWall(page, 'amazons', 'd1', 'd5', 'd1');
    await playWithWall(page, undefined, 'a7', 'c7', 'c2');
    expect(await walls(page)).toBe(2);
    await shot(page, 'amazons-1400');
    // the FEN & play board: duck chess there too
    await page.getByTestId('fairy-builtin').selectOption('duck');
    await page.locator('[data-square="e2"]').waitFor();
    await page.getByTestId('fairy-play').click();
    await page.getByTestId('fen-input').waitFor();
    expect(await page.getByTestId('variant-picker').inputValue()).toBe('fairy:my-duck');
    await playWithWall(page, 'duck', 'b1', 'c3', 'e4');
    await shot(page, 'duck-fen-1400');
    expect(errors).toEqual([]);
    app.pass();
  });

  it('390 px: duck chess fits the phone, the duck placed by a tap', async () => {
    const { page, errors } = await open(390);
    await page.getByTestId('fairy-builtin').selectOption('duck');
    await page.locator('[data-square="e2"]').waitFor();
    await playWithWall(page, 'duck', 'e2', 'e4', 'e5');
    await expectFits(page, 390);
    await shot(page, 'duck-390');
    await page.getByTestId('fairy-builtin').selectOption('amazons');
    await expect.poll(() => page.locator('[data-square]').count()).toBe(100);
    await playWithWall(page, 'amazons', 'g1', 'g5', 'j8', 'amazons-placing-390');
    await expectFits(page, 390);
    await shot(page, 'amazons-390');
    expect(errors).toEqual([]);
  });

  it('the analysis board: a pasted duck game read whole and played on, the duck placed by a click', async () => {
    const page = await app.goTo('#view=san', { width: 1400, height: 900 });
    const errors = app.errors;
    await page.getByTestId('san-input').waitFor({ timeout: 60_000 });
    // a glued wall is part of its move in lenient mode (the default) too: the game reads, the duck on d4
    await page.getByTestId('san-input').fill('[Variant "duck"]\n\n1. e4,d5 Nf6,d4 *\n');
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.locator('.move-tree [data-path="0.0"]').click();
    const fen = () => page.getByTestId('current-fen').textContent();
    await expect.poll(fen).toBe(duckFen('e2e4,e4d5', 'g8f6,f6d4'));
    expect(await walls(page, 'd4')).toBe(1);
    // a move, then the duck's square among those offered (not the promotion picker's 32 identical choices)
    await page.locator('[data-square="b1"]').click();
    await page.locator('[data-square="c3"]').click();
    await page.getByTestId('wall-hint').waitFor();
    expect(await page.getByTestId('wall-hint').textContent()).toContain(
      'b1c3: now click a square for the duck',
    );
    expect(await offered(page)).toEqual(wallSquares('duck', 'b1', 'c3', ['e2e4,e4d5', 'g8f6,f6d4']));
    expect(await page.getByTestId('promotion-choices').count()).toBe(0);
    const knight = (await drawnOn(page, 'c3'))[0]!;
    await expectPending(page, 'b1', 'c3', knight);
    await shot(page, 'duck-analysis-placing-1400');
    // Escape takes the move back: the knight home, nothing offered, nothing played
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByTestId('wall-hint').count()).toBe(0);
    expect(await drawnOn(page, 'b1')).toEqual([knight]);
    expect(await drawnOn(page, 'c3')).toEqual([]);
    expect(await offered(page)).toEqual([]);
    // so does a click on the moved piece
    await page.locator('[data-square="b1"]').click();
    await page.locator('[data-square="c3"]').click();
    await page.getByTestId('wall-hint').waitFor();
    await page.locator('[data-square="c3"]').click();
    await expect.poll(() => page.getByTestId('wall-hint').count()).toBe(0);
    expect(await drawnOn(page, 'b1')).toEqual([knight]);
    expect(await fen()).toBe(duckFen('e2e4,e4d5', 'g8f6,f6d4'));
    await page.locator('[data-square="b1"]').click();
    await page.locator('[data-square="c3"]').click();
    await page.getByTestId('wall-hint').waitFor();
    await page.locator('[data-square="e5"]').click();
    await expect.poll(() => page.locator('.move-tree').textContent()).toContain('Nc3,e5');
    expect(await fen()).toBe(duckFen('e2e4,e4d5', 'g8f6,f6d4', 'b1c3,c3e5'));
    expect(await walls(page)).toBe(1);
    expect(await walls(page, 'e5')).toBe(1);
    expect(await page.getByTestId('san-input').inputValue()).toContain('2. Nc3,e5');
    await shot(page, 'duck-analysis-1400-light');
    try {
      await page.emulateMedia({ colorScheme: 'dark' });
      await shot(page, 'duck-analysis-1400-dark');
      await page.setViewportSize({ width: 390, height: 900 });
      await expectFits(page, 390);
      await shot(page, 'duck-analysis-390-dark');
      await page.emulateMedia({ colorScheme: 'light' });
      await shot(page, 'duck-analysis-390-light');
    } finally {
      await page.emulateMedia({ colorScheme: null });
    }
    expect(errors).toEqual([]);
  });
});

/** The FEN of duck chess after the moves `played` (UCI, the wall after a comma). */
function duckFen(...played: string[]): string {
  const variant = builtinVariant('duck')!;
  const pos = Position.fromFen(variant.startFen, variant);
  for (const uci of played) pos.play(uci);
  return pos.toFen();
}
