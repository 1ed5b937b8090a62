/**
 * Golden SVG diagrams (`test/golden/*.svg`, looked at as PNG when made): every built-in variant's start and the
 * middle games of `cases.ts`. Each is well-formed XML, draws exactly one element per piece on the board and each
 * hand entry once with its count, and writes the coordinates of its game's tradition.
 */
import { Position } from '@x/core';
import { XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { svg } from '../src/index.js';
import { goldenCases } from './cases.js';

/** The `<use>` elements inside the `<g class="…">` group of an SVG. */
function usesIn(text: string, group: string): string[] {
  const start = text.indexOf(`<g class="${group}"`);
  if (start < 0) return [];
  const end = text.indexOf('</g>', start);
  return text.slice(start, end).match(/<use [^>]*>/g) ?? [];
}

/** The texts and outlined characters of the coordinates group. */
function labels(text: string): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(/<g class="coordinates"[^>]*>(.*?)<\/g>/g))
    for (const l of m[1]!.matchAll(/<text[^>]*>([^<]*)<\/text>|<use href="#g([0-9a-f]+)"/g))
      out.push(l[1] ?? String.fromCodePoint(Number.parseInt(l[2]!, 16)));
  return out;
}

const sorted = (xs: readonly string[]) => [...new Set(xs)].sort();

describe('golden diagrams', () => {
  for (const { name, position, options } of goldenCases()) {
    it(name, async () => {
      const text = svg(position, options);
      expect(XMLValidator.validate(text)).toBe(true);
      const onBoard =
        position instanceof Position
          ? position.toSetup().board.filter((p) => p !== undefined).length
          : position.pieces().filter((p) => p.type !== 'void').length;
      const windowed = position instanceof Position ? onBoard : usesIn(text, 'pieces').length;
      expect(usesIn(text, 'pieces').length).toBe(windowed);
      if (position instanceof Position) {
        const hands = position.toSetup().hands;
        const inHand = hands
          ? Object.values({ ...hands.white }).reduce((a, b) => a + b, 0) +
            Object.values({ ...hands.black }).reduce((a, b) => a + b, 0)
          : 0;
        const counted = usesIn(text, 'hands').reduce(
          (n, u) => n + Number(/data-count="(\d+)"/.exec(u)![1]),
          0,
        );
        expect(counted).toBe(inHand);
      }
      await expect(text).toMatchFileSnapshot(`golden/${name}.svg`);
    });
  }
});

describe('coordinates in each tradition', () => {
  const cases = new Map(goldenCases().map((c) => [c.name, c]));
  const of = (name: string) => {
    const c = cases.get(name)!;
    return sorted(labels(svg(c.position, c.options)));
  };
  it('chess: files a–h and ranks 1–8', () => {
    expect(of('start-chess')).toEqual(sorted([...'abcdefgh', ...'12345678']));
  });
  it('a 12 × 12 board: files a–l and ranks 1–12', () => {
    expect(of('twelve-by-twelve')).toEqual(
      sorted([...'abcdefghijkl', ...Array.from({ length: 12 }, (_, i) => String(i + 1))]),
    );
  });
  it('shogi: files 9→1 in digits, ranks 一→九 in kanji', () => {
    expect(of('start-shogi')).toEqual(sorted([...'123456789', ...'一二三四五六七八九']));
    // files left to right 9…1 above, ranks top to bottom 一…九 on the right
    const c = cases.get('start-shogi')!;
    expect(labels(svg(c.position)).join('')).toBe('987654321一二三四五六七八九');
    expect(labels(svg(c.position, { orientation: 'black' })).join('')).toBe('123456789九八七六五四三二一');
  });
  it("xiangqi: red's files 九→一, black's 1→9", () => {
    const c = cases.get('start-xiangqi')!;
    const text = labels(svg(c.position)).join('');
    expect(text).toBe('九1八2七3六4五5四6三7二8一9');
  });
  it('janggi: files 1–9, ranks 1–9 and 0 from the top', () => {
    expect(labels(svg(cases.get('start-janggi')!.position)).join('')).toBe('1234567891234567890');
  });
  it('an ICN window: the x and y coordinates', () => {
    const names = of('icn-window');
    expect(names).toContain('-4');
    expect(names).toContain('10');
  });
  it('no coordinates when asked', () => {
    expect(of('chess-black-no-coordinates')).toEqual([]);
  });
});
