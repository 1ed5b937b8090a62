/**
 * Layout in Chromium at phone (390 px) and desktop (1400 px) widths (issue #19): no horizontal scroll,
 * the board inside its panel, parsed trees folded on the phone, every tab reachable on the phone's one row. With `PLAYGROUND_SHOTS=1`, screenshots of every
 * tab at both widths go to `artifacts/playground/layout/` (gitignored).
 */
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  chromiumPath,
  DESKTOP,
  dropFile,
  frames,
  PHONE,
  pickGame,
  shot,
  unfoldList,
  usePage,
} from './browserApp';

const artifacts = fileURLToPath(new URL('../../../artifacts/playground/layout', import.meta.url));
const VIEWS = ['fen', 'san', 'feen', 'icn', 'sjaak', 'fairy', 'fbr', 'records', 'convert'] as const;

/**
 * Each tab's board (its test id), the controls that play or step its moves, first one first (none: a diagram to
 * read, FEEN's), and its text box. The other tabs (FBR, the converter) draw no board.
 */
const BOARDS: Readonly<
  Partial<Record<(typeof VIEWS)[number], readonly [string, readonly string[], string]>>
> = {
  fen: ['board', ['undo', 'move-input'], 'fen-input'],
  san: ['analysis-board', ['nav-start'], 'san-input'],
  feen: ['board', [], 'feen-input'],
  icn: ['infinite-board', ['undo'], 'icn-input'],
  sjaak: ['board', ['undo', 'move-input'], 'sjaak-input'],
  fairy: ['board', ['undo', 'move-input'], 'fairy-input'],
  records: ['board', ['rec-first'], 'rec-input'],
};

/**
 * The phone's one row of tabs: the chosen one in view, clear of the arrows; an arrow of a thumb's size over each
 * edge with tabs behind it (only after the first tab, only before the last), on top; tabs 44 px high.
 */
async function expectTabsReachable(
  page: import('playwright-core').Page,
  view: string,
  first: boolean,
  last: boolean,
) {
  const tabs = await page.evaluate((v) => {
    const row = document.querySelector('[role="tablist"]')!.getBoundingClientRect();
    const tab = document.getElementById(`tab-${v}`)!.getBoundingClientRect();
    const arrow = (side: string) => {
      const el = document.querySelector(`[data-testid="tabs-${side}"]`);
      const r = el?.getBoundingClientRect();
      if (!el || !r) return undefined;
      const onTop = el.contains(document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2));
      return { left: r.left, right: r.right, width: r.width, height: r.height, onTop };
    };
    const heights = [...document.querySelectorAll('[role="tab"]')].map(
      (t) => t.getBoundingClientRect().height,
    );
    return { row, tab, before: arrow('before'), after: arrow('after'), lowest: Math.min(...heights) };
  }, view);
  const said = JSON.stringify(tabs);
  expect(tabs.tab.left, `${view}: its tab cut on the left ${said}`).toBeGreaterThanOrEqual(
    (tabs.before?.right ?? tabs.row.left) - 0.5,
  );
  expect(tabs.tab.right, `${view}: its tab cut on the right ${said}`).toBeLessThanOrEqual(
    (tabs.after?.left ?? tabs.row.right) + 0.5,
  );
  expect(tabs.lowest, `${view}: tabs of a thumb's height`).toBeGreaterThanOrEqual(44);
  // the row's two ends: an arrow on the other side only
  if (first) expect([tabs.before, tabs.after].map(Boolean), `${view}: ${said}`).toEqual([false, true]);
  if (last) expect([tabs.before, tabs.after].map(Boolean), `${view}: ${said}`).toEqual([true, false]);
  for (const arrow of [tabs.before, tabs.after]) {
    if (arrow === undefined) continue;
    expect(arrow.onTop, `${view}: an arrow hidden ${said}`).toBe(true);
    expect(Math.min(arrow.width, arrow.height), `${view}: an arrow of a thumb's size`).toBeGreaterThanOrEqual(
      44,
    );
  }
}

