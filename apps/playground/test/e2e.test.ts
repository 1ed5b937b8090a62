/**
 * End-to-end tests in a real browser: Debian's Chromium driven by playwright-core.
 * Skipped (visibly) where /usr/bin/chromium is absent; `.ci/run` installs it so CI always runs them.
 * What needs the real page: moves made by clicking (the board maps the pointer to a square by its layout), the
 * flipped board's geometry, the infinite board panned, dragged and zoomed, perft in a Web Worker, links reopened,
 * files opened. The checks of what a view says after an input (errors and their highlighted spans, canonical text,
 * the converter, nonsense in every editor, the tabs and the keyboard's move) run without a browser in
 * views.dom.test.ts. Screenshots go to `artifacts/playground/` with `PLAYGROUND_SHOTS=1` (browserApp.ts).
 */
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Position, perft } from '@x/core';
import { variants } from '@x/core/variant';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { chromiumPath, finishTest, gifImages, shot, usePage } from './browserApp';

const artifacts = fileURLToPath(new URL('../../../artifacts/playground', import.meta.url));

if (!chromiumPath) {
  console.warn(
    '[playground e2e] SKIPPED: Debian chromium not found (apt-get install chromium); browser tests not run',
  );
}

const START = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';

/** Clicks the board's "GIF" and reads the file downloaded: its name and its images (`GIF89a` checked). */
async function downloadedGif(page: Page): Promise<{ name: string; images: number }> {
  const [file] = await Promise.all([
    page.waitForEvent('download', { timeout: 60_000 }),
    page.getByTestId('download-gif').click(),
  ]);
  const gif = new Uint8Array(fs.readFileSync(await file.path()));
  expect(new TextDecoder().decode(gif.subarray(0, 6))).toBe('GIF89a');
  return { name: file.suggestedFilename(), images: gifImages(gif) };
}

