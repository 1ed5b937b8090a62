import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  blankLineBefore,
  escapeLineEnd,
  isPercentLineAt,
  lineEnd,
  lineEndAt,
  MAX_TAG_START,
  opensEscapeLine,
  startsTagPair,
} from './rules.js';

const bytesOf = (text: string) => Uint8Array.from(text, (c) => c.charCodeAt(0));
const isBlank = (c: number) => c === 32 || c === 9 || c === 10 || c === 13;

describe('the % escape line', () => {
  it('opens at a line start only', () => {
    const text = '%a\n%b\r%c\r\n x%\n%';
    const opens = [...text].flatMap((_, i) =>
      opensEscapeLine(text.charCodeAt(i - 1), text.charCodeAt(i)) ? [i] : [],
    );
    expect(opens).toEqual([0, 3, 6, 14]);
    const bytes = bytesOf(text);
    expect(opens.every((i) => isPercentLineAt(bytes, i))).toBe(true);
    expect(isPercentLineAt(bytes, 12)).toBe(false);
  });
  it('escapeLineEnd: the end of the escape line opening at a byte, else the byte itself', () => {
    const bytes = bytesOf('%a\n%b\r%c\r\n x%\n%');
    expect([0, 1, 3, 6, 9, 12, 14].map((i) => escapeLineEnd(bytes, i))).toEqual([2, 1, 5, 8, 9, 12, 15]);
    expect(escapeLineEnd(bytes, 14, 14)).toBe(14);
    fc.assert(
      fc.property(fc.stringMatching(/^[a%;\r\n ]{0,20}$/), fc.nat(20), (text, at) => {
        const i = Math.min(at, text.length);
        const b = bytesOf(text);
        expect(escapeLineEnd(b, i)).toBe(i < text.length && isPercentLineAt(b, i) ? lineEndAt(b, i) : i);
      }),
    );
  });
  it('ends at LF or CR, on text and bytes alike', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[a%;\r\n ]{0,20}$/), fc.nat(20), (text, at) => {
        const i = Math.min(at, text.length);
        const expected = /[\r\n]/.exec(text.slice(i));
        const end = expected === null ? text.length : i + expected.index;
        expect(lineEnd(text, i)).toBe(end);
        expect(lineEndAt(bytesOf(text), i)).toBe(end);
      }),
    );
  });
});

describe('the game-start rule', () => {
  it('starts a tag pair at `[Name "`, names of letters, digits and _ only', () => {
    for (const yes of ['[Event "', '[A_1"', '[E \t "x', '[Event  "'])
      expect(startsTagPair(yes, 0), yes).toBe(true);
    for (const no of [
      '[ Event "',
      '["',
      '[Ev ent "',
      '[Event',
      '[Event x"',
      '[Év "',
      'x[A "',
      '[Event "'.slice(0, 7),
    ])
      expect(startsTagPair(no, 0), no).toBe(false);
    expect(startsTagPair(`[${'a'.repeat(MAX_TAG_START)} "`, 0)).toBe(false);
  });
  it('agrees with its regular expression', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\[[a-z_9 \t"é\]]{0,12}$/), (text) => {
        expect(startsTagPair(text, 0)).toBe(/^\[[A-Za-z0-9_]+[ \t]*"/.test(text));
      }),
    );
  });
  it('sees a blank line before an offset', () => {
    expect(blankLineBefore('a\n\n[', 3, isBlank)).toBe(true);
    expect(blankLineBefore('a\n \r\n\t[', 6, isBlank)).toBe(true);
    expect(blankLineBefore('a\n[', 2, isBlank)).toBe(false);
    expect(blankLineBefore('a\nb\n[', 4, isBlank)).toBe(false);
  });
});
