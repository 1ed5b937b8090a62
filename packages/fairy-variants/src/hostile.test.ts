/** Inputs built to find super-linear paths or unbounded memory: each must finish with precise diagnostics. */
import { describe, expect, it } from 'vitest';
import { DEFAULT_FAIRY_LIMITS, FairyError, parse, stringify } from './index.js';

const MB = 1024 * 1024;

describe('hostile input', () => {
  it('one value of a million pairs', () => {
    const text = `[a]\npieceValueMg = ${'p:1 '.repeat(MB / 4)}x\n`;
    const [d] = parse(text).diagnostics;
    expect(d).toMatchObject({ code: 'bad-value', key: 'pieceValueMg', line: 2, offset: text.length - 2 });
  });
  it('a chain of 10,000 sections each inheriting from the next (defined later)', () => {
    const n = DEFAULT_FAIRY_LIMITS.maxSections;
    const text = Array.from({ length: n }, (_, i) => `[s${i}:s${i + 1}]\n`).join('');
    const codes = parse(text).diagnostics.map((d) => d.code);
    expect(codes.filter((c) => c === 'parent-defined-later')).toHaveLength(n - 1);
    expect(codes.at(-1)).toBe('unknown-parent');
  });
  it('a cycle through 10,000 sections', () => {
    const n = DEFAULT_FAIRY_LIMITS.maxSections;
    const text = Array.from({ length: n }, (_, i) => `[s${i}:s${(i + 1) % n}]\n`).join('');
    expect(new Set(parse(text).diagnostics.map((d) => d.code))).toEqual(new Set(['inheritance-cycle']));
  });
  it('one 4 MiB line, 200,000 empty lines, a million "[" lines', () => {
    const long = `[a]\nstartFen = ${'x'.repeat(DEFAULT_FAIRY_LIMITS.maxInputLength - 20)}`;
    expect(parse(long).diagnostics).toEqual([]);
    const blank = `[a]${'\n'.repeat(DEFAULT_FAIRY_LIMITS.maxLines)}`;
    expect(stringify(parse(blank))).toBe(blank);
    expect(() => parse(`${blank}\n`)).toThrow(/More than 200000 lines/);
    expect(() => parse('[\n'.repeat(MB))).toThrow(FairyError);
    expect(parse('[\n'.repeat(1000)).diagnostics).toHaveLength(1000);
  });
  it('more than the limit is refused before reading', () => {
    const error = (() => {
      try {
        parse('#'.repeat(DEFAULT_FAIRY_LIMITS.maxInputLength + 1));
      } catch (e) {
        return e;
      }
    })();
    expect(error).toBeInstanceOf(FairyError);
    expect(error).toMatchObject({ code: 'input-too-long' });
  });
});
