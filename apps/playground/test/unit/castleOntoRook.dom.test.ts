// @vitest-environment happy-dom
/**
 * The king put on its own rook castles, as on lichess (and as Chess960 needs when the king's square is its target
 * too): the rook is offered among the king's targets, and choosing it plays `O-O` or `O-O-O`. On FEN & play, from the
 * keyboard (the board's cursor and Enter: the same `onSquare` a click calls; a drop takes `movesOnto` likewise).
 */
import { afterEach, expect, it } from 'vitest';
import { type DomApp, mount } from '../domApp';

let app: DomApp | undefined;
afterEach(() => {
  app?.unmount();
  app = undefined;
});

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
