/** The engine panel's controls (issue #88 item 12): no "Stop" once the engine has refused the position's variant. */
import { Position } from '@x/core';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, describe, expect, it, vi } from 'vitest';
import type { EngineView } from '../../src/components/engine/useEngine';

let view: EngineView;
vi.mock('../../src/components/engine/useEngine', () => ({ LINES: 3, useEngine: () => view }));
// the files of a worker share their modules (`isolate: false`): a fresh graph with the stub, none after
vi.resetModules();
afterAll(() => {
  vi.doUnmock('../../src/components/engine/useEngine');
  vi.resetModules();
});
const { default: EnginePanel } = await import('../../src/components/engine/EnginePanel');

const running: EngineView = {
  status: 'running',
  problem: undefined,
  name: 'Stockfish',
  depth: 12,
  nodes: 1000,
  lines: [],
  evaluations: new Map(),
  start: () => {},
  stop: () => {},
  connect: () => {},
};

const render = () =>
  renderToStaticMarkup(
    createElement(EnginePanel, {
      position: Position.fromFen('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1'),
      moves: undefined,
      ply: 0,
      onGo: () => {},
    }),
  );

describe('the engine panel', () => {
  it('offers Stop while searching, Start once the engine refused the variant', () => {
    view = running;
    expect(render()).toContain('data-testid="engine-stop"');
    view = { ...running, problem: 'Stockfish does not play shogi: serve Fairy-Stockfish' };
    const html = render();
    expect(html).not.toContain('data-testid="engine-stop"');
    expect(html).toContain('data-testid="engine-start"');
    expect(html).toContain('does not play shogi');
  });
});

describe('the engine panel without an engine', () => {
  it('says so in one line, the command to serve one folded under "How to connect"', () => {
    view = { ...running, status: 'offline', name: undefined, depth: undefined, nodes: undefined };
    const html = render();
    expect(html).toMatch(/data-testid="engine-offline">not connected</);
    expect(html).toContain('data-testid="engine-connect"');
    const how = /<details[^>]*data-testid="engine-how"[^>]*>.*<\/details>/s.exec(html)?.[0] ?? '';
    expect(how).toContain('<summary>How to connect</summary>');
    expect(how).toContain('xn engine serve --engine /usr/games/stockfish');
  });
});
