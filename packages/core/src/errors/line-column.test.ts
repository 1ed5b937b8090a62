import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LineCursor, LineIndex, lineColumn } from './line-column.js';

/** Text of lines, line feeds with and without `\r`. */
const text = fc.stringMatching(/^[a-c\r\n é]{0,40}$/);
const from = fc.record({ line: fc.integer({ min: 1, max: 9 }), column: fc.integer({ min: 1, max: 9 }) });

describe('line-column', () => {
  it('locates a piece of a file as the whole file does', () => {
    fc.assert(
      fc.property(text, text, (before, piece) => {
        const file = before + piece;
        const at = lineColumn(file, before.length);
        for (let k = 0; k <= piece.length; k++) {
          const whole = lineColumn(file, before.length + k);
          expect(lineColumn(piece, k, at)).toEqual(whole);
          expect(new LineIndex(piece, at).locate(k)).toEqual(whole);
          expect(new LineIndex(piece, at).locate(k)).toEqual(whole);
        }
      }),
    );
  });

  it('LineCursor agrees with lineColumn for offsets in any order, from any start', () => {
    fc.assert(
      fc.property(text, from, fc.array(fc.nat(45)), (t, at, offsets) => {
        const start = Math.min(3, t.length);
        const cursor = new LineCursor(t, at, start);
        const piece = t.slice(start);
        for (const offset of offsets) {
          const k = Math.min(Math.max(offset, start), t.length) - start;
          expect(cursor.locate(offset)).toEqual(lineColumn(piece, k, at));
        }
      }),
    );
  });

  it('LineCursor without a text counts the line feeds it is told', () => {
    fc.assert(
      fc.property(text, (t) => {
        const bytes = new TextEncoder().encode(t);
        const cursor = new LineCursor(undefined, undefined, 0);
        const latin = String.fromCharCode(...bytes);
        for (let i = 0; i < bytes.length; i++) {
          expect(cursor.locate(i)).toEqual(lineColumn(latin, i));
          if (bytes[i] === 10) cursor.newLine(i);
        }
        expect(cursor.line).toBe(lineColumn(latin, bytes.length).line);
      }),
    );
  });

  it('offsetOf inverts locate with a base', () => {
    const index = new LineIndex('ab\ncd', { line: 4, column: 7 });
    expect(index.locate(1)).toEqual({ line: 4, column: 8 });
    expect(index.locate(4)).toEqual({ line: 5, column: 2 });
    expect(index.offsetOf(4, 8)).toBe(1);
    expect(index.offsetOf(5, 2)).toBe(4);
  });
});
