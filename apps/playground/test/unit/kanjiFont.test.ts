/**
 * The kanji web font (`src/assets/fonts/`, made by `scripts/kanji-font.mjs`) holds every CJK character the
 * records, moves and headers are written with: the `unicode-range` of its `@font-face` is the script's character
 * set of today's sources, so a source that gains a character fails here until the font is made again.
 */
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { kanjiCharacters } from '../../scripts/kanji-font.mjs';

const css = fs.readFileSync(new URL('../../src/assets/fonts/kanji.css', import.meta.url), 'utf8');

/** The code points of a `unicode-range` value. */
function codePoints(range: string): number[] {
  return range.split(',').flatMap((part) => {
    const [from, to = from] = part.trim().replace('U+', '').split('-') as [string, string?];
    const start = Number.parseInt(from, 16);
    return Array.from({ length: Number.parseInt(to, 16) - start + 1 }, (_, i) => start + i);
  });
}

describe('kanji web font', () => {
  const range = codePoints(/unicode-range:\s*([^;]+);/.exec(css)?.[1] ?? '');

  it('covers every CJK character of the sources', () => {
    expect(range).toEqual(kanjiCharacters());
    // the KIF example's header and moves, Chinese xiangqi notation (@x/wxf)
    for (const ch of '開始日時先手後手の人手合割平七六歩同銀成打投了変化炮进退平')
      expect(range, ch).toContain(ch.codePointAt(0));
  });

  it('is a WOFF2 file the page loads by its own URL', () => {
    const font = fs.readFileSync(new URL('../../src/assets/fonts/kanji.woff2', import.meta.url));
    expect(font.subarray(0, 4).toString('latin1')).toBe('wOF2');
    expect(css).toContain('src: url("./kanji.woff2") format("woff2")');
  });
});
