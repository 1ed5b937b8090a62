/**
 * The Fairy-Stockfish variants tab in Chromium (issue #40): the built-in example's sections, a section played
 * by clicking and counted by perft (checked against `@x/core` on `@x/fairy-variants`' conversion), the key
 * `@x/core` does not play listed as such, errors located and highlighted, a file opened, the section played in
 * the FEN tab and restored from the link, and "Write as variants.ini" on the SjaakII and FBR tabs. Desktop
 * (1400 px) and phone (390 px) screenshots go to `artifacts/playground/fairy/` (gitignored) with
 * `PLAYGROUND_SHOTS=1`.
 */
import { fileURLToPath } from 'node:url';
import { Position, perft } from '@x/core';
import { toVariant } from '@x/fairy-variants';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { deep } from '../../../tests/depth.js';
import { FAIRY_EXAMPLE } from '../src/lib/fairy/exampleIni';
import { chromiumPath, expectFits, shot as save, usePage } from './browserApp';

const artifacts = fileURLToPath(new URL('../../../artifacts/playground/fairy', import.meta.url));

/** `@x/core`'s perft of a section of the example, converted in Node as the page converts it. */
function expectedPerft(section: string, depth: number): number {
  const { variant } = toVariant(FAIRY_EXAMPLE, section);
  return perft(Position.fromFen(variant!.startFen, variant!), depth);
}

