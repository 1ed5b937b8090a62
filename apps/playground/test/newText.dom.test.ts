// @vitest-environment happy-dom
/**
 * Another text pasted over the analysis board's game (issue #88 items 3 and 4), in a light DOM (domApp.ts): it
 * opens at its start with the URL's `node` reset, and a text that cannot be read shows nothing of the game before
 * (no move tree, no illegal-move box, no opening name, the variant's start on the board). Typing into the game
 * still keeps its place. A game pasted over the text brings its board into view (a phone's editor stands under the
 * whole board), and its tags table leaves out the tags that say nothing (`????.??.??`, `?`, `-`).
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readParam } from '../src/state/url';
import { type DomApp, mount } from './domApp';

const START = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';
const OTHER = '[Event "Other"]\n[Result "*"]\n\n1. d4 d5 2. c4 e6 3. Nc3 Nf6 4. Bg5 Be7 *\n';
const ILLEGAL = '[Event "Illegal"]\n\n1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7+ Ke7 5. Ke3 *\n';
const BROKEN = '[Event "Broken"]\n\n1. e4 e5 2. Nf3 {a comment never closed\n';

let app: DomApp | undefined;
afterEach(() => {
  app?.unmount();
  app = undefined;
});

const ply = (a: DomApp) => a.find('current-ply')?.textContent ?? '';

describe('a new text in the SAN editor', () => {
  it('opens at its start, the URL’s node reset; typing keeps the place', async () => {
    const a = await mount('#view=san');
    app = a;
    await a.get('move-tree');
    await a.click('nav-end');
    await a.until(() => ply(a).startsWith('ply 33'), 'the Opera game’s end');
    expect(readParam('node', '')).not.toBe('');
    await a.fill('san-input', OTHER);
    await a.until(() => (a.find('ok')?.textContent ?? '').includes('legal'), 'the new game read');
    expect(ply(a)).toBe('start');
    expect(readParam('node', '')).toBe('');
    expect(a.find('current-fen')?.textContent).toBe(START);
    // typing a move at the end is an edit: the place is kept
    await a.click('nav-end');
    await a.until(() => ply(a).startsWith('ply 8'), 'the new game’s end');
    await a.fill('san-input', OTHER.replace('Be7 *', 'Be7 5. e3 *'));
    expect(ply(a)).toMatch(/^ply 8/);
    expect(a.errors).toEqual([]);
  });

  it('a broken paste shows nothing of the game before', async () => {
    const a = await mount('#view=san');
    app = a;
    await a.fill('san-input', ILLEGAL);
    await a.get('move-errors');
    // the illegal move located as the game list locates it, in a sentence (issue #88 item 9)
    expect(a.find('move-errors')?.textContent).toMatch(
      /^No legal move matches Ke7, at 4… Ke7 \(ply 8\), line 3, column \d+\./,
    );
    await a.click('nav-end');
    await a.get('board-error');
    await a.fill('san-input', BROKEN);
    await a.get('tree-error');
    expect(a.find('move-tree')).toBeNull();
    expect(a.find('move-errors')).toBeNull();
    expect(a.find('board-error')).toBeNull();
    expect(a.find('opening-name')).toBeNull();
    expect(a.find('current-fen')?.textContent).toBe(START);
    expect(ply(a)).toBe('start');
    expect(readParam('node', '')).toBe('');
    expect(a.all('.move-strip button').length).toBe(0);
    expect(a.errors).toEqual([]);
  });
});

describe('the move strip under the board (a phone’s moves)', () => {
  it('shows each move’s glyphs as the tree does: 3… Nd4?!, 5. Nxf7??', async () => {
    const a = await mount('#view=san');
    app = a;
    await a.fill('san-input', '1. e4 e5 2. Nf3 Nc6 3. Bc4 Nd4?! 4. Nxe5 $2 Qg5 5. Nxf7 $4 !? *\n');
    await a.until(() => a.all('.move-strip button').length === 9, 'the strip of nine moves');
    const strip = a.all('.move-strip button').map((b) => b.textContent);
    expect(strip.slice(5)).toEqual(['Nd4?!', '4.Nxe5?', 'Qg5', '5.Nxf7??!?']);
    expect(a.errors).toEqual([]);
  });
});

describe('a move played on the board when the editor holds no game (wip-346)', () => {
  /** Plays e2–e4 with the board's cursor (from a1): the keys a click-click or a drag stands for. */
  async function playE4(a: DomApp) {
    const board = await a.get('board');
    board.focus();
    for (const key of [
      'ArrowRight',
      'ArrowRight',
      'ArrowRight',
      'ArrowRight',
      'ArrowUp',
      'Enter',
      'ArrowUp',
      'ArrowUp',
      'Enter',
    ])
      await a.press(board, key);
  }

  it.each([
    ['an empty editor', ''],
    ['a lone result', '*'],
  ])('%s: the move starts a game, as on lichess’s analysis board', async (_, text) => {
    const a = await mount(`#view=san&san=${encodeURIComponent(text)}`);
    app = a;
    await playE4(a);
    await a.until(() => ply(a).startsWith('ply 1'), 'the move played');
    expect((a.find('san-input') as HTMLTextAreaElement).value).toBe('1. e4 *\n');
    expect(a.find('current-fen')?.textContent).toBe(
      'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1',
    );
    expect(a.errors).toEqual([]);
  });

  it('a lone result gets no verdict ("✔ 0 games; every move legal"): the note says how to start, the board first', async () => {
    const a = await mount(`#view=san&san=${encodeURIComponent('*')}`);
    app = a;
    await a.get('board');
    await a.until(() => a.find('ok') !== null || a.find('empty-note') !== null, 'the text read');
    expect(a.find('ok')).toBeNull();
    expect(a.find('empty-note')?.textContent).toMatch(/^No game: play a move on the board/);
  });
});

