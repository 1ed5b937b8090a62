import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LineIndex, lineColumn } from './line-column.js';
import { isStrictMode, NotationError } from './notation-error.js';
import { FenError, PositionError } from './errors.js';
import { Position } from '../position.js';
import { thrown } from '../../../../tests/errors.js';

describe('LineIndex', () => {
  it('locates every offset as lineColumn does, and offsetOf inverts it', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom('a', 'b', '\n', '\r') }), fc.nat(40), (text, offset) => {
        const index = new LineIndex(text);
        const at = index.locate(offset);
        expect(at).toEqual(lineColumn(text, offset));
        expect(index.offsetOf(at.line, at.column)).toBe(Math.min(offset, text.length));
      }),
    );
  });
  it('clamps out-of-range lines and columns', () => {
    const index = new LineIndex('ab\ncd');
    expect(index.offsetOf(9, 1)).toBe(3);
    expect(index.offsetOf(1, 99)).toBe(5);
    expect(index.locate(-4)).toEqual({ line: 1, column: 1 });
  });
});

describe('isStrictMode', () => {
  it('reads mode (lenient when absent) and refuses unknown modes', () => {
    expect(isStrictMode({})).toBe(false);
    expect(isStrictMode({ mode: 'strict' })).toBe(true);
    expect(() => isStrictMode({ mode: 'loose' as never })).toThrow(TypeError);
  });
});

describe('String(error)', () => {
  it('names the class, the code and the location before the message (issue #91)', () => {
    const error = new FenError(
      'castling',
      'castling field "KQx" has an unknown letter',
      13,
      3,
      'line one\nline KQx',
    );
    expect(String(error)).toBe(
      'FenError [castling] at line 2, column 5: castling field "KQx" has an unknown letter',
    );
    expect(`${new NotationError('syntax', 'no move "e9"', 0, 2)}`).toBe(
      'NotationError [syntax] at line 1, column 1: no move "e9"',
    );
  });

  it('gives no location for an error that concerns no text, not a made-up line 1, column 1 (issue #91)', () => {
    const empty = thrown(PositionError, () => Position.fromFen('8/8/8/8/8/8/8/8 w - - 0 1'));
    expect([empty.offset, empty.length]).toEqual([0, 0]);
    expect(String(empty)).toBe('PositionError [empty-board]: the board is empty');
    expect(`${new NotationError('invalid-argument', 'no text', 0, 0)}`).toBe(
      'NotationError [invalid-argument]: no text',
    );
    // a span at the start, or a line given, is a location
    expect(String(new NotationError('syntax', 'empty', 0, 1))).toBe(
      'NotationError [syntax] at line 1, column 1: empty',
    );
    expect(String(new NotationError('syntax', 'x', 0, 0, { line: 4, column: 1 }))).toBe(
      'NotationError [syntax] at line 4, column 1: x',
    );
  });
});
