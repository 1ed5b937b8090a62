/**
 * `toVariant` of sittuyin's own keys: `sittuyinRookDrop` as the rook's drop zone (the region's first rank) and
 * `sittuyinPromotion` as core's `standing` promotion of the engine's pawn; a choice that moves otherwise than it
 * captures is reported (the engine steps it to the squares it attacks).
 */
import { describe, expect, it } from 'vitest';
import { toVariant } from './to-variant.js';

describe('sittuyin keys', () => {
  it('converts both completely', () => {
    const { variant, diagnostics, complete } = toVariant('[mine:sittuyin]\n', 'mine');
    expect([complete, diagnostics]).toEqual([true, []]);
    const rook = variant!.zones?.[variant!.drops!.zones!.rook!];
    expect(rook).toEqual({
      white: ['a1', 'b1', 'c1', 'd1', 'e1', 'f1', 'g1', 'h1'],
      black: ['a8', 'b8', 'c8', 'd8', 'e8', 'f8', 'g8', 'h8'],
    });
    const pawn = variant!.pieces.find((p) => p.id === 'pawn')!;
    expect(pawn.promotion).toEqual({ zone: 'promotionRegion', choices: ['fers'], standing: true });
  });

  it('reports a promotion in place to a piece that moves otherwise than it captures', () => {
    const { diagnostics, complete } = toVariant('[odd:sittuyin]\npromotionPieceTypes = p\n', 'odd');
    expect(complete).toBe(false);
    expect(diagnostics.map((d) => d.message)).toEqual([
      'sittuyinPromotion (from sittuyin): a promotion in place to pawn, which moves otherwise than it captures',
    ]);
  });
});
