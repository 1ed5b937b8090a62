/**
 * The tests both criteria files' readers (`--move-file`, `--material-file`) answer alike (`criteriaFileTests`): a
 * table of bad texts, each a `FilterFileError` with its code, line and column; the line limit they share; and any
 * text, junk or made of the format's own atoms, either read or refused with a `FilterFileError` located inside it.
 */
import type { Result } from '@x/core';
import { lineColumn } from '@x/core/notation';
import fc from 'fast-check';
import { expect, it } from 'vitest';
import { runs } from '../../../../tests/depth.js';
import { FilterFileError } from '../../src/pgn/filter/filter-file.js';

/** A reader of a criteria file. */
type Read<T> = (text: string) => Result<T, FilterFileError>;

/** What `criteriaFileTests` checks of one reader: its format's bad texts, one line of it, its atoms. */
export interface CriteriaFileCases<T> {
  /** Each `[text, code, line, column]` is refused with that code at that line and column. */
  readonly errors: readonly (readonly [string, string, number, number])[];
  /** A line of the format: read after 99,998 blank lines (then `checkLine` checks what was read), refused 100,001 times over. */
  readonly line: string;
  readonly checkLine: (data: T) => void;
  /** The format's atoms, joined at random for the never-throws property beside junk of up to `maxLength` characters. */
  readonly atoms: readonly string[];
  readonly maxLength: number;
  /** Checks what a random text read as. */
  readonly onRead?: (data: T) => void;
}

/** Registers the three tests every criteria file's reader answers alike (call it inside a `describe`). */
export function criteriaFileTests<T>(read: Read<T>, cases: CriteriaFileCases<T>): void {
  it('a bad line is a located error', () => expectLocatedErrors(read, cases.errors));
  it('up to 100,000 lines; more is a located error', () =>
    cases.checkLine(expectLineLimit(read, cases.line)));
  it('never throws: any text is read or a FilterFileError located in it', () =>
    expectReadOrLocated(read, cases.atoms, cases.maxLength, cases.onRead));
}

/** Each `[text, code, line, column]` is refused with that code at that line and column. */
function expectLocatedErrors<T>(
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
 * The line limit both readers share (`filter-file.ts`: 100,000 lines): `line` after 99,998 blank lines is read
 * (blank lines are skipped one by one: a search from each to the next word would be quadratic), and returned for
 * the caller to check; 100,001 copies of it are refused as `too-long` at the last.
 */
function expectLineLimit<T>(read: Read<T>, line: string): T {
  const r = read(`${'\n'.repeat(99_998)}${line}\n`);
  if (!r.success) throw r.error;
  const long = read(`${line}\n`.repeat(100_001));
  expect(!long.success && [long.error.code, long.error.line]).toEqual(['too-long', 100_001]);
  return r.data;
}

/**
 * Any string of up to `maxLength` characters, or any joining of `atoms`, is read (then `onRead` checks what was
 * read) or refused with a `FilterFileError` whose span and line/column lie in the text.
 */
function expectReadOrLocated<T>(
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
