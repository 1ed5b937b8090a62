/** The board's look per variant (`boardStyleOf`) and the characters of shogi and xiangqi pieces. */
import { parseFen, type VariantDefinition } from '@x/core';
import { variants } from '@x/core/variant';
import { describe, expect, it } from 'vitest';
import { shogiText, xiangqiText } from '../../src/components/board/pieceText';
import { boardStyleOf, MAKRUK_IMAGES } from '../../src/lib/board/boardStyle';
import { setupModel } from '../../src/lib/board/coreModel';

/** A built-in variant by id. */
function getVariant(id: string): VariantDefinition {
  const v = (variants as Record<string, VariantDefinition>)[id];
  if (!v) throw new Error(`no variant ${id}`);
  return v;
}

describe('boardStyleOf', () => {
  it.each([
    ['chess', 'checkered'],
    ['crazyhouse', 'checkered'],
    ['capablanca', 'checkered'],
    ['xiangqi', 'intersections'],
    ['shogi', 'uncheckered'],
    ['makruk', 'makruk'],
  ])('%s is drawn %s', (id, style) => {
    expect(boardStyleOf(getVariant(id))).toBe(style);
  });

  it('draws every makruk piece of the start position with an image', () => {
    const makruk = getVariant('makruk');
    const model = setupModel(parseFen(makruk.startFen, makruk), makruk);
    const ids = model.cells.flatMap((c) => (c && c !== 'hole' && c.id ? [c.id] : []));
    expect(ids.length).toBe(32);
    for (const id of ids) expect(MAKRUK_IMAGES.has(id)).toBe(true);
  });
});

describe('piece characters', () => {
  it('has a character for every shogi piece of the start position and every promoted one', () => {
    const shogi = getVariant('shogi');
    const labels = new Set(shogi.pieces.map((p) => p.symbol));
    for (const label of labels) expect(shogiText(label, 'white'), label).toBeDefined();
    expect(shogiText('k', 'black')).toBe('王');
    expect(shogiText('K', 'white')).toBe('玉');
    expect(shogiText('+p', 'black')).toBe('と');
  });

  it('has a red and a black character for every xiangqi piece', () => {
    const xiangqi = getVariant('xiangqi');
    for (const p of xiangqi.pieces) {
      const red = xiangqiText(p.symbol, 'white');
      const black = xiangqiText(p.symbol.toLowerCase(), 'black');
      expect(red, p.id).toBeDefined();
      expect(black, p.id).toBeDefined();
    }
    expect(xiangqiText('K', 'white')).toBe('帥');
    expect(xiangqiText('k', 'black')).toBe('將');
  });
});
