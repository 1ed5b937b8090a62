/** `@x/core/notation`: the FEN board field, size limits over defaults and a variant writer's result. */
import { describe, expect, it } from 'vitest';
import { fenBoard, limitsResolver, unwrittenFields, writtenVariant } from './index.js';

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
  const resolve = limitsResolver('@x/foo', DEFAULTS);
  it('returns the defaults themselves without limits, else the given over the defaults', () => {
    expect(resolve(undefined)).toBe(DEFAULTS);
    expect(resolve({ maxDepth: 2 })).toEqual({ maxLength: 100, maxDepth: 2 });
  });
  it.each([0, -1, 1.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 53])(
    'throws a TypeError naming the owner and the limit for %s',
    (bad) => {
      expect(() => resolve({ maxDepth: bad })).toThrow(
        new TypeError('@x/foo: limits.maxDepth must be a positive integer'),
      );
    },
  );
});

describe('writtenVariant, unwrittenFields', () => {
  it('reports the fields that hold a value and are not written, in the record order', () => {
    const piece = { id: 'k', royal: true, iron: false, burns: [[0, 1]], victims: undefined, noHand: true };
    expect(unwrittenFields(piece, new Set(['id', 'royal']))).toEqual(['burns', 'noHand']);
  });
  it('makes each unwritten field a diagnostic at no text; complete when none is an error', () => {
    const warned = writtenVariant('x', [['maxRank', '8']], '[x]\nmaxRank = 8\n', [
      { code: 'unexpressible-end-rule', path: 'end.insufficientMaterial', message: 'm', severity: 'warning' },
    ]);
    expect(warned.complete).toBe(true);
    expect(warned.diagnostics).toEqual([
      {
        severity: 'warning',
        code: 'unexpressible-end-rule',
        message: 'm',
        path: 'end.insufficientMaterial',
        offset: 0,
        length: 0,
        line: 1,
        column: 1,
      },
    ]);
    const failed = writtenVariant('x', [], '', [{ code: 'unexpressible-rule', path: 'walls', message: 'm' }]);
    expect([failed.complete, failed.diagnostics[0]!.severity]).toEqual([false, 'error']);
  });
});