describe('a FEN pasted into the SAN editor (as lichess’s analysis board takes one)', () => {
  it('is offered as a position to analyse, which the board then shows with the editor’s tags', async () => {
    const fen = 'r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3';
    const a = await mount('#view=san');
    app = a;
    await a.fill('san-input', fen);
    await a.get('tree-error');
    expect(a.find('pasted-fen')?.textContent).toBe(
      'This is a Chess position, not a game: Analyse this position',
    );
    await a.click('pasted-fen-open');
    await a.until(() => a.find('current-fen')?.textContent === fen, 'the FEN’s position on the board');
    expect((a.find('san-input') as HTMLTextAreaElement).value).toBe(`[SetUp "1"]\n[FEN "${fen}"]\n\n*\n`);
    expect(a.find('pasted-fen')).toBeNull();
    // a FEN the board's variant does not read (an SFEN on the chess board), and any other error, offer nothing
    await a.fill('san-input', 'lnsgkgsnl/1r5b1/ppppppppp/9/9/2P6/PP1PPPPPP/1B5R1/LNSGKGSNL w - 2');
    await a.get('tree-error');
    expect(a.find('pasted-fen')).toBeNull();
    await a.fill('san-input', BROKEN);
    await a.get('tree-error');
    expect(a.find('pasted-fen')).toBeNull();
    expect(a.errors).toEqual([]);
  });
});

describe('the flipped board (issue #88 item 10)', () => {
  /** Whether a1 is drawn right of h1 (the board seen from black's side). */
  const seenFromBlack = (a: DomApp) => {
    const x = (square: string) => Number(a.all(`[data-square="${square}"] rect`)[0]?.getAttribute('x'));
    return x('a1') > x('h1');
  };

  it('is in the URL, so a link (a share link too) opens it flipped', async () => {
    let a = await mount('#view=san');
    app = a;
    await a.get('move-tree');
    expect(seenFromBlack(a)).toBe(false);
    await a.click('flip');
    expect(seenFromBlack(a)).toBe(true);
    const hash = window.location.hash;
    expect(new URLSearchParams(hash.slice(1)).get('flip')).toBe('1');
    a.unmount();
    a = await mount(hash);
    app = a;
    await a.get('move-tree');
    expect(seenFromBlack(a)).toBe(true);
    expect(a.errors).toEqual([]);
  });
});

describe('the result after the last move (issue #88 item 12)', () => {
  it('is shown under the moves, in words', async () => {
    const a = await mount('#view=san');
    app = a;
    await a.get('move-tree');
    await a.until(() => a.find('game-result') !== null, 'the result');
    expect(a.find('game-result')?.textContent).toBe('1-0 White wins · checkmate');
    // an unfinished game (*) shows none
    await a.fill('san-input', OTHER);
    await a.until(() => (a.find('ok')?.textContent ?? '').includes('legal'), 'the new game read');
    expect(a.find('game-result')).toBeNull();
  });
});