describe.skipIf(!chromiumPath)('layout at phone and desktop widths', () => {
  // one page for the file, loaded once per width; the tabs are walked through by the link's hash (browserApp.ts)
  const app = usePage({ artifacts });

  /** Goes to `hash` in the same document, as a link pasted into the same tab does. */
  const toHash = (page: import('playwright-core').Page, hash: string) =>
    page.evaluate((h) => {
      window.location.hash = h;
    }, hash);

  for (const width of [390, 1400]) {
    it(`${width} px: every tab fits the width, the board inside its panel`, async () => {
      // the 390 px walk's document resized for the 1400 px walk (the views mounted afresh at that width by their
      // links below), else the app loaded afresh
      const left = await app.resume({ width, height: 900 });
      const page = left ?? (await app.open(`#view=${VIEWS[0]}`, { width, height: 900 }));
      const errors = app.errors;
      for (const view of VIEWS) {
        await toHash(page, `view=${view}`);
        await page.locator(`[data-testid="tab-${view}"][aria-selected="true"]`).waitFor({ timeout: 60_000 });
        await page.getByRole('tabpanel').waitFor();
        // the tab's chunk (and the picker's variants) load after the shell; then two frames for the layout
        await page.waitForFunction(() => !document.querySelector('.loading'), undefined, {
          polling: 50,
          timeout: 60_000,
        });
        await page.evaluate(
          () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
        );
        const { scrollWidth, panelRight, boardRight, openTrees, files, square, icnSquare } =
          await page.evaluate(() => {
            const panel = document.querySelector('[role="tabpanel"]')!.getBoundingClientRect();
            const board = document.querySelector('[data-testid="board"]')?.getBoundingClientRect();
            const squares = [...document.querySelectorAll('[data-testid="board"] [data-square]')];
            const names = squares.map((e) => (e.getAttribute('data-square') ?? '').replace(/\d+$/, ''));
            return {
              scrollWidth: document.documentElement.scrollWidth,
              panelRight: panel.right,
              boardRight: board?.right,
              openTrees: document.querySelectorAll('details.json[open]').length,
              files: new Set(names).size,
              square: squares[0]?.getBoundingClientRect().width ?? 0,
              icnSquare:
                document.querySelector('[data-testid="infinite-board"] [data-x]')?.getBoundingClientRect()
                  .width ?? 0,
            };
          });
        await shot(page, artifacts, `${view}-${width}.jpg`, { fullPage: false });
        if (width < 700) await expectTabsReachable(page, view, view === VIEWS[0], view === VIEWS.at(-1));
        expect(scrollWidth, `${view} at ${width} px scrolls sideways`).toBeLessThanOrEqual(width);
        if (boardRight !== undefined)
          expect(boardRight, `${view}: board outside its panel`).toBeLessThanOrEqual(panelRight + 0.5);
        if (width < 700) expect(openTrees, `${view}: parsed trees unfolded on a phone`).toBe(0);
        // squares a finger hits on a phone: every board of up to 9 files (chess, shogi, xiangqi), the ICN board
        // (@x/diagram's margins only on the labelled sides: a 9-file board is 9.44 squares wide)
        if (width < 700 && files > 0 && files <= 9)
          expect(square, `${view}: squares of ${files}-file board`).toBeGreaterThanOrEqual(40);
        // (the ICN board fits its view to the page once laid out: polled)
        if (width < 700 && icnSquare > 0)
          await expect
            .poll(
              () =>
                page.evaluate(
                  () =>
                    document
                      .querySelector('[data-testid="infinite-board"] rect.light')
                      ?.getBoundingClientRect().width ?? 0,
                ),
              { message: `${view}: ICN squares` },
            )
            .toBeGreaterThanOrEqual(40);
        if (view === 'feen') {
          // the chess FEN of the example stands in a box of its own, under its sentence (not broken inside it),
          // inside the column, wrapping between its ranks and fields, never inside a rank
          const fen = await page.evaluate(() => {
            const box = document.querySelector('[data-testid="feen-fen"]');
            const column = box?.closest('.column')?.getBoundingClientRect();
            if (!box || !column) return undefined;
            const rect = box.getBoundingClientRect();
            const sentence = box.previousElementSibling?.getBoundingClientRect();
            // the text's lines: the rectangles of its characters, grouped by their top
            const lines = new Map<number, string>();
            const text = box.textContent ?? '';
            const range = document.createRange();
            let at = 0;
            const walker = document.createTreeWalker(box, NodeFilter.SHOW_TEXT);
            for (let node = walker.nextNode(); node; node = walker.nextNode())
              for (let i = 0; i < (node.textContent ?? '').length; i++, at++) {
                range.setStart(node, i);
                range.setEnd(node, i + 1);
                const top = Math.round(range.getBoundingClientRect().top);
                lines.set(top, (lines.get(top) ?? '') + text[at]);
              }
            return {
              text,
              inside: rect.left >= column.left - 0.5 && rect.right <= column.right + 0.5,
              below: sentence !== undefined && rect.top >= sentence.bottom - 0.5,
              overflows: box.scrollWidth > box.clientWidth,
              lines: [...lines.entries()].sort((x, y) => x[0] - y[0]).map(([, line]) => line),
            };
          });
          expect(fen?.text).toBe('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1');
          expect(fen?.inside && fen.below && !fen.overflows, JSON.stringify(fen)).toBe(true);
          // each line ends after a rank's `/` or a field (a space), or is the last
          for (const line of fen?.lines.slice(0, -1) ?? [])
            expect(line, JSON.stringify(fen?.lines)).toMatch(/[/ ]$/);
        }
      }
      expect(errors).toEqual([]);
      app.pass();
    });
  }

  it('Copy share link moves nothing: its note and link float over the page, a click elsewhere closes them (wip-346)', async () => {
    // the last test's document, else the app loaded afresh
    const page = (await app.resume()) ?? (await app.open('#view=san'));
    for (const width of [390, 1400]) {
      await page.setViewportSize({ width, height: 900 });
      await toHash(page, 'view=san');
      await page.getByTestId('move-tree').waitFor({ timeout: 60_000 });
      const board = async () => (await page.getByTestId('analysis-board').boundingBox())?.y;
      const before = await board();
      await page.getByTestId('share').click();
      await page.getByTestId('share-link').waitFor();
      // it moved down by 23 px at 1400 px, 51 px at 390 px
      expect(await board(), `${width} px`).toBe(before);
      const pop = (await page.getByTestId('share-pop').boundingBox())!;
      expect(pop.x).toBeGreaterThanOrEqual(0);
      expect(pop.x + pop.width, `${width} px: inside the screen`).toBeLessThanOrEqual(width);
      await page.locator('h1').click();
      await page.getByTestId('share-pop').waitFor({ state: 'detached' });
    }
    expect(app.errors).toEqual([]);
  });

  it('a damaged share link (cut short, changed by hand) is said above the page, opened or pasted into a tab', async () => {
    // the last test's document, else the app loaded afresh: a damaged link pasted into its address
    const page = (await app.resume()) ?? (await app.open('#view=san'));
    await page.evaluate(() => {
      window.location.hash = 'z=@@changed-by-hand';
    });
    const note = page.getByTestId('share-refused');
    await expect.poll(() => note.textContent()).toMatch(/^This share link is damaged/);
    // it was written into the address as `#[object Object]`, and nothing said
    expect(new URL(page.url()).hash).toBe('');
    // opened as a new tab opens it: a link cut short (the first half of `view=san&san=1. e4 e5 2. Nf3 Nc6`'s)
    await app.open('#z=K8tMLbctTsxTK07MszXUUzUyS');
    await expect.poll(() => note.textContent()).toMatch(/^This share link is damaged/);
    await page.locator('h1').waitFor();
    expect(app.errors).toEqual([]);
    app.pass();
  });

  it("a lichess game at 390 and 1400 px: player bars on one line, round mates, 24 px counts, the FEN's counters with their fields; an example picked under the board (records, ICN, SjaakII, Fairy-Stockfish) shows its board (wip-349)", async () => {
    const pgn = [
      '[White "Maximilian_Longname_Of_A_Blitz_Player"]\n[Black "kasparov_fan"]\n[WhiteElo "1843"]\n[BlackElo "1790"]',
      '[WhiteTitle "FM"]\n[TimeControl "5400+30"]\n\n1. e4 { [%eval 0.3] [%clk 1:30:00] } c5?! { [%eval 0.9] [%clk 1:29:58] }',
      '2. Nc3 { [%eval 0.5] [%clk 1:29:00] } Nc6 { [%eval 0.5] [%clk 1:28:00] } 3. f4 { [%eval 0.4] [%clk 1:27:00] }',
      'g6 { [%eval 0.4] [%clk 1:26:00] } 4. Nf3 { [%eval 0.3] [%clk 1:25:00] } Bg7 { [%eval 0.3] [%clk 1:24:00] }',
      '5. Bb5 { [%eval 0.3] [%clk 1:23:00] } Nd4?? { [%eval #4] [%clk 1:22:00] } *',
    ].join('\n');
    // the FEN after 5. Bb5, 70 characters: wider than the FEN's line at 1400 px
    const hash = new URLSearchParams({ view: 'san', san: pgn, node: '9' }).toString();
    const page = (await app.resume()) ?? (await app.open(`#${hash}`));
    for (const width of [390, 1400]) {
      await page.setViewportSize({ width, height: 844 });
      await toHash(page, hash);
      await page.getByTestId('clock-black').waitFor({ timeout: 60_000 });
      // the chart is a chunk of its own
      await page.getByTestId('eval-mate').waitFor({ timeout: 60_000 });
      const seen = await page.evaluate(() => {
        const box = (el: Element | null | undefined) => el?.getBoundingClientRect();
        const bars = [...document.querySelectorAll('.player-bar')].map((bar) => ({
          height: box(bar)!.height,
          clock: box(bar.querySelector('.player-clock'))!,
          clipped:
            (bar.querySelector('.player-clock') as HTMLElement).scrollWidth >
            (bar.querySelector('.player-clock') as HTMLElement).clientWidth,
          right: box(bar)!.right,
        }));
        const mate = box(document.querySelector('[data-testid="eval-mate"]'))!;
        const counts = [...document.querySelectorAll('.move-report button')].map((b) => box(b)!);
        const fields = document.querySelector('[data-testid="current-fen"] .fen-fields');
        const lines = fields ? [...fields.getClientRects()].length : 0;
        return { bars, mate: [mate.width, mate.height], counts, lines };
      });
      expect(seen.bars).toHaveLength(2);
      for (const bar of seen.bars) {
        expect(bar.height, `${width} px: a bar on one line`).toBeLessThan(30);
        expect(bar.clipped, `${width} px: the clock whole`).toBe(false);
        expect(bar.clock.right, `${width} px: the clock on screen`).toBeLessThanOrEqual(width);
      }
      // round at any width: the drawing stretches, the dot does not
      expect(seen.mate[0]).toBeCloseTo(seen.mate[1]!, 0);
      expect(seen.counts.length).toBeGreaterThan(0);
      for (const c of seen.counts) expect(Math.min(c.width, c.height)).toBeGreaterThanOrEqual(24);
      expect(seen.lines, `${width} px: the side to move, castling, counters on one line`).toBe(1);
    }
    // 390 px: an example of the records tab, picked under the board, shows its board on screen
    await page.setViewportSize({ width: 390, height: 844 });
    await toHash(page, 'view=records');
    await page.getByTestId('rec-example-wxf').click();
    await expect
      .poll(async () => {
        const board = (await page.getByTestId('board').first().boundingBox())!;
        return board.y >= 0 && board.y + board.height <= 844;
      })
      .toBe(true);
    // and every other tab whose examples stand under its board: the picked example's board on screen
    for (const [view, board] of [
      ['icn', 'infinite-board'],
      ['sjaak', 'board'],
      ['fairy', 'board'],
    ] as const) {
      await toHash(page, `view=${view}`);
      const example = page.locator('[role="tabpanel"] .examples button').last();
      await example.waitFor({ timeout: 60_000 });
      await example.click();
      await expect
        .poll(
          async () => {
            const box = (await page.getByTestId(board).first().boundingBox())!;
            return box.y >= 0 && box.y + box.height <= 844;
          },
          { message: `${view}: the example's board on screen` },
        )
        .toBe(true);
    }
    expect(app.errors).toEqual([]);
  });

  it('a pasted FEN or FEEN with a trailing newline is read (issue #19)', async () => {
    const fen = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1\n';
    const hash = new URLSearchParams({ view: 'fen', fen }).toString();
    // the 1400 px walk's document, the link pasted into the same tab; else the app loaded afresh at it
    const left = await app.resume();
    if (left) await toHash(left, hash);
    const page = left ?? (await app.open(`#${hash}`));
    await page.getByTestId('ok').waitFor({ timeout: 60_000 });
    const feen = '+rnbq+k^bn+r/+p+p+p+p+p+p+p+p/8/8/8/8/+P+P+P+P+P+P+P+P/+RNBQ+K^BN+R / C/c\n';
    await toHash(page, new URLSearchParams({ view: 'feen', feen }).toString());
    await page.getByTestId('feen-input').waitFor({ timeout: 60_000 });
    await page.getByTestId('ok').waitFor({ timeout: 60_000 });
    expect(app.errors).toEqual([]);
    app.pass();
  });

  /** The viewport's box of each test id (undefined where none is laid out), the page scrolled as it is. */
  const boxes = (page: import('playwright-core').Page, ids: readonly string[]) =>
    page.evaluate((list) => {
      const seen: Record<string, { top: number; bottom: number; left: number; right: number } | undefined> =
        {};
      for (const id of list) {
        const r = document.querySelector(`[data-testid="${id}"]`)?.getBoundingClientRect();
        seen[id] =
          r && r.height > 0 ? { top: r.top, bottom: r.bottom, left: r.left, right: r.right } : undefined;
      }
      return seen;
    }, ids);

  it('390 px: the FEN tab opens on its board and move controls, the FEN box under them; 1400 px: beside them (wip-366)', async () => {
    // the last test's document (or the app loaded afresh), the tab's link pasted into it
    const page = (await app.resume(PHONE)) ?? (await app.open('#view=fen', PHONE));
    for (const size of [PHONE, DESKTOP]) {
      await page.setViewportSize(size);
      await toHash(page, 'view=fen');
      await page.getByTestId('flip').waitFor({ timeout: 60_000 });
      await page.evaluate(() => window.scrollTo(0, 0));
      const seen = await boxes(page, ['board', 'flip', 'move-input', 'fen-input']);
      const said = `${size.width} px: ${JSON.stringify(seen)}`;
      // the board whole, and the buttons that play it, in the first screen (the board stood at 601 px, its foot at 981)
      expect(seen.board!.top, said).toBeGreaterThanOrEqual(0);
      for (const id of ['board', 'flip', 'move-input'])
        expect(seen[id]!.bottom, `${id}: ${said}`).toBeLessThanOrEqual(size.height);
      if (size === PHONE) expect(seen['fen-input']!.top, said).toBeGreaterThanOrEqual(seen.flip!.bottom);
      else expect(seen['fen-input']!.right, said).toBeLessThanOrEqual(seen.board!.left);
    }
    expect(app.errors).toEqual([]);
    app.pass();
  });

  it('390 px: a file opened on the SAN tab lists its games in the first screen; a game chosen, its board, the list folded over it; 1400 px: the list beside the board (wip-366)', async () => {
    const games = Array.from(
      { length: 12 },
      (_, i) =>
        `[White "Player ${i + 1}"]\n[Black "Other ${i + 1}"]\n[Result "*"]\n\n1. e4 e5 2. Nf3 Nc6 *\n`,
    ).join('\n');
    const page = (await app.resume(PHONE)) ?? (await app.open('#view=san', PHONE));
    await toHash(page, 'view=san');
    await page.getByTestId('move-tree').waitFor({ timeout: 60_000 });
    await page.evaluate(() => window.scrollTo(0, 0));
    await dropFile(page, games, 'twelve.pgn');
    await page.getByTestId('db-row').nth(11).waitFor({ timeout: 30_000 });
    // the file's first game on the board, the page scrolled (or not) for it
    await expect.poll(() => page.getByTestId('tags').textContent()).toContain('Player 1');
    await frames(page);
    // the list's head in the first screen, over the board (it stood at 2,141 px, under the whole study)
    let seen = await boxes(page, ['db-filter', 'db-table', 'analysis-board']);
    expect(seen['db-table']!.top, JSON.stringify(seen)).toBeGreaterThanOrEqual(0);
    expect(seen['db-filter']!.top, JSON.stringify(seen)).toBeLessThan(PHONE.height / 2);
    expect(seen['db-table']!.bottom, JSON.stringify(seen)).toBeLessThanOrEqual(seen['analysis-board']!.top);
    await shot(page, artifacts, 'san-listed-390.jpg', { fullPage: false });
    // a game chosen: the list folds to its line over the board, the board in view
    await pickGame(page, 4);
    await expect.poll(() => page.getByTestId('tags').textContent()).toContain('Player 5');
    expect(await page.getByTestId('database').getAttribute('open'), 'the list folded').toBeNull();
    await expect
      .poll(async () => {
        const b = (await boxes(page, ['board'])).board!;
        return b.top >= -1 && b.bottom <= PHONE.height;
      })
      .toBe(true);
    seen = await boxes(page, ['database', 'analysis-board']);
    expect(seen.database!.bottom, JSON.stringify(seen)).toBeLessThanOrEqual(seen['analysis-board']!.top);
    // "Paste a game or open a file" brings the editor, under the board, focused
    await page.getByTestId('paste-game').click();
    await expect
      .poll(async () => {
        const e = (await boxes(page, ['san-input']))['san-input']!;
        return e.top >= 0 && e.bottom <= PHONE.height;
      })
      .toBe(true);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('san-input');
    // the desktop's layout: the list over the editor, the board beside them, both in the first screen
    await page.setViewportSize(DESKTOP);
    await page.evaluate(() => window.scrollTo(0, 0));
    await unfoldList(page);
    seen = await boxes(page, ['db-table', 'board', 'san-input']);
    expect(seen['db-table']!.right, JSON.stringify(seen)).toBeLessThanOrEqual(seen.board!.left);
    expect(seen['db-table']!.top, JSON.stringify(seen)).toBeLessThan(seen['san-input']!.top);
    for (const id of ['db-table', 'board'])
      expect(seen[id]!.bottom, `${id}: ${JSON.stringify(seen)}`).toBeLessThanOrEqual(DESKTOP.height);
    expect(app.errors).toEqual([]);
  });

  it('390 px: every tab with a board opens on it and its first move control, over its text (wip-367)', async () => {
    // a document of its own: the tabs' examples as a first visit shows them (no file or game of an earlier test)
    const page = await app.open('#view=fen', PHONE);
    for (const view of VIEWS) {
      // a user at the top of the page, where the tabs are, taps the next one
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.getByTestId(`tab-${view}`).click();
      await page.locator(`[data-testid="tab-${view}"][aria-selected="true"]`).waitFor({ timeout: 60_000 });
      await page.waitForFunction(() => !document.querySelector('.loading'), undefined, {
        polling: 50,
        timeout: 60_000,
      });
      const [board, controls, text] = BOARDS[view] ?? ['', [], ''];
      if (board) await page.getByTestId(board).waitFor({ timeout: 60_000 });
      await frames(page);
      // boxes in the page's coordinates: the first screen is 0 to the viewport's height
      const seen = await page.evaluate(
        (ids) => {
          const out: Record<string, { top: number; bottom: number } | undefined> = {};
          for (const id of ids) {
            const r = document.querySelector(`[data-testid="${id}"]`)?.getBoundingClientRect();
            out[id] = r && r.height > 0 ? { top: r.top + scrollY, bottom: r.bottom + scrollY } : undefined;
          }
          return out;
        },
        [board, ...controls, text, 'board', 'analysis-board', 'infinite-board'].filter(Boolean),
      );
      const said = `${view}: ${JSON.stringify(seen)}`;
      if (!board) {
        for (const id of ['board', 'analysis-board', 'infinite-board'])
          expect(seen[id], said).toBeUndefined();
        continue;
      }
      // the board's top in the first screen, over the tab's text (SjaakII's stood at 1,119 px, under its file),
      // and its move controls whole in it; soft, to tell every tab's misplacement in one run
      expect.soft(seen[board]!.top, said).toBeGreaterThanOrEqual(0);
      expect.soft(seen[board]!.top, said).toBeLessThan(PHONE.height);
      expect.soft(seen[board]!.top, said).toBeLessThan(seen[text]!.top);
      // FEEN's board (no moves to play) whole in it
      if (controls.length === 0) expect.soft(seen[board]!.bottom, said).toBeLessThanOrEqual(PHONE.height);
      for (const id of controls)
        expect.soft(seen[id]!.bottom, `${id}: ${said}`).toBeLessThanOrEqual(PHONE.height);
    }
    expect(app.errors).toEqual([]);
  });

  it('390 px: the ICN tab shows a whole 8×8 game, every piece inside the board and clear of its coordinate strips at squares of 40 px, none "too far apart"; 1400 px: its 640×480 window as before (wip-378)', async () => {
    /** The board's view box, its squares' width, its pieces inside it and clear of its strips, the status line. */
    const look = (page: import('playwright-core').Page) =>
      page.evaluate(() => {
        const svg = document.querySelector('[data-testid="infinite-board"]')!;
        const box = svg.getBoundingClientRect();
        const [top, left] = [...svg.querySelectorAll('rect.axis-bg')].map((r) => r.getBoundingClientRect());
        const pieces = [...svg.querySelectorAll('g.piece[data-x]')].map((p) => p.getBoundingClientRect());
        const inside = pieces.filter(
          (r) =>
            r.width > 0 &&
            r.left >= Math.max(box.left, left?.right ?? box.left) - 0.5 &&
            r.top >= Math.max(box.top, top?.bottom ?? box.top) - 0.5 &&
            r.right <= box.right + 0.5 &&
            r.bottom <= box.bottom + 0.5,
        );
        return {
          viewBox: svg.getAttribute('viewBox'),
          square: svg.querySelector('rect.light')?.getBoundingClientRect().width ?? 0,
          inside: inside.length,
          status: document.querySelector('[data-testid="view-center"]')?.textContent ?? '',
        };
      });
    const page = await app.goTo('#view=icn', PHONE);
    for (const [example, count] of [
      ['classical', 32],
      ['a short game', 14],
    ] as const) {
      await page.getByRole('button', { name: example, exact: true }).click();
      await frames(page);
      // (the board fits its view to the page once laid out: polled)
      await expect
        .poll(
          async () => {
            const seen = await look(page);
            return { ...seen, square: seen.square >= 40, status: seen.status.includes('too far apart') };
          },
          { message: `390 px, ${example}` },
        )
        .toMatchObject({ square: true, inside: count, status: false });
    }
    // a window wider than the one column: the desktop's 640×480 window, the game whole in it
    await page.setViewportSize(DESKTOP);
    await page.getByRole('button', { name: 'classical', exact: true }).click();
    await expect.poll(() => look(page).then((s) => [s.viewBox, s.inside])).toEqual(['0 0 640 480', 32]);
    // turned back to a phone's width: fitted again, every piece at squares a finger hits
    await page.setViewportSize(PHONE);
    await expect
      .poll(async () => {
        const seen = await look(page);
        return [seen.square >= 40, seen.inside, seen.status.includes('too far apart')];
      })
      .toEqual([true, 32, false]);
    expect(app.errors).toEqual([]);
  });
});
