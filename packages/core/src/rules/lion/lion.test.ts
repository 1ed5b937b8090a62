/**
 * The lion rule (`MoveAtom.secondStep`, chu shogi's lion, SjaakII's double moves): a leap followed by a second step
 * from the square reached, capturing on either; its tables are compiled only for a variant with such an atom.
 */
import { describe, expect, it } from 'vitest';
import { Position } from '../../position.js';
import type { PieceType, VariantDefinition } from '../../variant/definition.js';
import { variants } from '../../variant/builtins/index.js';
import { compileVariant } from '../../variant/compile/compile.js';
import { KING_STEPS } from '../../../test/moves.js';

const chess = variants.chess;

describe('the lion rule', () => {
  const lion: PieceType = {
    id: 'lion',
    symbol: 'L',
    moves: [{ kind: 'leap', vectors: KING_STEPS, secondStep: KING_STEPS }],
  };
  const lionChess: VariantDefinition = {
    ...chess,
    orthodoxSetup: false,
    id: 'lion',
    castling: undefined as never,
    pieces: [...chess.pieces, lion],
  };

  it('lion double moves: 24-square area, stay in place, capture on the way with a second step', () => {
    const pos = Position.fromFen('7k/8/8/4p3/3L4/8/8/K7 w - - 0 1', lionChess);
    const moves = pos.legalMoves().filter((m) => m.from === 'd4');
    // 23 empty squares within two steps, one stay-in-place, e5 taken directly, or taken on the way
    // followed by one of its 8 neighbours (d4 itself included: capture and return).
    expect(moves.length).toBe(23 + 1 + 1 + 8);
    expect(
      moves
        .filter((m) => m.to === 'd4')
        .map((m) => m.fairy?.via ?? '-')
        .sort(),
    ).toEqual(['-', 'e5']);
    expect(moves.filter((m) => m.fairy?.via === 'e5').length).toBe(8);
    const before = pos.toFen();
    pos.play({ from: 'd4', to: 'f6', piece: 'lion', fairy: { via: 'e5' } });
    expect(pos.pieceAt('e5')).toBeUndefined();
    expect(pos.pieceAt('f6')?.type).toBe('lion');
    pos.undo();
    expect(pos.toFen()).toBe(before);
    // A lion two steps away gives check by jumping.
    expect(Position.fromFen('8/8/8/8/5k2/8/3L4/K7 b - - 0 1', lionChess).isCheck()).toBe(true);
  });

  it('compiles its tables for a variant with a second step only', () => {
    expect(compileVariant(lionChess).rules.lion).toBeDefined();
    expect(compileVariant(chess).rules.lion).toBeUndefined();
  });
});
