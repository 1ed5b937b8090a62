/**
 * One look per variant across tabs (issue #52), in Debian's Chromium: the FEN tab and the Fairy-Stockfish tab
 * draw xiangqi on intersections with river and palaces (red and black ringed discs), shogi as pentagons on plain
 * squares, makruk on plain squares with the chess images, as the SAN tab does — the one `Board` component with the
 * variant's look. Skipped, saying why, without Chromium. Screenshots (`PLAYGROUND_SHOTS=1`) in
 * `artifacts/playground/boards/`.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { variants } from '@x/core/variant';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ALL_SHOTS, chromiumPath, usePage } from './browserApp';

const artifacts = fileURLToPath(new URL('../../../artifacts/playground/boards', import.meta.url));
if (!chromiumPath) console.warn('[boards e2e] SKIPPED: Debian chromium not found (apt-get install chromium)');

/** What a board of each look shows: its style (@x/diagram's), its pieces. */
const LOOKS = [
  { id: 'xiangqi', style: 'xiangqi', count: 32 },
  { id: 'shogi', style: 'shogi', count: 40 },
  { id: 'makruk', style: 'makruk', count: 32 },
  { id: 'chess', style: 'checkered', count: 32 },
] as const;

/** Checks the board on the page has the look of `look`. */
async function hasLook(page: Page, look: (typeof LOOKS)[number]): Promise<void> {
  const board = page.getByTestId('board').first();
  await expect.poll(() => board.getAttribute('data-style'), { timeout: 30_000 }).toBe(look.style);
  // every piece drawn by @x/diagram (one <use> each), none as letters
  await expect
    .poll(() => board.locator('.diagram .pieces use').count(), { timeout: 30_000 })
    .toBe(look.count);
}

describe.skipIf(!chromiumPath)('one board look per variant on every tab', () => {
  // one page for the file (browserApp.ts)
  const app = usePage({ artifacts });

  /** The board's picture, when every screenshot is wanted (`PLAYGROUND_SHOTS=1`). */
  async function boardShot(page: Page, name: string) {
    if (ALL_SHOTS)
      await page
        .getByTestId('board')
        .first()
        .screenshot({ path: path.join(artifacts, name) });
  }

  it('FEN & play draws each variant with its look', async () => {
    const hash = (look: (typeof LOOKS)[number]) => {
      const fen = (variants as Record<string, { startFen: string }>)[look.id]!.startFen;
      return `view=fen&variant=${look.id}&fen=${encodeURIComponent(fen)}`;
    };
    // the first look loaded afresh, the others by their link pasted into the same tab (the app reads the new hash
    // as a new state: the view is made again), not a page load each
    const page = await app.open(`#${hash(LOOKS[0])}`);
    for (const look of LOOKS) {
      if (look !== LOOKS[0]) {
        await page.evaluate((h) => {
          window.location.hash = h;
        }, hash(look));
      }
      await hasLook(page, look);
      await boardShot(page, `fen-${look.id}.jpg`);
      expect(app.errors).toEqual([]);
    }
    app.pass();
  }, 400_000);

  it('the Fairy-Stockfish tab draws its built-ins with the same looks', async () => {
    // the last test's document, the tab's link pasted into it (else loaded afresh)
    const page = await app.goTo('#view=fairy');
    for (const look of LOOKS.filter((l) => l.id !== 'chess')) {
      await page.getByTestId('fairy-builtin').selectOption(look.id);
      await hasLook(page, look);
      await boardShot(page, `fairy-${look.id}.jpg`);
    }
    expect(app.errors).toEqual([]);
  });
});
