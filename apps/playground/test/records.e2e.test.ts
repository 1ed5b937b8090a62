/**
 * The records tab in Debian's Chromium (issue #51 item 5) at 1400 and 390 px: a KIF record on the shogi board,
 * stepped through its main line and a branch (変化); exports in every format; a xiangqi WXF and a janggi record on
 * the intersections board; hostile pastes (Shift_JIS bytes read as UTF-8, a truncated record) shown as a located
 * error, never a crash; a Shift_JIS file opened and decoded. Screenshots in `artifacts/playground/records/`
 * (the records always, the errors with `PLAYGROUND_SHOTS=1`).
 * Skipped, saying why, without Chromium.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { svg } from '@x/diagram';
import { parseSfen, STARTPOS_SFEN } from '@x/kif';
import { describe, expect, it } from 'vitest';
import { deep } from '../../../tests/depth.js';
import { ALL_SHOTS, type AppPage, chromiumPath, expectFits, gifImages, shot, usePage } from './browserApp';
import { RECORD_EXAMPLES } from '../src/lib/records/examples';
import { tempDir } from '../../../tests/temp-dir.js';

const artifacts = fileURLToPath(new URL('../../../artifacts/playground/records', import.meta.url));
if (!chromiumPath)
  console.warn('[records e2e] SKIPPED: Debian chromium not found (apt-get install chromium)');

/** 先手：A then a KIF move, in Shift_JIS bytes. */
const SJIS_KIF = new Uint8Array([
  0x90, 0xe6, 0x8e, 0xe8, 0x81, 0x46, 0x41, 0x0a, 0x20, 0x20, 0x20, 0x31, 0x20, 0x82, 0x56, 0x98, 0x5a, 0x95,
  0xe0, 0x28, 0x37, 0x37, 0x29, 0x0a,
]);

/**
 * The records tab at `width` with `text` in the link, loaded afresh in the file's page; or, without `text`, the
 * default example: the tab's link pasted into the last test's document, resized (`goTo`), else loaded afresh.
 */
async function openTab(app: AppPage, width: number, text?: string) {
  const hash = new URLSearchParams(text === undefined ? { view: 'records' } : { view: 'records', rec: text });
  const size = { width, height: 900 };
  const page =
    text === undefined
      ? await app.goTo(`#${hash.toString()}`, size)
      : await app.open(`#${hash.toString()}`, size);
  await page.getByTestId('rec-input').waitFor({ timeout: 60_000 });
  return { page, errors: app.errors };
}

/**
 * The board's downloads at the main line's end: the game (5 plies: a capture into the hand and a drop) as an
 * animated GIF made in the page — `GIF89a`, a frame per position (plies + 1), 90 pixels a square of `@x/diagram`'s
 * 100 units, hands drawn beside the board (lila-gif's size: the start's diagram scaled by 0.9). The download row's
 * screenshot is kept.
 */
async function expectGameGif(page: AppPage['page'], width: number) {
  const row = page.getByTestId('board-downloads').first();
  const [gifFile] = await Promise.all([
    page.waitForEvent('download', { timeout: 60_000 }),
    row.getByTestId('download-gif').click(),
  ]);
  expect(gifFile.suggestedFilename()).toBe('shogi-game.gif');
  const gif = new Uint8Array(fs.readFileSync(await gifFile.path()));
  expect(new TextDecoder().decode(gif.subarray(0, 6))).toBe('GIF89a');
  const [, w, h] = /viewBox="0 0 (\d+) (\d+)"/.exec(svg(parseSfen(STARTPOS_SFEN).position)) ?? [];
  const view = new DataView(gif.buffer, gif.byteOffset);
  expect([view.getUint16(6, true), view.getUint16(8, true)]).toEqual([
    Math.round(Number(w) * 0.9),
    Math.round(Number(h) * 0.9),
  ]);
  expect(gifImages(gif)).toBe(6);
  expect(await row.getByTestId('download-gif').textContent()).toBe('GIF');
  fs.mkdirSync(artifacts, { recursive: true });
  await row.screenshot({ path: path.join(artifacts, `downloads-${width}.png`) });
}

