/**
 * Stymizers (`PieceType.rules.stymie`, FBR `stymizer`): "an enemy piece can only move one leg at a time so
 * long its movement occurs on the squares immediately surrounding the Bodyguard (G). This means that a
 * Bishop can move only one square in diagonal direction … and a Knightrider (N0) will lose it's next
 * move, as soon as it enters the stymieing zone" (FBR page, `stymizer* G=K2 *G=cK`). The bodyguard G
 * moves one or two squares in a straight line. Each count below is reasoned by hand and compared with
 * the same bodyguard without the power.
 */
import { describe, expect, it } from 'vitest';
import { targetsFrom } from '../../../../../tests/moves.js';
import { rider } from '../../variant/atoms.js';
import { Position } from '../../position.js';
import { parseVariantDefinition } from '../../schema/index.js';
import type { PieceType, VariantDefinition } from '../../variant/definition.js';
import { variants } from '../../variant/builtins/index.js';
import { KING_STEPS } from '../../../test/moves.js';

const chess = variants.chess;
const bodyguardMoves = [rider(0, 1, { range: 2 }), rider(1, 1, { range: 2 })];
const variant = (g: PieceType): VariantDefinition => ({
  ...chess,
  id: 'stymie',
  pieces: [...chess.pieces, g],
});
const withG = variant({
  id: 'bodyguard',
  symbol: 'G',
  moves: bodyguardMoves,
  rules: { stymie: { squares: KING_STEPS } },
});
const plain = variant({ id: 'bodyguard', symbol: 'G', moves: bodyguardMoves });
const targets = (fen: string, v: VariantDefinition, sq: string) => targetsFrom(Position.fromFen(fen, v), sq);

describe('stymizers', () => {
  it('a bishop next to the enemy bodyguard moves one square diagonally', () => {
    // Bd4 next to the black bodyguard e5: c3 c5 e3 and Bxe5; unstymied 10 (c5-a7, e3-g1, c3-a1, xe5).
    const fen = '7k/8/8/4g3/3B4/8/8/7K w - - 0 1';
    expect(targets(fen, withG, 'd4')).toEqual(['c3', 'c5', 'e3', 'e5']);
    expect(targets(fen, plain, 'd4')).toHaveLength(10);
  });

  it('a rook entering the zone stops there', () => {
    // Ra6 along the sixth rank: b6 c6 d6 (d6 touches the bodyguard e7: the ride ends), plus a1-a5 a7 a8.
    const fen = '7k/4g3/R7/8/8/8/8/7K w - - 0 1';
    expect(targets(fen, withG, 'a6')).toEqual(['a1', 'a2', 'a3', 'a4', 'a5', 'a7', 'a8', 'b6', 'c6', 'd6']);
    expect(targets(fen, plain, 'a6')).toHaveLength(14); // + e6 f6 g6 h6
  });

  it('a stymied ray gives no check', () => {
    // The black rook a1 runs b1 c1 d1 and stops on d1 (next to the white bodyguard e2): Kh1 is not in check.
    const fen = 'k7/8/8/8/8/8/4G3/r6K w - - 0 1';
    expect(Position.fromFen(fen, withG).isCheck()).toBe(false);
    expect(Position.fromFen(fen, plain).isCheck()).toBe(true);
  });

  it('a pawn next to the enemy bodyguard has no double step', () => {
    // Pe2 next to the black bodyguard d3: e3 and exd3, not e4.
    const fen = '7k/8/8/8/8/3g4/4P3/7K w - - 0 1';
    expect(targets(fen, withG, 'e2')).toEqual(['d3', 'e3']);
    expect(targets(fen, plain, 'e2')).toEqual(['d3', 'e3', 'e4']);
  });

  it('a bodyguard is stymied by the enemy one', () => {
    // Gd4, black g e6 (zone d5 e5 f5 d6 f6 d7 e7 f7): north only d5, north-east only e5; the other six
    // lines two squares each: 14. Unstymied d6 and f6 too: 16.
    const fen = '7k/8/4g3/8/3G4/8/8/7K w - - 0 1';
    expect(targets(fen, withG, 'd4')).toEqual(
      ['b2', 'b4', 'b6', 'c3', 'c4', 'c5', 'd2', 'd3', 'd5', 'e3', 'e4', 'e5', 'f2', 'f4'].sort(),
    );
    expect(targets(fen, plain, 'd4')).toHaveLength(16);
  });

  it('the schema reads stymie', () => {
    const read = parseVariantDefinition(JSON.parse(JSON.stringify(withG)));
    expect(read.pieces.find((p) => p.id === 'bodyguard')?.rules?.stymie?.squares).toHaveLength(8);
  });
});
