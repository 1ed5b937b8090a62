/**
 * End-to-end tests in a real browser: Debian's Chromium driven by playwright-core.
 * Skipped (visibly) where /usr/bin/chromium is absent; `.ci/run` installs it so CI always runs them.
 * Each view: a valid and an invalid input (error code, highlighted span), canonical text, a move made by
 * clicking, the infinite board panned and zoomed. Screenshots go to `artifacts/playground/` with
 * `PLAYGROUND_SHOTS=1` (browserApp.ts).
 */
import { fileURLToPath } from 'node:url';
import { Position, perft, variants } from '@x/core';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { chromiumPath, shot, usePage } from './browserApp';

const artifacts = fileURLToPath(new URL('../../../artifacts/playground', import.meta.url));

if (!chromiumPath) {
  console.warn(
    '[playground e2e] SKIPPED: Debian chromium not found (apt-get install chromium); browser tests not run',
  );
}

const START = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';

describe.skipIf(!chromiumPath)('playground in Chromium', () => {
  // one page for the file: each test loads the app afresh in it (browserApp.ts)
  const app = usePage({ artifacts });
  const LAPTOP = { width: 1366, height: 850 };

  /** Loads the app afresh at a hash on a laptop-sized page, collecting console errors. */
  async function open(hash: string): Promise<{ page: Page; errors: string[] }> {
    const page = await app.open(hash, LAPTOP);
    await page.getByRole('tablist').waitFor({ timeout: 60_000 });
    return { page, errors: app.errors };
  }

  /** Loads the page's own link afresh in it: what the URL reproduces. */
  async function reopen(page: Page): Promise<Page> {
    await app.load(page.url(), LAPTOP);
    await page.getByRole('tablist').waitFor({ timeout: 60_000 });
    return page;
  }

  async function finish(page: Page, errors: string[], name: string) {
    await shot(page, artifacts, `${name}.jpg`);
    expect(errors, errors.join('\n')).toEqual([]);
  }

  /** The text under the error highlight. */
  /** Opens a view (`#view=<view>`) and finds its editor (`<view>-input`). */
  async function openView(view: string) {
    const opened = await open(`#view=${view}`);
    return { ...opened, input: opened.page.getByTestId(`${view}-input`) };
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

  it('shows one tab per notation and the converter', async () => {
    const { page, errors } = await open('');
    expect(await page.getByRole('tab').count()).toBe(9);
    await page.getByTestId('tab-feen').click();
    expect(page.url()).toContain('view=feen');
    // a link pasted into the same tab (only the hash changes) shows what it says
    const fen = '4k3/8/8/8/8/8/8/4K2R w K - 0 1';
    await page.evaluate(
      (h) => {
        window.location.hash = h;
      },
      `view=fen&fen=${encodeURIComponent(fen)}`,
    );
    await page.getByTestId('fen-input').waitFor();
    expect(await page.getByTestId('fen-input').inputValue()).toBe(fen);
    await finish(page, errors, 'home');
  });

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
    expect(await page.getByTestId('error').textContent()).toContain('(offset 9, length 7)');
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
    expect(await flag.evaluate((e) => getComputedStyle(e).color)).toBe('rgb(91, 100, 114)');
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

  it('keyboard: tabs, board cursor and Enter make a move; perft in a Web Worker with progress', async () => {
    const fen = 'k7/8/8/8/8/8/8/KR6 w - - 0 1';
    const { page, errors } = await open('#view=san');
    await page.getByTestId('tab-san').focus();
    await page.keyboard.press('ArrowLeft');
    expect(page.url()).toContain('view=fen');
    await page.getByTestId('fen-input').fill(START);
    await page.getByTestId('board').focus();
    for (const key of ['ArrowRight', 'ArrowRight', 'ArrowRight', 'ArrowRight', 'ArrowUp', 'Enter']) {
      await page.keyboard.press(key);
    }
    for (const key of ['ArrowUp', 'ArrowUp', 'Enter']) await page.keyboard.press(key);
    expect(await page.getByTestId('moves').textContent()).toContain('e4');
    await page.getByTestId('fen-input').fill(fen);
    await page.getByTestId('perft-depth').fill('5');
    await page.getByTestId('perft-run').click();
    await page.getByText('perft(5) = ').waitFor();
    expect(await page.getByTestId('perft-progress').getAttribute('value')).toBe(
      await page.getByTestId('perft-progress').getAttribute('max'),
    );
    const expected = perft(Position.fromFen(fen), 5);
    expect(await page.getByTestId('perft-result').textContent()).toMatch(
      new RegExp(`^perft\\(5\\) = ${expected} `),
    );
    await finish(page, errors, 'keyboard-perft');
  });

  it('SAN movetext: syntax error, illegal move, drops, a move played at the end (analysis board: analysis.e2e.test.ts)', async () => {
    const { page, errors, input } = await openView('san');
    await expectError(input, '1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. B!c6', 'syntax', '!');
    await expectError(input, '1. e4 e5 2. Ke3', 'illegal', 'Ke3');
    // drops in crazyhouse
    await page.getByTestId('san-variant').selectOption('crazyhouse');
    await input.fill('1. e4 d5 2. exd5 Qxd5 3. P@e4');
    expect(await page.getByTestId('ok').textContent()).toContain('legal');
    await page.getByTestId('nav-end').click();
    expect(await page.getByTestId('hand-black').textContent()).toContain('×1');
    await page.getByTestId('san-variant').selectOption('chess');
    await input.fill('1.e4 e5 2.Nf3');
    await page.getByTestId('ok').waitFor();
    await page.getByTestId('nav-end').click();
    await page.locator('[data-square="b8"]').click();
    await page.locator('[data-square="c6"]').click();
    expect(await input.inputValue()).toBe('1. e4 e5 2. Nf3 Nc6\n');
    expect(await page.getByTestId('current-ply').textContent()).toBe('ply 4: 2… Nc6');
    await finish(page, errors, 'san');
  });

  it('FEEN: irregular board highlighted, canonical text, board with hands', async () => {
    const { page, errors, input } = await openView('feen');
    await expectError(input, 'rkr/pp/PPPP / G/g', 'irregular-board', 'pp');
    // a missing '/' highlights the rank that holds two, not the whole string (issue #19)
    await expectError(
      input,
      '+rnbq+k^bn+r+p+p+p+p+p+p+p+p/8/8/8/8/8/+P+P+P+P+P+P+P+P/+RNBQ+K^BN+R / C/c',
      'irregular-board',
      '+rnbq+k^bn+r+p+p+p+p+p+p+p+p',
    );
    // a chess position opens in FEN & play
    await input.fill('+rnbq+k^bn+r/+p+p+p+p+p+p+p+p/8/8/4P3/8/+P+P+P+P1+P+P+P/+RNBQ+K^BN+R / c/C');
    await page.getByTestId('feen-play').click();
    expect(await page.getByTestId('fen-input').inputValue()).toBe(
      'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1',
    );
    await page.getByTestId('tab-feen').click();
    await input.fill('lnsgk^gsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGK^GSNL 2P/p S/s');
    await page.getByTestId('ok').waitFor();
    expect(await page.locator('[data-square="i9"]').count()).toBe(1);
    expect(await page.getByTestId('hand-white').textContent()).toContain('×2');
    // any size: 2 × 2 and 26 × 26
    await input.fill('K1/1k / C/c');
    expect(await page.locator('[data-square]').count()).toBe(4);
    await input.fill(`K25/${Array(24).fill('26').join('/')}/25k / C/c`);
    await page.getByTestId('ok').waitFor();
    expect(await page.locator('[data-square]').count()).toBe(26 * 26);
    expect(await page.locator('[data-square="z1"] .piece.black').count()).toBe(1);
    expect(await page.locator('[data-square="a26"] .piece.white').count()).toBe(1);
    await finish(page, errors, 'feen');
  });

  it('ICN: errors, a move by clicking, pan and zoom the infinite board, coordinates near 10^30', async () => {
    const { page, errors, input } = await openView('icn');
    const original = await input.inputValue();
    await expectError(input, 'w 0/100 1 K5,1|k5,8 K5,1>>5,2', 'bad-move', '>');
    await input.fill(original);
    await page.getByTestId('ok').waitFor();
    expect(await page.getByTestId('canonical-flag').textContent()).toContain('is canonical');
    // the chess pieces are drawn with the images of the other boards (issue #38), no debug dump is open
    expect(await page.locator('[data-x="5"][data-y="1"] image').count()).toBe(1);
    expect(await page.locator('[data-x="5"][data-y="8"] image').count()).toBe(1);
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
    await expectError(input, game.replace('Q4,1>8,5', 'K5,1>5,3'), 'illegal-move', 'K5,1>5,3');
    // the reason in words, the move and its ply in the place (not "unreachable (unreachable)")
    const said = (await page.getByTestId('error').textContent()) ?? '';
    expect(said).toMatch(/\(at K5,1>5,3 \(ply 5\), line 1, column \d+, length 8\)/);
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

  it('SjaakII variants file: diagnostics highlighted, canonical text, start board', async () => {
    const { page, errors, input } = await openView('sjaak');
    const original = await input.inputValue();
    await page.getByTestId('ok').waitFor();
    expect(await page.locator('[data-square="c6"]').count()).toBe(1);
    await expectError(input, original.replace('RNKQBR w', 'RNKQBZ w'), 'fen-unknown-piece');
    expect((await highlighted(page))?.length).toBeGreaterThan(0);
    await input.fill(original.replace('Board: 6x6\n', 'Board: 6x6\nExclude: c3,d4\n'));
    await page.getByTestId('ok').waitFor();
    expect(await page.locator('[data-square="c3"].hole, [data-square="d4"].hole').count()).toBe(2);
    await expectError(input, original.replace('Board: 6x6\n', ''), 'missing-board');
    await input.fill(original);
    await page.getByRole('button', { name: 'the @x/sjaak-variants catalogue' }).click();
    await page.getByTestId('ok').waitFor();
    expect(await page.getByTestId('canonical-flag').textContent()).toContain('is canonical');
    expect(await page.getByTestId('sjaak-variant').locator('option').count()).toBeGreaterThan(5);
    await finish(page, errors, 'sjaak');
  });

  it('FBR rule set: syntax error highlighted, canonical text, compiled and played', async () => {
    const { page, errors, input } = await openView('fbr');
    await page.getByTestId('ok').waitFor();
    await expectError(input, 'royal{k} K Q=R+', 'lowercase-letter', 'k');
    // each diagnostic once: the error box only, not again in a list or among the compile diagnostics
    await expectError(input, 'royal K Q=R+N,B', 'unexpected-character');
    expect(await page.getByText('unexpected-character').count()).toBe(1);
    expect(await page.getByTestId('compile-diagnostics').count()).toBe(0);
    // standard Betza text: the error offers the Betza notation, which reads it
    await expectError(input, 'royal K=WfF Q=QN', 'modifier-after-atom');
    await shot(page, artifacts, 'fbr-betza-hint.jpg');
    await page.getByTestId('fbr-read-betza').click();
    await page.getByTestId('ok').waitFor();
    expect(await page.getByTestId('fbr-notation').inputValue()).toBe('betza');
    await page.getByTestId('fbr-notation').selectOption('mbn');
    await input.fill('  royal{K}   K Q ');
    await page.getByTestId('ok').waitFor();
    expect(await page.getByTestId('canonical').textContent()).toBe('royal{K} K Q');
    expect(await page.getByTestId('canonical-flag').textContent()).toContain('not canonical');
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

  it('survives nonsense in every editor (no crash, no console error)', async () => {
    const { page, errors } = await open('#view=fen');
    const nonsense = ['', '\n\n', '{"a":', '99999999999999999999999999', '♔ [(/', 'x'.repeat(3000)];
    for (const view of ['fen', 'san', 'feen', 'icn', 'sjaak', 'fairy', 'fbr', 'records', 'convert']) {
      await page.getByTestId(`tab-${view}`).click();
      // the records tab's editor is `rec`
      const input = page.getByTestId(`${view === 'records' ? 'rec' : view}-input`);
      for (const text of nonsense) await input.fill(text);
      expect(await page.getByTestId('view-crash').count()).toBe(0);
      expect(await page.getByRole('tablist').count()).toBe(1);
    }
    await finish(page, errors, 'nonsense');
  });

  it('Converter: FEN ⇄ FEEN, FEN → ICN, SAN → ICN, ICN → SAN', async () => {
    const { page, errors, input } = await openView('convert');
    const output = page.getByTestId('output');
    expect(await output.textContent()).toBe(
      '+rnbq+k^bn+r/+p+p+p+p+p+p+p+p/8/8/8/8/+P+P+P+P+P+P+P+P/+RNBQ+K^BN+R / C/c',
    );
    await expectError(input, 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNX w KQkq - 0 1', 'invalid-fen', 'X');
    await page.getByTestId('conversion').selectOption('feen-fen');
    expect(await output.textContent()).toBe(START);
    // clocks survive FEN → FEEN → FEN: carried beside the FEEN by "Convert back"
    await page.getByTestId('conversion').selectOption('fen-feen');
    await input.fill('r3k2r/pppq1ppp/2np1n2/4p3/2B1P1b1/2NP1N2/PPP2PPP/R2Q1RK1 b kq - 4 4\n');
    expect(await page.getByTestId('output-clocks').textContent()).toContain('halfmove 4, fullmove 4');
    await page.getByTestId('convert-back').click();
    expect(await output.textContent()).toBe(
      'r3k2r/pppq1ppp/2np1n2/4p3/2B1P1b1/2NP1N2/PPP2PPP/R2Q1RK1 b kq - 4 4',
    );
    // xiangqi FEN → ICN is refused in words; FEN → FEEN works
    await page.getByTestId('convert-variant').selectOption('xiangqi');
    await page.getByTestId('conversion').selectOption('fen-icn');
    expect(await page.getByTestId('error').textContent()).toContain('ICN cannot hold a xiangqi position');
    await page.getByTestId('conversion').selectOption('fen-feen');
    await page.getByTestId('convert-back').click();
    expect(await output.textContent()).toBe(variants.xiangqi.startFen);
    await page.getByTestId('convert-variant').selectOption('chess');
    await page.getByTestId('conversion').selectOption('icn-fen');
    expect(await output.textContent()).toBe(START);
    await page.getByTestId('conversion').selectOption('fen-icn');
    expect(await output.textContent()).toContain('K5,1+');
    // the output opens in its own view
    await page.getByTestId('open-output').click();
    await page.getByTestId('icn-input').waitFor();
    expect(await page.getByTestId('canonical-flag').textContent()).toContain('is canonical');
    expect(await page.locator('[data-x="5"][data-y="1"]').count()).toBe(1);
    await page.getByTestId('tab-convert').click();
    await page.getByTestId('conversion').selectOption('san-icn');
    expect(await output.textContent()).toContain('5,2>5,4|5,7>5,5');
    await page.getByTestId('conversion').selectOption('icn-san');
    expect(await output.textContent()).toBe('1. e4 e5 2. Nf3 Nc6');
    await page.getByTestId('conversion').selectOption('icn-json');
    const json = (await output.textContent()) ?? '';
    expect(JSON.parse(json).moves.length).toBe(6);
    await page.getByTestId('conversion').selectOption('json-icn');
    await input.fill(json);
    expect(await output.textContent()).toContain('P5,2>5,4|p5,7>5,5');
    await expectError(input, '{"turn": "purple"}', 'bad-json', '"turn"');
    await finish(page, errors, 'convert');
  });
});
