// @vitest-environment happy-dom
/**
 * The move box of a board takes its game's own notation (issue #88): a shogi board's says USI and plays `7g7f`
 * (and Western `P-3d`), a xiangqi board's WXF or ICCS (`C2.5`, `h9g7`), a janggi board's janggi or ICCS; a chess
 * board's stays UCI. In a light DOM (domApp.ts), on FEN & play.
 */
import { variants } from '@x/core/variant';
import { afterEach, describe, expect, it } from 'vitest';
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
  const played = () => a.all('[data-testid="moves"] li span').filter((s) => s.textContent).length > before;
  await a.until(() => played() || a.find('typed-error') !== null, `${text} played or refused`);
  return a.find('typed-error')?.textContent?.trim() ?? '';
}

/** The board of `variant` once its notation has loaded, its move box labelled `expected`. */
async function boardIn(variant: keyof typeof variants, expected: string): Promise<DomApp> {
  const a = await board(variant);
  await a.until(() => label(a) !== 'Move (UCI)', 'the notation loaded');
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
    expect(label(chess)).toBe('Move (UCI)');
    expect(await typeMove(chess, 'e2e4')).toBe('');
  });
});
