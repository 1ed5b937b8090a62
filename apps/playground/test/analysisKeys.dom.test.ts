// @vitest-environment happy-dom
/**
 * The analysis board a lichess user expects (issue #88), in a light DOM (domApp.ts) with the engine's state
 * stubbed (a running engine whose best line is 1. d4 from the start, else the first legal move): the best move
 * as a blue arrow and the gauge beside the board; Space plays it, a click on a line plays its first move, ⤵ the
 * whole line; `l` switches the engine; `?` opens the shortcut sheet and Esc closes it; 1–6 and the glyph buttons
 * mark the move, written to the PGN as $1…$6; figurines from the Look setting; the FEN line sets a position or
 * shows its located error.
 */
import type { BasePosition, Move } from '@x/core';
import { resolve } from '@x/san';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import type { EngineView } from '../src/components/engine/useEngine';
import type { DomApp } from './domApp';

const switched: string[] = [];

/** The stub engine: its best line from `position`, 1. d4 d5 2. c4 from the start, else the first legal move. */
function engineView(position: BasePosition): EngineView {
  const sans = position.toFen().startsWith('rnbqkbnr/pppppppp/8/8/8/8/') ? ['d4', 'd5', 'c4'] : [];
  const moves: Move[] = [];
  const played = position.clone();
  for (const san of sans) {
    const move = resolve(san, played) as Move;
    moves.push(move);
    played.play(move);
  }
  const pv = moves.length > 0 ? moves : position.legalMoves().slice(0, 1);
  return {
    status: 'running',
    problem: undefined,
    name: 'Stub',
    depth: 20,
    nodes: 1000,
    lines: [shownLine(position, { cp: 35 }, pv, 20)],
    evaluations: new Map(),
    start: () => switched.push('start'),
    stop: () => switched.push('stop'),
    connect: () => switched.push('connect'),
  };
}

vi.mock('../src/components/engine/useEngine', () => ({ LINES: 3, useEngine: engineView }));
// The files of a worker share their modules (vitest's `isolate: false`): had another file imported the app
// first, its views would hold the real engine (no gauge, no arrow). This file imports a fresh module graph,
// with the stub, and leaves a fresh one, without it, to the next file.
vi.resetModules();
const { shownLine } = await import('../src/lib/engine/engineLines');
const { setLook } = await import('../src/state/look');
const { mount } = await import('./domApp');
afterAll(() => {
  vi.doUnmock('../src/components/engine/useEngine');
  vi.resetModules();
});

const GAME = '[Event "Keys"]\n\n1. e4 e5 2. Nf3 Nc6 *\n';

let app: DomApp | undefined;
afterEach(() => {
  app?.unmount();
  app = undefined;
  setLook({ notation: 'letters' });
});

const ply = (a: DomApp) => a.find('current-ply')?.textContent ?? '';
const editor = (a: DomApp) => (a.find('san-input') as HTMLTextAreaElement | null)?.value ?? '';

/** The SAN tab with GAME, at its start. */
async function open(): Promise<DomApp> {
  const a = await mount('#view=san');
  app = a;
  await a.fill('san-input', GAME);
  await a.until(() => (a.find('ok')?.textContent ?? '').includes('legal'), 'the game read');
  return a;
}

describe('the analysis board’s engine, keys and tools', () => {
  it('the best move as an arrow and the gauge; Space plays it; a line’s click and ⤵ play into the tree; l switches', async () => {
    const a = await open();
    await a.get('eval-gauge');
    await a.until(() => a.all('[data-arrow="d2d4"]').length === 1, 'the best move’s arrow');
    expect(a.all('[data-arrow="d2d4"]')[0]?.getAttribute('class')).toContain('brush-blue');
    expect(a.find('eval-gauge')?.dataset.eval).toBe('+0.3');
    // Space: 1. d4 goes into the tree as a variation of 1. e4, and is shown
    await a.press(document.body, ' ');
    await a.until(() => ply(a).startsWith('ply 1: 1. d4'), 'the best move played');
    expect(editor(a)).toContain('(1. d4)');
    // back to the start: a click on the line plays its first move (now in the tree: no new variation)
    await a.press(document.body, 'Home');
    await a.until(() => ply(a) === 'start', 'the start');
    await a.click('engine-line-play');
    await a.until(() => ply(a).startsWith('ply 1: 1. d4'), 'the line’s first move');
    expect(editor(a).match(/1\. d4/g)).toHaveLength(1);
    // ⤵ adds the whole line from the start: d4 is there, d5 c4 are added after it
    await a.press(document.body, 'Home');
    await a.until(() => ply(a) === 'start', 'the start');
    await a.click('engine-line-add');
    await a.until(() => ply(a).startsWith('ply 3: 2. c4'), 'the whole line');
    expect(editor(a)).toContain('(1. d4 d5 2. c4)');
    // l: the engine off (a running engine is stopped)
    switched.length = 0;
    await a.press(document.body, 'l');
    expect(switched).toEqual(['stop']);
    expect(a.errors).toEqual([]);
  });

  it('? opens the shortcut sheet, Esc closes it; 1–6 and the buttons mark the move as $1…$6', async () => {
    const a = await open();
    await a.press(document.body, '?');
    const sheet = (await a.get('shortcut-sheet')) as HTMLDialogElement;
    expect(sheet.open).toBe(true);
    expect(sheet.getAttribute('aria-labelledby')).toBe('shortcut-sheet-title');
    expect(sheet.textContent).toContain("play the engine's best move");
    await a.press(sheet, 'Escape');
    expect(sheet.open).toBe(false);
    // 2. Nf3 marked !? by its key, then ?? by its button; the tree shows it, the text has the NAG
    await a.press(document.body, 'End');
    await a.press(document.body, 'ArrowLeft');
    await a.until(() => ply(a).startsWith('ply 3: 2. Nf3'), '2. Nf3');
    await a.press(document.body, '5');
    await a.until(() => editor(a).includes('2. Nf3 $5 Nc6'), 'the NAG written');
    expect(a.all('.move-tree .move.current .nag')[0]?.textContent).toBe('!?');
    expect(a.find('glyph-5')?.getAttribute('aria-pressed')).toBe('true');
    await a.click('glyph-4');
    await a.until(() => editor(a).includes('2. Nf3 $4 Nc6'), 'the glyph replaced');
    await a.click('glyph-4');
    await a.until(() => editor(a).includes('2. Nf3 Nc6'), 'the glyph removed');
    expect(a.errors).toEqual([]);
  });

  it('figurines from the Look setting; the FEN line sets a position, a bad FEN is located and the board kept', async () => {
    const a = await open();
    setLook({ notation: 'figurines' });
    await a.until(() => a.all('.move-tree .san').some((s) => s.textContent === '♘f3'), 'figurines');
    const before = a.find('current-fen')?.textContent;
    await a.click('fen-edit');
    await a.fill('fen-input', 'rnbqkbnr/pppppppp/9/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1');
    await a.click('fen-set');
    expect(a.find('fen-error-code')?.textContent).toBeTruthy();
    expect(a.find('fen-error')?.textContent).toMatch(/offset|column/);
    await a.press('fen-input', 'Escape');
    expect(a.find('current-fen')?.textContent).toBe(before);
    const fen = '4k3/8/8/8/8/8/4P3/4K3 w - - 0 1';
    await a.click('fen-edit');
    await a.fill('fen-input', fen);
    await a.click('fen-set');
    await a.until(() => a.find('current-fen')?.textContent === fen, 'the FEN’s position');
    expect(editor(a)).toContain(`[FEN "${fen}"]`);
    expect(a.errors).toEqual([]);
  });
});
