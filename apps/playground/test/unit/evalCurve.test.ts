/**
 * The engine's evaluation chart draws only the positions the engine analysed (issue #88 item 11): no 0.00 before
 * the first, no flat copy of the last after it; a game's own evaluations keep lichess's drawing.
 */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { EvalChart } from '../../src/components/analysis/EvalChart';
import type { EvalPoint } from '../../src/lib/analysis/commentInfo';
import { evalCurve } from '../../src/lib/analysis/evalCurve';

/** The x coordinates of a path's points. */
const xs = (path: string) => [...path.matchAll(/[ML]([\d.]+),/g)].map((m) => Number(m[1]));

describe('the evaluation curve', () => {
  // plies 1…6, the engine having analysed plies 3 and 4 only
  const evaluations = [undefined, undefined, { cp: 30 }, { cp: -50 }, undefined, undefined];

  it('of an engine spans only the analysed positions', () => {
    const { area, values } = evalCurve(evaluations, 600, 110, false);
    // x of ply 3 is 300, of ply 4 is 400 (600 px over 6 plies)
    expect(Math.min(...xs(area))).toBe(300);
    expect(Math.max(...xs(area))).toBe(400);
    expect(values.map((v) => v !== undefined)).toEqual([false, false, true, true, false, false]);
    expect(evalCurve([undefined, undefined], 600, 110, false).area).toBe('');
  });

  it('is what the engine panel’s chart draws', () => {
    const points = evaluations.map((evaluation, i) => ({
      node: { path: [i] },
      evaluation,
    })) as unknown as EvalPoint[];
    const html = renderToStaticMarkup(
      createElement(EvalChart, { points, ply: 0, onGo: () => {}, analysedOnly: true }),
    );
    const area = /class="eval-white" d="([^"]+)"/.exec(html)?.[1] ?? '';
    expect([Math.min(...xs(area)), Math.max(...xs(area))]).toEqual([300, 400]);
  });

  it('of a game starts at 0.00 and carries the last value', () => {
    const { area, values } = evalCurve(evaluations, 600, 110, true);
    expect(Math.min(...xs(area))).toBe(0);
    expect(Math.max(...xs(area))).toBe(600);
    expect(values[5]).toBe(values[3]);
  });
});
