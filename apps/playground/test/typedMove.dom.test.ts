// @vitest-environment happy-dom
/**
 * The move box of a board takes its game's own notation (issue #88): a shogi board's says USI and plays `7g7f`
 * (and Western `P-3d`), a xiangqi board's WXF or ICCS (`C2.5`, `h9g7`), a janggi board's janggi or ICCS; a chess
 * board's stays UCI. The board's own choice: the king put on its own rook castles, as on lichess (the rook offered
 * among its targets). In a light DOM (domApp.ts), on FEN & play.
 */
import { variants } from '@x/core/variant';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type DomApp, mount } from './domApp';

let app: DomApp | undefined;
afterEach(() => {
  app?.unmount();
  app = undefined;
});

/** FEN & play with `variant` at its start position, its move box shown. */
async function board(variant: keyof typeof variants): Promise<DomApp> {
  const fen = variants[variant].startFen;
  const a = await mount(`#view=fen&variant=${variant}&fen=${encodeURIComponent(fen)}`);
  app = a;
  await a.get('move-input');
  return a;
}

/** The move box's label, once it names more than UCI (the notation's package loaded) or after `what` is waited. */
const label = (a: DomApp) => a.find('move-input')?.closest('label')?.textContent?.trim() ?? '';

/** Types `text` into the move box and plays it: the moves then listed, or the box's error. */
async function typeMove(a: DomApp, text: string): Promise<string> {
  const before = a.all('[data-testid="moves"] li span').filter((s) => s.textContent).length;
  await a.fill('move-input', text);
  const form = a.find('move-input')!.closest('form')!;
  await a.click(form.querySelector('button')!);
  // played: listed, and the box emptied
  const played = () =>
    a.all('[data-testid="moves"] li span').filter((s) => s.textContent).length > before &&
    (a.find('move-input') as HTMLInputElement).value === '';
  await a.until(() => played() || a.find('typed-error') !== null, `${text} played or refused`);
  return a.find('typed-error')?.textContent?.trim() ?? '';
}

/** The board of `variant` once its notation has loaded, its move box labelled `expected`. */
async function boardIn(variant: keyof typeof variants, expected: string): Promise<DomApp> {
  const a = await board(variant);
  await a.until(() => label(a) !== 'Move (UCI or SAN)', 'the notation loaded');
  expect(label(a)).toBe(expected);
  return a;
}

describe("the move box takes the game's own notation", () => {
  it('shogi: USI, and Western', async () => {
    const a = await boardIn('shogi', 'Move (USI)');
    expect(await typeMove(a, '7g7f')).toBe('');
    expect(await typeMove(a, 'P-3d')).toBe('');
    expect(a.find('current-fen')?.textContent).toContain('/2P6/');
    // a square that is not shogi's is refused, saying why
    expect(await typeMove(a, '7g7e')).not.toBe('');
  });

  it('xiangqi: WXF and ICCS', async () => {
    const a = await boardIn('xiangqi', 'Move (WXF or ICCS)');
    expect(await typeMove(a, 'C2.5')).toBe('');
    expect(await typeMove(a, 'h9g7')).toBe('');
    expect(a.find('current-fen')?.textContent).toContain('/1C2C4/');
  });

  it('janggi: janggi and ICCS; chess stays UCI', async () => {
    const a = await boardIn('janggi', 'Move (janggi or ICCS)');
    expect(await typeMove(a, 'b0c2')).toBe('');
    a.unmount();
    const chess = await board('chess');
    await chess.settle(50);
    expect(label(chess)).toBe('Move (UCI or SAN)');
    expect(await typeMove(chess, 'e2e4')).toBe('');
  });
});