describe.skipIf(!chromiumPath)('records tab', () => {
  // one page for the file: a test loads the app afresh in it or goes on in the last test's document (browserApp.ts)
  const app = usePage({ artifacts });

  // 1400 px last: the Shift_JIS test goes on in its document
  for (const width of [390, 1400]) {
    // the phone width under `pnpm test:deep` (the tab's phone layout: layout.e2e.test.ts)
    it.skipIf(width < 1000 && !deep)(
      `${width} px: a KIF record stepped through its main line and a branch, exported`,
      async () => {
        const { page, errors } = await openTab(app, width);
        const board = page.getByTestId('board').first();
        await expect.poll(() => board.getAttribute('data-style'), { timeout: 30_000 }).toBe('shogi');
        await expect.poll(() => board.locator('.diagram .pieces use').count()).toBe(40);
        await page.getByTestId('rec-next').click();
        await page.getByTestId('rec-next').click();
        await page.getByTestId('rec-next').click();
        // shogi moves in Japanese by default (KIF's text), every move numbered; Western by the look's choice
        expect(await page.getByTestId('rec-at').textContent()).toBe('move 3: ２二角成(88)');
        expect(await page.getByTestId('rec-moves').textContent()).toContain('3 ▲２二角成(88)');
        // the end of the main line after its last move: gote resigns at move 6 (投了)
        expect(await page.getByTestId('rec-result').textContent()).toBe('投了 · 先手の勝ち');
        await page.getByTestId('look').locator('summary').click();
        await page.getByTestId('look-shogiMoves').selectOption('western');
        await page.getByTestId('look').locator('summary').click();
        expect(await page.getByTestId('rec-at').textContent()).toBe('move 3: Bx2b+');
        expect(await page.getByTestId('rec-result').textContent()).toBe('resigns · sente wins');
        // a capture: the black bishop gone from the board, one in Sente's hand
        await expect.poll(() => page.getByTestId('hand-white').textContent()).toContain('×1');
        // the branch at move 3 (変化：3手): 6六歩 as Hodges P-6f
        const branch = page.getByTestId('rec-branch').first();
        await branch.getByTestId('rec-move').first().click();
        expect(await page.getByTestId('rec-at').textContent()).toBe('move 3: P-6f');
        await page.getByTestId('rec-next').click();
        expect(await page.getByTestId('rec-at').textContent()).toBe('move 4: P-8d');
        // the branch ends here: no next move; back one, then the main line's end from the start
        expect(await page.getByTestId('rec-next').isDisabled()).toBe(true);
        await page.getByTestId('rec-prev').click();
        expect(await page.getByTestId('rec-at').textContent()).toBe('move 3: P-6f');
        await page.getByTestId('rec-first').click();
        await page.getByTestId('rec-last').click();
        expect(await page.getByTestId('rec-at').textContent()).toBe('move 5: B*4e');
        // at 390 px (at 1400 px in `pnpm test`, where the 390 px walk is left to `pnpm test:deep`)
        if (width < 1000 || !deep) await expectGameGif(page, width);
        await expectFits(page, width);
        await shot(page, artifacts, `kif-${width}.jpg`, { keep: true });
        const formats = await page
          .getByTestId('rec-format')
          .locator('option')
          .evaluateAll((o) => o.map((x) => (x as HTMLOptionElement).value));
        expect(formats).toEqual(['kif', 'ki2', 'csa', 'usi', 'jkf']);
        const firstLines: Record<string, string> = {};
        for (const f of formats) {
          await page.getByTestId('rec-format').selectOption(f);
          // the export is written after the choice (JKF's writer is fetched on first use)
          await expect.poll(() => page.getByTestId('rec-export').getAttribute('data-format')).toBe(f);
          firstLines[f] = (await page.getByTestId('rec-export').inputValue()).split('\n')[0]!;
        }
        expect(firstLines.usi).toBe('position startpos moves 7g7f 3c3d 8h2b+ 3a2b B*4e');
        expect(firstLines.csa).toMatch(/^V2\.2|^'/);
        expect(firstLines.jkf).toBe('{');
        // KIF: the header line and the summary line after the main line
        await page.getByTestId('rec-format').selectOption('kif');
        await expect.poll(() => page.getByTestId('rec-export').inputValue()).toContain('まで5手で先手の勝ち');
        expect(await page.getByTestId('rec-export').inputValue()).toContain(
          '手数----指手---------消費時間--',
        );
        // the keys wherever the focus is: Home, End
        await page.locator('body').click({ position: { x: 2, y: 2 } });
        await page.keyboard.press('Home');
        expect(await page.getByTestId('rec-at').textContent()).toBe('start position');
        await page.keyboard.press('End');
        expect(await page.getByTestId('rec-at').textContent()).toBe('move 5: B*4e');
        // the look's choice kept in the browser: back to Japanese for the next test
        await page.getByTestId('look').locator('summary').click();
        await page.getByTestId('look-shogiMoves').selectOption('japanese');
        await page.getByTestId('look').locator('summary').click();
        if (width > 1000) {
          // the look: the kanji are outlines (no CJK font needed), the dark theme, the blue board (kept in the browser)
          await page.getByTestId('look').locator('summary').click();
          await expect
            .poll(() => board.locator(`.diagram symbol#g${'歩'.codePointAt(0)!.toString(16)}`).count())
            .toBe(1);
          await page.getByTestId('look-theme').selectOption('dark');
          expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
          await shot(page, artifacts, 'kif-dark.jpg');
          await page.getByTestId('look-theme').selectOption('system');
          expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('light');
          await page.getByTestId('look').locator('summary').click();
        }
        expect(errors).toEqual([]);
        app.pass();
      },
      120_000,
    );

    it.skipIf(width < 1000 && !deep)(
      `${width} px: xiangqi and janggi records on the intersections board, exported`,
      async () => {
        // the KIF test's document at this width: the example buttons replace the record as a user would
        const left = await app.resume({ width, height: 900 });
        const { page, errors } = left ? { page: left, errors: app.errors } : await openTab(app, width);
        await page.getByRole('button', { name: 'Xiangqi WXF' }).click();
        const board = page.getByTestId('board').first();
        await expect.poll(() => board.getAttribute('data-style'), { timeout: 30_000 }).toBe('xiangqi');
        await page.getByTestId('rec-last').click();
        expect(await page.getByTestId('rec-at').textContent()).toBe('move 6: C8+4');
        await page.getByTestId('rec-format').selectOption('chinese');
        await expect.poll(() => page.getByTestId('rec-export').inputValue()).toContain('炮二平五');
        await expectFits(page, width);
        await shot(page, artifacts, `xiangqi-${width}.jpg`, { keep: true });
        await page.getByRole('button', { name: 'Janggi' }).click();
        await expect.poll(() => page.getByTestId('ok').textContent()).toContain('4 moves');
        await page.getByTestId('rec-last').click();
        expect(await page.getByTestId('rec-at').textContent()).toBe('move 4: P43-44');
        await shot(page, artifacts, `janggi-${width}.jpg`, { keep: true });
        expect(errors).toEqual([]);
        app.pass();
      },
      120_000,
    );
  }

  it('opens a Shift_JIS file, decoded', async () => {
    const file = path.join(tempDir('records-'), 'sjis.kif');
    fs.writeFileSync(file, SJIS_KIF);
    // the 1400 px xiangqi test's document, the tab's link pasted into it (the default record), else afresh
    const page = await app.goTo('#view=records', { width: 1400, height: 900 });
    await page.getByTestId('rec-input').waitFor({ timeout: 60_000 });
    const errors = app.errors;
    await page.getByTestId('rec-file').setInputFiles(file);
    await expect.poll(() => page.getByTestId('rec-input').inputValue()).toContain('先手：A');
    await expect.poll(() => page.getByTestId('ok').textContent()).toContain('1 moves');
    expect(await page.getByTestId('rec-file-name').textContent()).toContain('sjis.kif');
    expect(errors).toEqual([]);
  }, 60_000);

  it('refuses a binary file in words; a KIF of 2,500 moves lists a page of them', async () => {
    // the Shift_JIS test's document (the tab open), else afresh
    const page = await app.goTo('#view=records', { width: 1400, height: 900 });
    await page.getByTestId('rec-input').waitFor({ timeout: 60_000 });
    const errors = app.errors;
    // a PNG's signature and header chunk: binary, refused (it was an uncaught exception, the last record kept)
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...new Array(24).fill(0)]);
    await page
      .getByTestId('rec-file')
      .setInputFiles({ name: 'board.png', mimeType: 'image/png', buffer: png });
    await expect
      .poll(() => page.getByTestId('rec-file-error').textContent())
      .toContain('The file board.png is not a record: it holds binary data');
    // 2,500 moves, rooks to and fro: the list shows the first 1,000 (100,000 buttons froze the tab for 6 s)
    let kif = '手合割：平手\n手数----指手---------消費時間--\n';
    const rooks = ['１八飛(28)', '９二飛(82)', '２八飛(18)', '８二飛(92)'];
    for (let i = 0; i < 2500; i++) kif += `${i + 1} ${rooks[i % 4]}\n`;
    await page
      .getByTestId('rec-file')
      .setInputFiles({ name: 'long.kif', mimeType: 'text/plain', buffer: Buffer.from(kif) });
    await expect.poll(() => page.getByTestId('ok').textContent()).toContain('2500 moves');
    expect(await page.getByTestId('rec-file-error').count()).toBe(0);
    expect(await page.getByTestId('rec-move').count()).toBe(1000);
    expect(await page.getByTestId('rec-later').textContent()).toBe('moves 1001–2000 of 2500 →');
    await page.getByTestId('rec-later').click();
    expect(await page.getByTestId('rec-move').first().getAttribute('data-node')).toBe('1000');
    // the last move: its page, the move marked, no page after it
    await page.getByTestId('rec-last').click();
    await expect.poll(() => page.getByTestId('rec-at').textContent()).toContain('move 2500');
    expect(await page.getByTestId('rec-move').count()).toBe(500);
    expect(await page.locator('[data-testid=rec-move][aria-current=true]').getAttribute('data-node')).toBe(
      '2499',
    );
    expect(await page.getByTestId('rec-later').count()).toBe(0);
    expect(errors).toEqual([]);
  }, 60_000);

  it("shows each move's time and each side's clock at the move shown (KIF times, 持ち時間)", async () => {
    // the KIF example: times on every move, players named, no time control (the time used)
    const kif = RECORD_EXAMPLES[0]!.text;
    const { page, errors } = await openTab(app, 1400, kif);
    await expect.poll(() => page.getByTestId('rec-time').count(), { timeout: 30_000 }).toBe(7);
    // in the list's order: moves 1–3, the branch at move 3 (3, 4), then moves 4 and 5
    expect(await page.getByTestId('rec-time').allTextContents()).toEqual([
      '0:16',
      '0:05',
      '0:03',
      '0:00',
      '0:00',
      '0:02',
      '0:10',
    ]);
    // before any move both have used nothing; after move 3 sente (bottom) 16 + 3 s, gote (top, to move) 5 s
    expect(await page.getByTestId('clock-white').textContent()).toBe('0:00');
    for (let i = 0; i < 3; i++) await page.getByTestId('rec-next').click();
    expect(await page.getByTestId('rec-at').textContent()).toBe('move 3: ２二角成(88)');
    const white = page.getByTestId('player-bottom').getByTestId('clock-white');
    const black = page.getByTestId('player-top').getByTestId('clock-black');
    expect([await white.textContent(), await black.textContent()]).toEqual(['0:19', '0:05']);
    expect(await white.getAttribute('title')).toBe('time used');
    expect(await black.getAttribute('class')).toContain('running');
    // the same record with its time control (各10分): the time left, 10:00 less the time used
    await page.getByTestId('rec-input').fill(`持ち時間：各10分\n${kif}`);
    await expect.poll(() => white.textContent()).toBe('9:41');
    expect(await black.textContent()).toBe('9:55');
    expect(await white.getAttribute('title')).toBeNull();
    await shot(page, artifacts, 'clocks-1400-light.png', { fullPage: false });
    // a phone's width: the bars' clocks and the list's times fit
    await page.setViewportSize({ width: 390, height: 900 });
    await expectFits(page, 390);
    await page.getByTestId('board').first().scrollIntoViewIfNeeded();
    await shot(page, artifacts, 'clocks-390-light.png', { fullPage: false });
    if (ALL_SHOTS) {
      await page.getByTestId('look').locator('summary').click();
      await page.getByTestId('look-theme').selectOption('dark');
      await page.getByTestId('look').locator('summary').click();
      await shot(page, artifacts, 'clocks-390-dark.png', { fullPage: false });
      await page.setViewportSize({ width: 1400, height: 900 });
      await shot(page, artifacts, 'clocks-1400-dark.png', { fullPage: false });
      await page.getByTestId('look').locator('summary').click();
      await page.getByTestId('look-theme').selectOption('system');
      await page.getByTestId('look').locator('summary').click();
    }
    // a record without times (KI2) shows none: no times in the list, no clocks in the bars
    await page.getByTestId('rec-input').fill(`先手：A\n後手：B\n${RECORD_EXAMPLES[1]!.text}`);
    await expect.poll(() => page.getByTestId('ok').textContent()).toContain('5 moves');
    expect(await page.getByTestId('rec-time').count()).toBe(0);
    expect(await page.getByTestId('player-bottom').count()).toBe(1);
    expect(await page.locator('[role=timer]').count()).toBe(0);
    expect(errors).toEqual([]);
  }, 120_000);

  it('hostile pastes show a located error, never a crash', async () => {
    const mojibake = new TextDecoder().decode(SJIS_KIF);
    const cases = [
      { name: 'sjis-as-utf8', text: mojibake, code: 'invalid-encoding', where: 'line 1, column 1' },
      {
        name: 'truncated-kif',
        text: '手数----指手--\n   1 ７六歩(77)\n   2 ３四',
        code: 'syntax',
        where: 'line 3, column 6',
      },
      {
        name: 'truncated-csa',
        text: 'V2.2\nPI\n+\n+7776FU\n-33',
        code: 'syntax',
        where: 'line 5, column 1',
      },
      {
        name: 'truncated-wxf',
        text: '1. C2.5 H8+7 2. H2+',
        code: 'syntax',
        where: 'line 1, column 17',
      },
    ];
    for (const width of deep ? [1400, 390] : [1400]) {
      // the first in the link, as a shared link brings it; the others pasted over it, each replacing the last error
      const { page, errors } = await openTab(app, width, cases[0]!.text);
      for (const c of cases) {
        if (c !== cases[0]) await page.getByTestId('rec-input').fill(c.text);
        // two cases share a code: the place tells this error from the last one
        await expect
          .poll(() => page.getByTestId('error').textContent(), { timeout: 30_000 })
          .toContain(c.where);
        expect(await page.getByTestId('error-code').textContent()).toBe(c.code);
        expect(await page.getByTestId('error-highlight').count()).toBe(1);
        await expectFits(page, width);
        await shot(page, artifacts, `error-${c.name}-${width}.jpg`, { fullPage: false });
      }
      expect(errors).toEqual([]);
    }
  }, 180_000);
});
