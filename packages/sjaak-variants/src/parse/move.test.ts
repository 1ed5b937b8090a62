/** Move strings: every move type, the set-switching operators, and malformed input. */
import { describe, expect, it } from 'vitest';
import type { DiagnosticCode } from '../shared/diagnostics.js';
import { readMove, stringifyMove } from './move.js';
import type { MoveDefinition, Step, StepDirection } from '../shared/types.js';

function read(text: string, compat = false) {
  const found: { code: DiagnosticCode; column: number }[] = [];
  const move = readMove(text, 1, compat, (code, column) => found.push({ code, column }));
  return { move, found };
}

/** One component of a `step` move. */
const step = (direction: StepDirection, count: number): Step => ({ direction, count });

const cases: readonly (readonly [string, MoveDefinition, string])[] = [
  ['none', { kind: 'none' }, 'none'],
  ['slide (H,V)', { kind: 'slide', directions: ['H', 'V'] }, 'slide (H,V)'],
  ['slide (D, A, H, V)', { kind: 'slide', directions: ['D', 'A', 'H', 'V'] }, 'slide (D,A,H,V)'],
  ['hop (H,V)', { kind: 'hop', directions: ['H', 'V'] }, 'hop (H,V)'],
  ['leap (2,1)', { kind: 'leap', first: [[2, 1]], second: [], mask: [] }, 'leap (2,1)'],
  ['leap (1, 1)', { kind: 'leap', first: [[1, 1]], second: [], mask: [] }, 'leap (1,1)'],
  [
    'leap (0,1)|(1,1)',
    {
      kind: 'leap',
      first: [
        [0, 1],
        [1, 1],
      ],
      second: [],
      mask: [],
    },
    'leap (0,1)|(1,1)',
  ],
  [
    'leap ((0,1)+(1,1))&(1,2)',
    { kind: 'leap', first: [[0, 1]], second: [[1, 1]], mask: [[1, 2]] },
    'leap (0,1)+(1,1)&(1,2)',
  ],
  [
    'leap (1,0)+(1,1)|(2,0)',
    {
      kind: 'leap',
      first: [[1, 0]],
      second: [
        [1, 1],
        [2, 0],
      ],
      mask: [],
    },
    'leap (1,0)+(1,1)|(2,0)',
  ],
  [
    'leap ((0,1)|(1,1))+((0,1)|(1,1))',
    {
      kind: 'leap',
      first: [
        [0, 1],
        [1, 1],
      ],
      second: [
        [0, 1],
        [1, 1],
      ],
      mask: [],
    },
    'leap (0,1)|(1,1)+(0,1)|(1,1)',
  ],
  [
    'aleap (1,1)|(-1,1) | (0,2)',
    {
      kind: 'aleap',
      vectors: [
        [1, 1],
        [-1, 1],
        [0, 2],
      ],
    },
    'aleap (1,1)|(-1,1)|(0,2)',
  ],
  ['step N,2NE, 3W', { kind: 'step', steps: [step('N', 1), step('NE', 2), step('W', 3)] }, 'step N,2NE,3W'],
  ['step 10N,2S', { kind: 'step', steps: [step('N', 10), step('S', 2)] }, 'step 10N,2S'],
  ['ride (2,1)', { kind: 'ride', vectors: [[2, 1]] }, 'ride (2,1)'],
  [
    'ride (0,2)|(2,2)',
    {
      kind: 'ride',
      vectors: [
        [0, 2],
        [2, 2],
      ],
    },
    'ride (0,2)|(2,2)',
  ],
];

describe('move strings', () => {
  for (const [text, want, canonical] of cases) {
    it(`reads '${text}'`, () => {
      const { move, found } = read(text);
      expect(found).toEqual([]);
      expect(move).toEqual(want);
      expect(stringifyMove(move)).toBe(canonical);
      expect(read(canonical).move).toEqual(want);
    });
  }

  it('unknown word, missing space, empty body: malformed, no move', () => {
    for (const [text, column] of [
      ['jump (1,1)', 1],
      ['leap(2,1)', 1],
      ['slide ()', 7],
      ['leap foo', 6],
    ] as const) {
      const { move, found } = read(text);
      expect(move).toEqual({ kind: 'none' });
      expect(found[0]).toEqual({ code: 'malformed-move', column });
    }
  });

  it('(2,) reuses the previous y with a malformed-move warning', () => {
    const { move, found } = read('aleap (-2,1)|(2,)');
    expect(move).toEqual({
      kind: 'aleap',
      vectors: [
        [-2, 1],
        [2, 1],
      ],
    });
    expect(found).toEqual([{ code: 'malformed-move', column: 14 }]);
  });

  it('+ or & in aleap make it unusable', () => {
    expect(read('aleap (1,0)+(1,1)')).toEqual({
      move: { kind: 'none' },
      found: [{ code: 'malformed-move', column: 12 }],
    });
    expect(read('aleap (1,0)&(1,1)').found[0]!.code).toBe('malformed-move');
  });

  it('more than 4 ride vectors are cut with a warning', () => {
    const { move, found } = read('ride (1,2)|(1,3)|(1,4)|(2,3)|(3,4)');
    expect(move).toEqual({
      kind: 'ride',
      vectors: [
        [1, 2],
        [1, 3],
        [1, 4],
        [2, 3],
      ],
    });
    expect(found.map((f) => f.code)).toEqual(['malformed-move']);
  });

  it('unknown step directions are dropped (default) or read as N (compat)', () => {
    expect(read('step X,E')).toEqual({
      move: { kind: 'step', steps: [{ direction: 'E', count: 1 }] },
      found: [{ code: 'malformed-move', column: 6 }],
    });
    expect(read('step X,E', true).move).toEqual({
      kind: 'step',
      steps: [
        { direction: 'N', count: 1 },
        { direction: 'E', count: 1 },
      ],
    });
  });

  it('spaced operators: mask by default, joins the current set under compat', () => {
    const def = read('leap ((1,0)+(1,1)) & (1,2)');
    expect(def.move).toEqual({ kind: 'leap', first: [[1, 0]], second: [[1, 1]], mask: [[1, 2]] });
    expect(def.found).toEqual([{ code: 'spaced-operator', column: 20 }]);
    const compat = read('leap ((1,0)+(1,1)) & (1,2)', true);
    expect(compat.move).toEqual({
      kind: 'leap',
      first: [[1, 0]],
      second: [
        [1, 1],
        [1, 2],
      ],
      mask: [],
    });
    expect(compat.found).toEqual([{ code: 'spaced-operator', column: 20 }]);
  });
});
