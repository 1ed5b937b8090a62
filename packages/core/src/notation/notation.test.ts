/** `@x/core/notation`: the FEN board field and size limits over defaults. */
import { describe, expect, it } from 'vitest';
import { fenBoard, limitsResolver } from './index.js';

describe('fenBoard', () => {
  it('writes ranks from the last, empty runs as counts, holes as *, pieces by letter', () => {
    const board = [undefined, 'K', undefined, undefined, undefined, undefined, undefined, undefined, 'q'];
    expect(fenBoard(board, 3, 3, new Set([4]), (p) => p)).toBe('2q/1*1/1K1');
    expect(
      fenBoard([null, null, null, null, null, null, null, null, null, null, null], 11, 1, new Set(), String),
    ).toBe('11');
  });
});

describe('limitsResolver', () => {
  const DEFAULTS: { readonly maxLength: number; readonly maxDepth: number } = Object.freeze({
    maxLength: 100,
    maxDepth: 8,
  });
  const resolve = limitsResolver(DEFAULTS, (key) => new RangeError(`bad ${key}`));
  it('returns the defaults themselves without limits, else the given over the defaults', () => {
    expect(resolve(undefined)).toBe(DEFAULTS);
    expect(resolve({ maxDepth: 2 })).toEqual({ maxLength: 100, maxDepth: 2 });
  });
  it.each([0, -1, 1.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 53])(
    'throws the made error for %s',
    (bad) => {
      expect(() => resolve({ maxDepth: bad })).toThrow(new RangeError('bad maxDepth'));
    },
  );
});
