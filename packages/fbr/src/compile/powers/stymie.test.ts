/**
 * `stymizer* G=K2 *G=cK` from the FBR page: "An enemy piece can only move one leg at a time so long its
 * movement occurs on the squares immediately surrounding the Bodyguard (G). This means that a Bishop
 * can move only one square in diagonal direction". `K2` counts steps on the compound king (`W2F2`: one
 * or two squares in a straight line). Fairy-Stockfish has no stymizers, so the lists are by hand.
 */
import { Position } from '@x/core';
import { describe, expect, it } from 'vitest';
import { targetsFrom } from '../../../test/moves.js';
import { compile } from '../compile.js';
import { parse } from '../../parse/parse.js';

const r = compile(parse('stymizer* G=K2 *G=cK', { mode: 'lenient' }));
const from = (fen: string, sq: string) => targetsFrom(Position.fromFen(fen, r.variant), sq);

describe('FBR stymizer', () => {
  it('compiles complete: G rides one or two squares as W and F, and stymies its 8 neighbours', () => {
    expect(r.complete).toBe(true);
    const g = r.variant.pieces.find((p) => p.id === 'G')!;
    expect(g.moves).toEqual([
      expect.objectContaining({ kind: 'ride', range: 2, vectors: expect.arrayContaining([[0, 1]]) }),
      expect.objectContaining({ kind: 'ride', range: 2, vectors: expect.arrayContaining([[1, 1]]) }),
    ]);
    expect(g.rules?.stymie?.squares).toHaveLength(8);
  });

  it('the bodyguard alone moves up to two squares in the 8 directions', () => {
    // Gd4 on an otherwise empty middle: 8 lines x 2 squares.
    expect(from('7k/8/8/8/3G4/8/8/7K w - - 0 1', 'd4')).toEqual(
      ['b2', 'b4', 'b6', 'c3', 'c4', 'c5', 'd2', 'd3', 'd5', 'd6', 'e3', 'e4', 'e5', 'f2', 'f4', 'f6'].sort(),
    );
  });

  it('a bishop next to the enemy bodyguard moves one square; a rook entering the zone stops', () => {
    // Bd4 next to g e5: c3 c5 e3 and Bxe5 (one step each way).
    expect(from('7k/8/8/4g3/3B4/8/8/7K w - - 0 1', 'd4')).toEqual(['c3', 'c5', 'e3', 'e5']);
    // Ra6 towards the g on e7: b6 c6 d6, where the zone begins; and the a-file.
    expect(from('7k/4g3/R7/8/8/8/8/7K w - - 0 1', 'a6')).toEqual([
      'a1',
      'a2',
      'a3',
      'a4',
      'a5',
      'a7',
      'a8',
      'b6',
      'c6',
      'd6',
    ]);
  });

  it('a count on the queen means the same short queen; other steps on compounds stay unsupported', () => {
    // `Q2` is `R2B2`, which moves as `K2` (`W2F2`).
    const q = compile(parse('G=Q2 K', { mode: 'lenient' }));
    const k = compile(parse('G=K2 K', { mode: 'lenient' }));
    const fen = '7k/8/8/8/3G4/8/8/7K w - - 0 1';
    expect(targetsFrom(Position.fromFen(fen, q.variant), 'd4')).toEqual(
      targetsFrom(Position.fromFen(fen, k.variant), 'd4'),
    );
    expect(
      compile(parse('G=K0 K', { mode: 'lenient' })).diagnostics.some((d) => d.feature === 'steps:unlimited'),
    ).toBe(true);
  });
});