describe.skipIf(!chromiumPath)('Fairy-Stockfish variants tab', () => {
  // one page for the file: a test loads the app afresh in it or goes on in the last test's document (browserApp.ts)
  const app = usePage({ artifacts });

  /** Waits for the tab and its chunk. */
  async function loaded(page: Page) {
    await page.getByRole('tabpanel').waitFor({ timeout: 60_000 });
    await page.waitForFunction(() => !document.querySelector('.loading'), undefined, {
      polling: 50,
      timeout: 60_000,
    });
    return page;
  }

  /** Loads the app afresh at `hash` at `width` px and waits for the tab's chunk. */
  async function open(hash: string, width: number) {
    const page = await loaded(await app.open(hash, { width, height: 900 }));
    return { page, errors: app.errors };
  }

  const shot = (page: Page, name: string) => save(page, artifacts, `${name}.jpg`);

  /**
   * "Write as variants.ini" on the SjaakII and FBR tabs at `width`, read back in the Fairy-Stockfish tab: in the
   * document the test before left at this width (the tab chosen by its button, as a user would), else afresh.
   */
  const writeIni = (width: number) => async () => {
    const left = await app.resume({ width, height: 900 });
    if (left) await left.getByTestId('tab-sjaak').click();
    const { page, errors } = left ? { page: left, errors: app.errors } : await open('#view=sjaak', width);
    // a variant ini cannot say: written all the same, what it lacks listed by its definition path
    await page.getByRole('button', { name: 'the @x/sjaak-variants catalogue' }).click();
    await page.getByTestId('sjaak-variant').selectOption('berolina_chess');
    await page.getByTestId('write-ini').click();
    await page.getByTestId('write-ini-text').waitFor();
    expect(await page.getByTestId('write-ini-status').textContent()).toContain('plays another game');
    expect(await page.getByTestId('write-ini-diagnostics').textContent()).toContain(
      'unexpressible-en-passant',
    );
    await expectFits(page, width);
    await shot(page, `sjaak-write-unexpressible-${width}`);
    await page.getByRole('button', { name: 'mini 6×6' }).click();
    await page.getByTestId('write-ini').click();
    const written = page.getByTestId('write-ini-text');
    await written.waitFor();
    expect(await written.textContent()).toMatch(/^\[[^\]]+\]\nmaxFile = 6\nmaxRank = 6\n/);
    expect(await page.getByTestId('write-ini-status').textContent()).toContain('✔');
    await expectFits(page, width);
    await shot(page, `sjaak-write-${width}`);
    await page.getByTestId('write-ini-open').click();
    await page.getByTestId('fairy-input').waitFor();
    await page.getByTestId('ok').waitFor();
    expect(await page.locator('[data-square]').count()).toBe(36);
    // the SjaakII mini variant plays the same game after the round trip
    await page.getByTestId('perft-depth').fill('2');
    await page.getByTestId('perft-run').click();
    const { EXAMPLES } = await import('../src/lib/examples');
    const { parse, toVariant: sjaakToVariant } = await import('@x/sjaak-variants');
    const mini = sjaakToVariant(parse(EXAMPLES.sjaak).variants[0]!).variant;
    const expected = perft(Position.fromFen(mini.startFen, mini), 2);
    await expect
      .poll(() => page.getByTestId('perft-result').textContent(), { timeout: 30_000 })
      .toContain(`perft(2) = ${expected} `);
    await expectFits(page, width);
    await shot(page, `sjaak-roundtrip-${width}`);
    // the FBR tab's compiled rule set
    await page.getByTestId('tab-fbr').click();
    await page.getByTestId('write-ini').click();
    expect(await page.getByTestId('write-ini-text').textContent()).toContain('maxFile = 8');
    await expectFits(page, width);
    await shot(page, `fbr-write-${width}`);
    expect(errors).toEqual([]);
    app.pass();
  };

  it('390 px: the tab fits the phone, errors readable', async () => {
    const { page, errors } = await open('#view=fairy&fairysec=wallhouse', 390);
    await page.locator('[data-square="h8"]').waitFor();
    await expectFits(page, 390);
    await shot(page, 'wallhouse-390');
    await page.getByTestId('fairy-input').fill('[b:chess]\ncastling = maybe\n[a:nosuch]\n');
    await page.getByTestId('error').waitFor();
    await expectFits(page, 390);
    const box = await page.getByTestId('error').boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    await shot(page, 'error-390');
    expect(errors).toEqual([]);
    app.pass();
  });

  // the phone width under `pnpm test:deep` (the same writes and reads)
  it.skipIf(!deep)(
    '390 px: "Write as variants.ini" on the SjaakII and FBR tabs, read back in this tab',
    writeIni(390),
  );

  it('1400 px: sections, play, perft, the unsupported key, errors, a file, FEN & play', async () => {
    // the 390 px write-ini test's document, resized, the tab's link pasted into it (the tab mounted afresh with
    // its example), else the app loaded afresh
    const page = await loaded(await app.goTo('#view=fairy', { width: 1400, height: 900 }));
    const errors = app.errors;
    const input = page.getByTestId('fairy-input');
    await page.getByTestId('ok').waitFor();
    const select = page.getByTestId('fairy-section');
    expect(await select.locator('option').allTextContents()).toEqual([
      'wazirknight : chess (line 3)',
      'nocheckhouse : crazyhouse (line 15)',
      'wallhouse : nocheckhouse (line 19)',
    ]);
    // the custom piece's 6 × 6 board (the play panel comes with the FEN tab's chunk), played by clicking,
    // counted by perft in the worker
    await page.locator('[data-square="f6"]').waitFor();
    expect(await page.locator('[data-square]').count()).toBe(36);
    expect(await page.getByTestId('fairy-complete').textContent()).toContain('plays every rule');
    await page.getByTestId('perft-depth').fill('3');
    await page.getByTestId('perft-run').click();
    await expect
      .poll(() => page.getByTestId('perft-result').textContent(), { timeout: 30_000 })
      .toContain(`perft(3) = ${expectedPerft('wazirknight', 3)} `);
    await page.locator('[data-square="c1"]').click();
    expect(await page.locator('[data-square="d3"] .target').count()).toBe(1);
    await page.locator('[data-square="d3"]').click();
    await expect.poll(() => page.getByTestId('moves').textContent()).toMatch(/d3/);
    await shot(page, 'wazirknight-1400');
    // the child of a child of crazyhouse: the key @x/core lacks is named, the variant still plays
    await select.selectOption('wallhouse');
    await page.locator('[data-square="h8"]').waitFor();
    const unsupported = page.getByTestId('fairy-unsupported');
    expect(await unsupported.textContent()).toContain('unsupported-key wallOrMove');
    expect(await unsupported.textContent()).toContain('line 21, column 1');
    expect(await page.getByTestId('error-highlight').textContent()).toBe('wallOrMove');
    expect(await page.getByTestId('error').count()).toBe(0);
    await page.locator('[data-square="e2"]').click();
    await page.locator('[data-square="e4"]').click();
    await expect.poll(() => page.getByTestId('moves').textContent()).toMatch(/e4/);
    expect(page.url()).toContain('fairymoves=e2e4');
    await shot(page, 'wallhouse-1400');
    // a bad value: located and highlighted, the section still plays with the engine's default
    await input.fill('[b:chess]\ncastling = maybe\nfoo = 1\n');
    expect(await page.getByTestId('error-code').textContent()).toBe('bad-value');
    expect(await page.getByTestId('error-highlight').textContent()).toBe('maybe');
    expect(await page.getByTestId('error').textContent()).toContain('line 2, column 12');
    expect(await page.getByTestId('diagnostics').textContent()).toContain('unknown-key');
    expect(await page.locator('[data-square="e2"]').count()).toBe(1);
    // an unknown parent: nothing to play, and why
    await input.fill('[a:nosuch]\nmaxRank = 6\n');
    expect(await page.getByTestId('error-code').textContent()).toBe('unknown-parent');
    expect(await page.getByTestId('play-unavailable-code').textContent()).toBe('unknown-variant');
    expect(await page.getByTestId('board').count()).toBe(0);
    await shot(page, 'error-1400');
    // a file opened: its text in the editor, its section chosen
    await page.getByTestId('fairy-file').setInputFiles({
      name: 'variants.ini',
      mimeType: 'text/plain',
      buffer: Buffer.from('[tiny:chess]\nmaxFile = 5\nmaxRank = 5\nstartFen = k4/5/5/5/4K w - - 0 1\n'),
    });
    await expect.poll(() => input.inputValue()).toContain('[tiny:chess]');
    await expect.poll(() => page.locator('[data-square]').count()).toBe(25);
    // played in the FEN tab, and brought back by the link
    await page.getByTestId('fairy-play').click();
    await page.getByTestId('fen-input').waitFor();
    expect(await page.getByTestId('variant-picker').inputValue()).toBe('fairy:tiny');
    // the FEN tab renders its board after its input: wait for it, not a race
    await expect.poll(() => page.locator('[data-square]').count()).toBe(25);
    await loaded(await app.load(page.url(), { width: 1400, height: 900 }));
    await page.locator('[data-square="e5"]').waitFor();
    expect(await page.getByTestId('variant-picker').inputValue()).toBe('fairy:tiny');
    expect(errors).toEqual([]);
    app.pass();
  });

  it('1400 px: "Write as variants.ini" on the SjaakII and FBR tabs, read back in this tab', writeIni(1400));
});