describe.skipIf(!chromiumPath)('playground in Chromium', () => {
  // one page for the file: a test loads the app afresh in it or goes on in the last test's document (browserApp.ts)
  const app = usePage({ artifacts });
  const LAPTOP = { width: 1366, height: 850 };

  /**
   * The app at a hash on a laptop-sized page, collecting console errors: the link pasted into the document the
   * last test left (`app.pass`; the app mounts the view afresh from it), else the app loaded afresh at it.
   */
  async function open(hash: string): Promise<{ page: Page; errors: string[] }> {
    const page = await app.goTo(hash, LAPTOP);
    await page.getByRole('tablist').waitFor({ timeout: 60_000 });
    return { page, errors: app.errors };
  }

  /** Loads the page's own link afresh in it: what the URL reproduces. */
  async function reopen(page: Page): Promise<Page> {
    await app.load(page.url(), LAPTOP);
    await page.getByRole('tablist').waitFor({ timeout: 60_000 });
    return page;
  }

  const finish = (page: Page, errors: string[], name: string) =>
    finishTest(app, page, artifacts, errors, name);

  /** The text under the error highlight. */
  /** Opens a view (`#view=<view>`) and finds its editor (`<view>-input`). */
  async function openView(view: string) {
    const opened = await open(`#view=${view}`);
    const input = opened.page.getByTestId(`${view}-input`);
    // the view's chunk loads after the shell: a hang guard as long as the shell's on a loaded machine
    await input.waitFor({ timeout: 60_000 });
    return { ...opened, input };
  }

  /** Clicks the centre of what `selector` finds with the mouse (pieces and targets overlap in the SVG). */
  async function clickAt(page: Page, selector: string) {
    const box = await page.locator(selector).boundingBox();
    if (!box) throw new Error(`${selector} is not drawn`);
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  }

  const highlighted = (page: Page) => page.getByTestId('error-highlight').textContent();

  /** Types `text` into `input` and expects the error `code` with `span` highlighted in the editor. */
  async function expectError(input: Locator, text: string, code: string, span?: string) {
    const page = input.page();
    await input.fill(text);
    expect(await page.getByTestId('error-code').textContent()).toBe(code);
    if (span !== undefined) expect(await highlighted(page)).toBe(span);
  }

  it('FEN: valid and invalid input, canonical text, a move by clicking, undo, perft', async () => {
    const { page, errors, input } = await openView('fen');
    await expectError(
      input,
      'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNX w KQkq - 0 1',
      'unknown-piece',
      'X',
    );
    // a rank of 7 squares highlights that rank, not the whole board (issue #19)
    await expectError(
      input,
      'rnbqkbnr/ppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1',
      'rank-count',
      'ppppppp',
    );
    expect(await page.getByTestId('error').textContent()).toContain(', line 1, column 10.');
    // parsed but not a legal position: the engine's PositionError code
    const kingless = '8/8/8/8/8/8/8/8 w - - 0 1';
    let expectedCode = '';
    try {
      Position.fromFen(kingless);
    } catch (e) {
      expectedCode = (e as { code: string }).code;
    }
    await input.fill(kingless);
    expect(expectedCode).not.toBe('');
    expect(await page.getByTestId('error-code').textContent()).toBe(expectedCode);
    await input.fill('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq -');
    await page.getByTestId('ok').waitFor();
    expect(await page.getByTestId('canonical').textContent()).toBe(START);
    expect(await page.getByTestId('canonical-flag').textContent()).toContain('not canonical');
    // a neutral note, not an error: grey, no ✘ (issue #19)
    const flag = page.getByTestId('canonical-flag');
    expect(await flag.textContent()).not.toContain('✘');
    expect(await flag.evaluate((e) => getComputedStyle(e).color)).toBe('rgb(91, 101, 112)'); // --muted
    await input.fill(START);
    expect(await page.getByTestId('canonical-flag').textContent()).toContain('is canonical');
    await page.locator('[data-square="e2"]').click();
    expect(await page.locator('[data-square="e4"] .target').count()).toBe(1);
    await page.locator('[data-square="e4"]').click();
    expect(await page.getByTestId('moves').textContent()).toContain('e4');
    expect(await page.getByTestId('status').textContent()).toContain('black to move');
    expect(await page.getByTestId('current-fen').textContent()).toBe(
      'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1',
    );
    await page.locator('[data-square="g8"]').click();
    await page.locator('[data-square="f6"]').click();
    // the list writes SAN (@x/san loads after the first paint; UCI only until then)
    await expect.poll(() => page.getByTestId('moves').textContent()).toBe('e4 Nf6');
    await page.getByTestId('undo').click();
    expect(await page.getByTestId('status').textContent()).toContain('black to move');
    // flipped: h8 is drawn at the bottom left
    await page.getByTestId('flip').click();
    const a1 = await page.locator('[data-square="a1"]').boundingBox();
    const h8 = await page.locator('[data-square="h8"]').boundingBox();
    expect(a1 && h8 && h8.x < a1.x && h8.y > a1.y).toBe(true);
    await page.getByTestId('flip').click();
    await page.getByTestId('perft-depth').fill('2');
    await page.getByTestId('perft-run').click();
    await page.getByText('perft(2) = ').waitFor();
    expect(await page.getByTestId('perft-result').textContent()).toMatch(/^perft\(2\) = 600 /);
    // the URL reproduces the input
    const again = await reopen(page);
    expect(await again.getByTestId('fen-input').inputValue()).toBe(START);
    expect(await again.getByTestId('current-fen').textContent()).toBe(
      'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1',
    );
    // perft in a Web Worker, with its progress bar full at the end
    const fen = 'k7/8/8/8/8/8/8/KR6 w - - 0 1';
    await page.getByTestId('fen-input').fill(fen);
    await page.getByTestId('perft-depth').fill('5');
    await page.getByTestId('perft-run').click();
    // a hang guard, not a bound: 0.2 M nodes in the worker take seconds on a loaded machine
    await page.getByText('perft(5) = ').waitFor({ timeout: 60_000 });
    expect(await page.getByTestId('perft-progress').getAttribute('value')).toBe(
      await page.getByTestId('perft-progress').getAttribute('max'),
    );
    expect(await page.getByTestId('perft-result').textContent()).toMatch(
      new RegExp(`^perft\\(5\\) = ${perft(Position.fromFen(fen), 5)} `),
    );
    await finish(page, errors, 'fen');
  });

  it('FEN: mate is shown, promotion offers a choice, drops come from the hand', async () => {
    const { page, errors } = await open(
      `#view=fen&variant=chess&fen=${encodeURIComponent('rnbqkbnr/ppppp2p/5p2/6p1/4P3/3P4/PPP2PPP/RNBQKBNR w KQkq - 0 3')}`,
    );
    await page.locator('[data-square="d1"]').click();
    await page.locator('[data-square="h5"]').click();
    expect(await page.getByTestId('status').textContent()).toContain('checkmate');
    await page.getByTestId('fen-input').fill('k7/8/1K6/8/8/8/8/2Q5 w - - 0 1');
    await page.locator('[data-square="c1"]').click();
    await page.locator('[data-square="c7"]').click();
    expect(await page.getByTestId('status').textContent()).toBe('stalemate');
    await page.getByTestId('fen-input').fill('8/P6k/8/8/8/8/8/K7 w - - 0 1');
    await page.locator('[data-square="a7"]').click();
    await page.locator('[data-square="a8"]').click();
    const choices = page.getByTestId('promotion-choices').getByRole('button');
    expect(await choices.count()).toBe(4);
    await choices.first().click();
    expect(await page.getByTestId('current-fen').textContent()).toMatch(/^Q7\//);
    await page.getByTestId('variant-picker').selectOption('crazyhouse');
    await page.getByTestId('fen-input').fill('4k3/8/8/8/8/8/8/4K3[Nn] w - - 0 1');
    await page.locator('[data-hand="white@knight"]').click();
    await page.locator('[data-square="d4"]').click();
    expect(await page.getByTestId('current-fen').textContent()).toContain('3N4');
    // the game played here (one drop) downloads as an animated GIF, made in the page: a frame per position
    expect(await downloadedGif(page)).toEqual({ name: 'crazyhouse-game.gif', images: 2 });
    // the user's own files: an @x/core variant as JSON, a SjaakII variants.txt
    const mine = { ...variants.capablanca, id: 'my-capa', name: 'My Capablanca' };
    await page.getByTestId('variant-file').setInputFiles({
      name: 'my-capa.json',
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify(mine)),
    });
    await page.locator('[data-square="j1"]').waitFor();
    expect(await page.getByTestId('variant-picker').inputValue()).toBe('json:my-capa');
    await page.locator('[data-square="j2"]').click();
    await page.locator('[data-square="j4"]').click();
    expect(await page.getByTestId('moves').textContent()).toContain('j4');
    const sjaakText = [
      'Variant: Tiny (4x4)',
      'Board: 4x4',
      'FEN: "1k2/4/4/1KR1 w - - 0 1"',
      'Piece: Rook',
      'Move: slide (H,V)',
      'Symbol: "R", "R,r"',
      'Piece: King',
      'Move: leap (1,0)|(1,1)',
      'Symbol: "K", "K,k"',
      'Flags: royal',
      '',
    ].join('\n');
    await page.getByTestId('variant-file').setInputFiles({
      name: 'variants.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from(sjaakText),
    });
    // d4 is on the Capablanca board too: wait for the 4x4 board itself (CI's loaded machine was slower)
    await expect.poll(() => page.locator('[data-square]').count(), { timeout: 15_000 }).toBe(16);
    await finish(page, errors, 'fen-play');
  });

  it('SAN movetext: a move played at the end by clicking (errors, drops: views.dom.test.ts; analysis board: analysis.e2e.test.ts)', async () => {
    const { page, errors, input } = await openView('san');
    await input.fill('1.e4 e5 2.Nf3');
    await page.getByTestId('ok').waitFor();
    await page.getByTestId('nav-end').click();
    await page.locator('[data-square="b8"]').click();
    await page.locator('[data-square="c6"]').click();
    expect(await input.inputValue()).toBe('1. e4 e5 2. Nf3 Nc6\n');
    expect(await page.getByTestId('current-ply').textContent()).toBe('ply 4: 2… Nc6');
    await finish(page, errors, 'san');
  });

  it('ICN: errors, a move by clicking, pan and zoom the infinite board, coordinates near 10^30', async () => {
    const { page, errors, input } = await openView('icn');
    const original = await input.inputValue();
    await expectError(input, 'w 0/100 1 K5,1|k5,8 K5,1>>5,2', 'syntax', '>');
    await input.fill(original);
    await page.getByTestId('ok').waitFor();
    expect(await page.getByTestId('canonical-flag').textContent()).toContain('is canonical');
    // the chess pieces are drawn with the images of the other boards (issue #38), no debug dump is open
    expect(await page.locator('[data-x="5"][data-y="1"] use').count()).toBe(1);
    expect(await page.locator('[data-x="5"][data-y="8"] use').count()).toBe(1);
    expect(await page.locator('details.json[open]').count()).toBe(0);
    // a move by clicking: pawn 5,2 → 5,4
    await clickAt(page, '[data-x="5"][data-y="2"]');
    await clickAt(page, '[data-target="5,4"]');
    expect(await page.getByTestId('moves').textContent()).toContain('5,2>5,4');
    expect(await page.getByTestId('status').textContent()).toContain('black to move');
    // the reply with the keyboard: go to 5,7, Enter selects, two steps down, Enter moves
    await page.getByLabel('go to x,y').fill('5,7');
    await page.getByLabel('go to x,y').press('Enter');
    await page.getByTestId('infinite-board').focus();
    for (const key of ['Enter', 'ArrowDown', 'ArrowDown', 'Enter']) await page.keyboard.press(key);
    expect(await page.getByTestId('moves').textContent()).toContain('5,7>5,5');
    // the move list is clickable: the position after the first move, then back to the game by a click on the board
    await page.getByTestId('moves').getByRole('button', { name: '5,2>5,4' }).click();
    await page.getByTestId('icn-viewing').waitFor();
    expect(await page.locator('[data-x="5"][data-y="7"] use').count()).toBe(1);
    await clickAt(page, '[data-x="1"][data-y="1"]');
    expect(await page.getByTestId('icn-viewing').count()).toBe(0);
    expect(await page.locator('[data-x="5"][data-y="5"] use').count()).toBe(1);
    // pan with a button, by dragging, and with the keyboard
    const centerX = async () => BigInt((await page.getByTestId('center-x').textContent()) ?? '');
    const centerY = async () => BigInt((await page.getByTestId('center-y').textContent()) ?? '');
    const x0 = await centerX();
    await page.getByRole('button', { name: 'pan right' }).click();
    const x1 = await centerX();
    expect(x1 > x0).toBe(true);
    const board = await page.getByTestId('infinite-board').boundingBox();
    if (!board) throw new Error('no board');
    await page.mouse.move(board.x + 300, board.y + 200);
    await page.mouse.down();
    await page.mouse.move(board.x + 150, board.y + 300, { steps: 5 });
    await page.mouse.up();
    expect((await centerX()) > x1).toBe(true);
    await page.getByTestId('infinite-board').focus();
    const y1 = await centerY();
    await page.keyboard.press('ArrowUp');
    expect(await centerY()).toBe(y1 + 1n);
    await page.getByRole('button', { name: 'zoom out' }).click();
    // the link reproduces the moves and the view
    const seen = { x: await centerX(), y: await centerY() };
    const again = await reopen(page);
    expect(await again.getByTestId('moves').textContent()).toContain('5,7>5,5');
    expect(await again.getByTestId('center-x').textContent()).toBe(String(seen.x));
    expect(await again.getByTestId('center-y').textContent()).toBe(String(seen.y));
    await page.getByTestId('fit').click();
    // a game: replayed by @x/icn, then check by clicking; an illegal move of a game is highlighted
    await page.getByTestId('example-game').click();
    expect(await page.getByTestId('ok').textContent()).toContain('6 moves replayed');
    const game = await input.inputValue();
    await clickAt(page, '[data-x="8"][data-y="5"]');
    await clickAt(page, '[data-target="6,7"]');
    // no mate on the unbounded board: the king walks out over rank 8
    expect(await page.getByTestId('status').textContent()).toBe('black to move — check');
    expect(await page.getByTestId('moves').textContent()).toContain('Q8,5>6,7');
    // the game (its 6 moves and the one played here) as an animated GIF: a frame per position, one window
    expect(await downloadedGif(page)).toEqual({ name: 'icn-game.gif', images: 8 });
    await expectError(input, game.replace('Q4,1>8,5', 'K5,1>5,3'), 'illegal-move', 'K5,1>5,3');
    // the reason in words, the move and its ply in the place (not "unreachable (unreachable)")
    const said = (await page.getByTestId('error').textContent()) ?? '';
    expect(said).toMatch(/, at K5,1>5,3 \(ply 5\), line 1, column \d+\./);
    expect(said).not.toMatch(/\b([a-z]+(?:-[a-z]+)*) \(\1\)/);
    // promotion on the unbounded board: a chooser of the allowed types
    await input.fill('w 0/100 1 (8;Q,N|1) K1,1|k8,1|P5,7');
    await clickAt(page, '[data-x="5"][data-y="7"]');
    await clickAt(page, '[data-target="5,8"]');
    const promote = page.getByTestId('promotion-choices').getByRole('button');
    expect(await promote.allTextContents()).toEqual(['queen', 'knight']);
    await promote.last().click();
    expect(await page.getByTestId('moves').textContent()).toContain('P5,7>5,8=N');
    // far away: coordinates around 10^30
    await page.getByTestId('example-far').click();
    await page.getByTestId('ok').waitFor();
    expect((await page.getByTestId('center-x').textContent())?.length).toBeGreaterThanOrEqual(30);
    expect(await page.locator('[data-x="1000000000000000000000000000000"]').count()).toBe(1);
    await page.getByRole('button', { name: 'pan left' }).click();
    await page.getByTestId('fit').click();
    expect(await page.locator('[data-x="1000000000000000000000000000000"]').count()).toBe(1);
    // zoom out until every piece is on screen (the logarithmic overview), then back in
    const zoomOut = page.getByRole('button', { name: 'zoom out' });
    for (let i = 0; i < 20 && (await page.getByTestId('overview').count()) === 0; i++) await zoomOut.click();
    const overview = page.getByTestId('overview');
    const frame = await overview.boundingBox();
    const shown = page.locator('[data-testid="overview"] .overview-piece');
    expect(await shown.count()).toBe(4); // every piece of the example, 10^30 apart from Q-7,-3
    for (const box of await Promise.all((await shown.all()).map((g) => g.boundingBox()))) {
      expect(box && frame).toBeTruthy();
      if (!box || !frame) continue;
      expect(box.x).toBeGreaterThanOrEqual(frame.x);
      expect(box.y).toBeGreaterThanOrEqual(frame.y);
      expect(box.x + box.width).toBeLessThanOrEqual(frame.x + frame.width + 1);
      expect(box.y + box.height).toBeLessThanOrEqual(frame.y + frame.height + 1);
    }
    expect(await overview.textContent()).toContain('-7,-3');
    await shot(page, artifacts, 'icn-overview.jpg', { fullPage: false });
    await page.getByRole('button', { name: 'zoom in' }).click();
    expect(await page.getByTestId('overview').count()).toBe(0);
    // "Go" reads 1e30, 10^30, (x, y) and x y, and says what it could not read
    const go = page.getByTestId('goto-input');
    await go.fill('(1e30, 10^30)');
    await go.press('Enter');
    expect(await page.getByTestId('center-x').textContent()).toBe('1000000000000000000000000000000');
    expect(await page.getByTestId('center-y').textContent()).toBe('1000000000000000000000000000000');
    await go.fill('-7 -3');
    await go.press('Enter');
    expect(await page.getByTestId('center-x').textContent()).toBe('-7');
    await go.fill('5,abc');
    await go.press('Enter');
    expect(await page.getByTestId('goto-error').textContent()).toContain('y: "abc" is not an integer');
    await finish(page, errors, 'icn');
  });

  it('FBR rule set: compiled and played, the link brings it back (errors, canonical text: views.dom.test.ts)', async () => {
    const { page, errors } = await openView('fbr');
    await page.getByTestId('ok').waitFor();
    // compiled to an engine variant and played
    await page.getByRole('button', { name: 'Capablanca-like 10×8' }).click();
    await page.getByTestId('ok').waitFor();
    expect(await page.getByTestId('fbr-complete').textContent()).toContain('complete');
    await shot(page, artifacts, 'fbr.jpg');
    await page.getByTestId('fbr-play').click();
    await page.locator('[data-square="j1"]').waitFor();
    await page.locator('[data-square="e2"]').click();
    await page.locator('[data-square="e4"]').click();
    expect(await page.getByTestId('moves').textContent()).toContain('e4');
    // the link brings the compiled variant back
    const again = await reopen(page);
    expect(await again.getByTestId('variant-picker').inputValue()).toBe('fbr:rule-set');
    // the generic engine loads on demand (lazyEngine.ts): the 10×8 board comes once it has
    await again.locator('[data-square="j8"]').waitFor();
    expect(await again.locator('[data-square="j8"]').count()).toBe(1);
    await finish(page, errors, 'fbr-play');
  });

  it('FBR Alice chess: played by clicking, the move list in SAN (Wikipedia mate 3.Bb5#)', async () => {
    const { page, errors, input } = await openView('fbr');
    await input.fill('royal alice K Q=R+N R B N P +P');
    await page.getByTestId('ok').waitFor();
    expect(await page.getByTestId('fbr-complete').textContent()).toContain('complete');
    await page.getByTestId('fbr-play').click();
    for (const [from, to] of ['e2e4', 'd7d5', 'f1c4', 'd5e4', 'c4b5'].map((m) => [
      m.slice(0, 2),
      m.slice(2),
    ])) {
      await page.locator(`[data-square="${from}"]`).click();
      await page.locator(`[data-square="${to}"]`).click();
    }
    // `@x/san` loads lazily (UCI until then); a board-B piece is written with its board-A letter
    await expect.poll(() => page.getByTestId('moves').textContent()).toMatch(/e4.*d5.*Bc4.*dxe4.*Bb5#/);
    expect(await page.getByTestId('status').textContent()).toContain('checkmate');
    await finish(page, errors, 'fbr-alice');
  });
});