describe("the move box reads SAN too, as lichess's keyboard input does", () => {
  // `@x/san` loaded ahead, so the box's `import()` of it resolves within the click's `act` (a chunk arriving
  // outside `act` leaves React's test scheduler behind the next fill)
  beforeAll(async () => {
    await import('@x/san');
  });

  /** The moves listed, in order. */
  const listed = (a: DomApp) =>
    a
      .all('[data-testid="moves"] li span')
      .map((s) => s.textContent ?? '')
      .filter((t) => t && t !== '…');

  it('chess: pawn moves, pieces, captures, castling, promotion; UCI still', async () => {
    const fen = 'r3k2r/1P6/8/3p4/8/8/8/R3K1NR w KQkq - 0 1';
    const a = await mount(`#view=fen&fen=${encodeURIComponent(fen)}`);
    app = a;
    await a.get('move-input');
    for (const move of ['Nf3', 'd4', 'O-O', 'Kd7', 'bxa8=Q', 'Ke6', 'Qxh8']) {
      expect(await typeMove(a, move), move).toBe('');
    }
    expect(listed(a)).toEqual(['Nf3', 'd4', 'O-O', 'Kd7', 'bxa8=Q', 'Ke6', 'Qxh8']);
    expect(a.errors).toEqual([]);
  });

  it("the start position: e4, lenient forms (Ng1f3, 0-0), UCI e7e5; refusals in the box's words", async () => {
    const a = await board('chess');
    expect(await typeMove(a, 'e4')).toBe('');
    expect(await typeMove(a, 'e7e5')).toBe('');
    expect(await typeMove(a, 'Ng1f3')).toBe('');
    expect(await typeMove(a, 'Nc6')).toBe('');
    expect(await typeMove(a, 'Bc4')).toBe('');
    expect(await typeMove(a, 'Nf6')).toBe('');
    expect(await typeMove(a, '0-0')).toBe('');
    expect(listed(a)).toEqual(['e4', 'e5', 'Nf3', 'Nc6', 'Bc4', 'Nf6', 'O-O']);
    expect(await typeMove(a, 'Qh5')).toBe('not a legal move here: Qh5');
    expect(await typeMove(a, 'xyz')).toBe('not a legal move here: xyz');
  });

  it('a SAN that names several moves says which', async () => {
    const fen = '4k3/8/8/8/8/5N2/8/1N2K3 w - - 0 1';
    const a = await mount(`#view=fen&fen=${encodeURIComponent(fen)}`);
    app = a;
    await a.get('move-input');
    expect(await typeMove(a, 'Nd2')).toBe('Nd2 matches two moves: Nbd2, Nfd2');
    expect(a.find('current-fen')?.textContent).toContain('/1N2K3 w');
  });

  it('crazyhouse: a drop, written N@f3', async () => {
    const fen = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[N] w KQkq - 0 1';
    const a = await mount(`#view=fen&variant=crazyhouse&fen=${encodeURIComponent(fen)}`);
    app = a;
    await a.get('move-input');
    expect(await typeMove(a, 'N@e4')).toBe('');
    expect(await typeMove(a, 'Nf6')).toBe('');
    expect(listed(a)).toEqual(['N@e4', 'Nf6']);
  });
});

describe('the king put on its own rook castles, as on lichess (the keyboard: the same onSquare a click calls)', () => {
  /** Presses `key` on the board `times` times. */
  async function press(a: DomApp, key: string, times = 1): Promise<void> {
    for (let i = 0; i < times; i++) await a.press('board', key);
  }

  /** The moves listed (a black first move after `…`). */
  const moves = (a: DomApp) => a.all('[data-testid="moves"] li span').map((s) => s.textContent);

  it('the king chosen, then its rook: castles (both sides), the rook marked as a target', async () => {
    const fen = 'r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w KQkq - 0 1';
    const a = await mount(`#view=fen&fen=${encodeURIComponent(fen)}`);
    app = a;
    await a.get('board');
    // the cursor starts on a1: four steps right is the king
    await press(a, 'ArrowRight', 4);
    await press(a, 'Enter');
    const target = (square: string) => a.all(`[data-square="${square}"] circle.target`).length === 1;
    expect([target('g1'), target('h1'), target('a1')]).toEqual([true, true, true]);
    await press(a, 'ArrowRight', 3);
    await press(a, 'Enter');
    await a.until(() => moves(a).includes('O-O'), 'O-O listed');
    expect(window.location.hash).toContain('fenmoves=e1g1');
    expect(a.errors).toEqual([]);
    a.unmount();
    // black, long: the king on e8, then the rook on a8
    const b = await mount(`#view=fen&fen=${encodeURIComponent(fen.replace(' w ', ' b '))}`);
    app = b;
    await b.get('board');
    await press(b, 'ArrowUp', 7);
    await press(b, 'ArrowRight', 4);
    await press(b, 'Enter');
    await press(b, 'ArrowLeft', 4);
    await press(b, 'Enter');
    await b.until(() => moves(b).includes('O-O-O'), 'O-O-O listed');
    expect(window.location.hash).toContain('fenmoves=e8c8');
    expect(b.errors).toEqual([]);
  });
});