describe('FEN & play with shogi (issue #88 item 5)', () => {
  it('takes an SFEN, hands and all, as the position it stands for', async () => {
    const sfen = 'lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w 2Pr 4';
    const a = await mount(`#view=fen&variant=shogi&fen=${encodeURIComponent(sfen)}`);
    app = a;
    await a.until(() => a.find('canonical') !== null || a.find('error') !== null, 'the FEN read');
    expect(a.find('error')?.textContent ?? '').toBe('');
    expect(a.find('canonical')?.textContent).toBe(
      'lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL[PPr] b - - 0 2',
    );
    // the board, once the generic engine (shogi's) has loaded
    await a.until(() => a.all('[data-testid="board"] [data-square]').length === 81, 'the shogi board');
  });
});

describe('a game pasted over the editor brings its board into view (on a phone the editor stands under it)', () => {
  // the scroll the page is asked for is recorded (`scrollIntoView`); the layout is the browser tests'
  const scrolled: Element[] = [];
  const ownScroll = Element.prototype.scrollIntoView;
  beforeEach(() => {
    scrolled.length = 0;
    Element.prototype.scrollIntoView = function record(this: Element) {
      scrolled.push(this);
    };
  });
  afterEach(() => {
    Element.prototype.scrollIntoView = ownScroll;
  });
  const LICHESS =
    '[Event "Rated Blitz game"]\n[Site "https://lichess.org/abcdefgh"]\n\n1. e4 { [%eval 0.3] [%clk 0:03:00] } 1... e5 { [%clk 0:02:58] } 2. Nf3?! 1-0\n';

  /** Ctrl+A, Ctrl+V of `text` in the editor: the paste event, then the browser's own insertion (an `input`). */
  async function pasteOver(a: DomApp, text: string): Promise<void> {
    const editor = (await a.get('san-input')) as HTMLTextAreaElement;
    editor.setSelectionRange(0, editor.value.length);
    const transfer = new DataTransfer();
    transfer.setData('text/plain', text);
    const event = new ClipboardEvent('paste', { clipboardData: transfer, bubbles: true, cancelable: true });
    editor.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
    await a.fill('san-input', text);
  }

  /** Whether the page was asked to scroll the board's frame into view. */
  const boardShown = () => scrolled.some((el) => el.querySelector('[data-testid="board"]') !== null);

  it('a pasted game: its board brought into view; a text with an error: the page stays', async () => {
    const a = await mount('#view=san');
    app = a;
    await a.get('board');
    await pasteOver(a, '1. e4 {never closed');
    await a.get('error');
    await a.settle(50);
    expect(boardShown()).toBe(false);
    await pasteOver(a, LICHESS);
    await a.until(boardShown, 'the board scrolled into view');
    expect(a.errors).toEqual([]);
  });
});

describe('the tags table leaves out the tags that say nothing (a lichess database game: Date ????.??.??, Round ?)', () => {
  /** The tags table's rows, `name=value`. */
  const rows = (a: DomApp) =>
    a
      .all('[data-testid="tags"] tr')
      .map((r) => `${r.querySelector('th')?.textContent}=${r.querySelector('td')?.textContent}`);

  it('a tag whose value is unknown (?, ????.??.??, -) is not listed; a partly known date is', async () => {
    const pgn = [
      '[Event "Rated Bullet game"]',
      '[Site "https://lichess.org/1xb3os63"]',
      '[Date "????.??.??"]',
      '[Round "?"]',
      '[White "nichiren1967"]',
      '[Black "Naitero_Nagasaki"]',
      '[Result "0-1"]',
      '[UTCDate "2012.12.31"]',
      '[Annotator "-"]',
      '[EventDate "2012.??.??"]',
      '',
      '1. e4 e6 0-1',
    ].join('\n');
    const a = await mount(`#view=san&${new URLSearchParams({ san: pgn })}`);
    app = a;
    await a.get('tags');
    expect(rows(a)).toEqual([
      'Event=Rated Bullet game',
      'Site=https://lichess.org/1xb3os63',
      'White=nichiren1967',
      'Black=Naitero_Nagasaki',
      'Result=0-1',
      'UTCDate=2012.12.31',
      'EventDate=2012.??.??',
    ]);
    expect(a.errors).toEqual([]);
  });
});
