/**
 * Spacious pieces (`PieceType.rules.spacious`, Betza; FBR `spacious`): a move ends only where the next square in its
 * direction is on the board and empty. A spacious rook beside chess; squares counted by hand (the FBR bridge's
 * `compile/boards/shape.test.ts` plays the whole spacious army).
 */
import { describe, expect, it } from 'vitest';
import { Position } from '../../position.js';
import { parseVariantDefinition } from '../../schema/index.js';
import { compileVariant } from '../../variant/compile/compile.js';
import type { VariantDefinition } from '../../variant/definition.js';
import { variants } from '../../variant/builtins/index.js';
import { movesFrom } from '../../../test/moves.js';

const chess = variants.chess;
const spacious: VariantDefinition = {
  ...chess,
  orthodoxSetup: false,
  castling: undefined as never,
  id: 'spacious-rook',
  pieces: chess.pieces.map((p) => (p.id === 'rook' ? { ...p, rules: { spacious: true } } : p)),
};

describe('spacious', () => {
  it('a rook stops only before an empty square on the board, and captures so', () => {
    // Ra1, Kh1, black pawn a5: up the file a2 a3 (a4's next, a5, is taken), a5 (a6 empty) — not a4; along the rank
    // b1 … f1 (g1's next is the king). Chess: a2 a3 a4 a5 b1 … g1.
    const fen = '7k/8/8/p7/8/8/8/R6K w - - 0 1';
    expect(movesFrom(Position.fromFen(fen, spacious), 'a1')).toEqual([
      'a2',
      'a3',
      'a5',
      'b1',
      'c1',
      'd1',
      'e1',
      'f1',
    ]);
    expect(movesFrom(Position.fromFen(fen, chess), 'a1')).toHaveLength(10);
  });

  it('the schema reads the flag under `rules`; a wrapping board is refused', () => {
    expect(parseVariantDefinition(JSON.parse(JSON.stringify(spacious))).pieces[3]!.rules?.spacious).toBe(
      true,
    );
    expect(compileVariant(spacious).rules.spacious!.types.reduce((a, b) => a + b, 0)).toBe(1);
    expect(compileVariant(chess).rules.spacious).toBeUndefined();
    const wrap = { ...spacious, id: 'spacious-wrap', board: { ...spacious.board, wrapFiles: true } };
    expect(() => compileVariant(wrap)).toThrow(/spacious pieces on a wrapping board/);
  });
});
