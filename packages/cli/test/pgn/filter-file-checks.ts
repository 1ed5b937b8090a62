/**
 * The checks both criteria files' readers (`--move-file`, `--material-file`) answer alike: a table of bad texts,
 * each a `FilterFileError` with its code, line and column; and any text, junk or made of the format's own atoms,
 * either read or refused with a `FilterFileError` located inside it.
 */
import type { Result } from '@x/core';
import { lineColumn } from '@x/core/notation';
import fc from 'fast-check';
import { expect } from 'vitest';
import { runs } from '../../../../tests/depth.js';
import { FilterFileError } from '../../src/pgn/filter/filter-file.js';

/** A reader of a criteria file. */
type Read<T> = (text: string) => Result<T, FilterFileError>;

/** Each `[text, code, line, column]` is refused with that code at that line and column. */
export function expectLocatedErrors<T>(
  read: Read<T>,
  cases: readonly (readonly [string, string, number, number])[],
): void {
  for (const [text, code, line, column] of cases) {
    const r = read(text);
    expect(r.success, text).toBe(false);
    if (r.success) continue;
    expect(r.error).toBeInstanceOf(FilterFileError);
    expect([r.error.code, r.error.line, r.error.column], text).toEqual([code, line, column]);
  }
}

/**
 * Any string of up to `maxLength` characters, or any joining of `atoms`, is read (then `onRead` checks what was
 * read) or refused with a `FilterFileError` whose span and line/column lie in the text.
 */
export function expectReadOrLocated<T>(
  read: Read<T>,
  atoms: readonly string[],
  maxLength: number,
  onRead: (data: T) => void = () => {},
): void {
  const text = fc.oneof(
    fc.string({ maxLength }),
    fc.array(fc.constantFrom(...atoms)).map((parts) => parts.join('')),
  );
  fc.assert(
    fc.property(text, (t) => {
      const r = read(t);
      if (r.success) {
        onRead(r.data);
        return;
      }
      const { offset, length, line, column } = r.error;
      expect(r.error).toBeInstanceOf(FilterFileError);
      expect(offset).toBeGreaterThanOrEqual(0);
      expect(offset + length).toBeLessThanOrEqual(t.length);
      expect({ line, column }).toEqual(lineColumn(t, offset));
    }),
    { numRuns: runs(300) },
  );
}
