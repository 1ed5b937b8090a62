/**
 * Margins only where coordinates are written: the board's squares reach the sides without labels (a thin frame
 * for the lined boards), so a 9-file board gets larger squares at a given width.
 */
import { Position, type VariantDefinition } from '@x/core';
import { variants } from '@x/core/variant';
import { describe, expect, it } from 'vitest';
import { geometry } from '../src/index.js';

/** The space around the squares of the start of `variant`: [top, right, bottom, left], in user units. */
function around(variant: VariantDefinition, options: Parameters<typeof geometry>[1] = {}): number[] {
  const g = geometry(Position.fromFen(variant.startFen, variant), options);
  const left = Math.min(...g.squares.map((s) => s.x));
  const top = Math.min(...g.squares.map((s) => s.y));
  const right = g.width - Math.max(...g.squares.map((s) => s.x + s.size));
  const bottom = g.height - Math.max(...g.squares.map((s) => s.y + s.size));
  return [top, right, bottom, left];
}

describe('margins on the labelled sides only', () => {
  it('chess: files below and ranks on the left; turned, the same sides', () => {
    expect(around(variants.chess)).toEqual([0, 0, 40, 40]);
    expect(around(variants.chess, { orientation: 'black' })).toEqual([0, 0, 40, 40]);
  });
  it('shogi: files above and ranks on the right (a 4-unit frame elsewhere), hands outside', () => {
    const [top, right, bottom, left] = around(variants.shogi);
    expect([right, left]).toEqual([40, 4]);
    // the hand rows (80 each) above and below, the file labels between the upper hand and the board
    expect([top, bottom]).toEqual([80 + 40, 80 + 4]);
  });
  it('xiangqi: files above and below', () => {
    expect(around(variants.xiangqi)).toEqual([40, 4, 40, 4]);
  });
  it('janggi: files below and ranks on the left', () => {
    expect(around(variants.janggi)).toEqual([4, 4, 40, 40]);
  });
  it('no coordinates: no margin around a chess board', () => {
    expect(around(variants.chess, { coordinates: false })).toEqual([0, 0, 0, 0]);
  });
  it('a 9-file board 390 pixels wide has squares of 40 pixels or more', () => {
    for (const variant of [variants.shogi, variants.xiangqi, variants.janggi]) {
      const g = geometry(Position.fromFen(variant.startFen, variant));
      expect((390 * 100) / g.width).toBeGreaterThanOrEqual(40);
    }
  });
});
