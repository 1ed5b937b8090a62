/**
 * A royal that may not pass over attacked squares (`PieceType.rules.noPassingCheck`, SjaakII `Rule: en-passant
 * check`). A royal rook on a1 beside the same variant without the flag; the squares are counted by hand.
 */
import { describe, expect, it } from 'vitest';
import { rider } from '../../variant/atoms.js';
import { Position } from '../../position.js';
import { parseVariantDefinition } from '../../schema/index.js';
import { compileVariant } from '../../variant/compile/compile.js';
import type { PieceType, VariantDefinition } from '../../variant/definition.js';
import { variants } from '../../variant/builtins/index.js';
import { movesFrom } from '../../../test/moves.js';

const chess = variants.chess;
const royalRook: PieceType = { id: 'rook', symbol: 'R', royal: true, moves: [rider(0, 1)] };
const withRook = (id: string, rook: PieceType): VariantDefinition => ({
  ...chess,
  orthodoxSetup: false,
  castling: undefined as never,
  royalCheck: 'any',
  id,
  pieces: [rook, chess.pieces[5]!],
});
const free = withRook('slide', royalRook);
const strict = withRook('slide-strict', { ...royalRook, rules: { noPassingCheck: true } });
// Black's rook b8 attacks the b-file and a8: White's royal rook a1 may stop on neither b1 nor a8, and passes b1 only
// without the flag.
const fen = '1r5k/8/8/8/8/8/8/R7 w - - 0 1';

describe('noPassingCheck', () => {
  it('a royal slider may not pass over attacked squares; its other moves stay', () => {
    // Without the flag: a2 … a7 (6) and c1 … h1 (6): 12. With it the rank moves pass b1: a2 … a7 only.
    const file = ['a2', 'a3', 'a4', 'a5', 'a6', 'a7'];
    expect(movesFrom(Position.fromFen(fen, free), 'a1')).toEqual([
      ...file,
      'c1',
      'd1',
      'e1',
      'f1',
      'g1',
      'h1',
    ]);
    expect(movesFrom(Position.fromFen(fen, strict), 'a1')).toEqual(file);
  });

  it('the schema reads the flag under `rules`; the tables mark the type, a variant without it has none', () => {
    const read = parseVariantDefinition(JSON.parse(JSON.stringify(strict)));
    expect(read.pieces[0]!.rules?.noPassingCheck).toBe(true);
    expect(() =>
      parseVariantDefinition({ ...strict, pieces: [{ ...royalRook, noPassingCheck: true }] }),
    ).toThrow();
    expect([...compileVariant(strict).rules.noPassingCheck!.types]).toEqual([0, 1, 0]);
    expect(compileVariant(free).rules.noPassingCheck).toBeUndefined();
  });
});
