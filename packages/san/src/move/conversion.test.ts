/**
 * SAN of a conversion move (`PieceType.rules.conversion` (kind `move`), FBR `conversion* K=mK *K=[+]cK`): written as the piece's
 * move onto the converted piece's square without `x` (`Kb2`: the king stays on a1, the rook turns white), and
 * read back. A quiet move cannot end on that occupied square, so the text is unambiguous.
 */
import { Position, type VariantDefinition } from '@x/core';
import { variants } from '@x/core/variant';
import type { Vector } from '@x/core/variant';
import { describe, expect, it } from 'vitest';
import { resolve } from './resolve.js';
import { stringify } from './stringify.js';

/** The eight king steps. */
const around: Vector[] = [-1, 0, 1]
  .flatMap((x) => [-1, 0, 1].map((y): Vector => [x, y]))
  .filter(([x, y]) => x || y);
const conversion: VariantDefinition = {
  ...variants.chess,
  id: 'conversion-san',
  pieces: variants.chess.pieces.map((p) =>
    p.royal
      ? {
          ...p,
          moves: [{ kind: 'leap', vectors: around, mode: 'move' }],
          rules: {
            conversion: {
              kind: 'move',
              atoms: [{ kind: 'leap', vectors: around, mode: 'capture', notInCheck: true }],
            },
          },
        }
      : p,
  ),
};

describe('SAN of conversion moves', () => {
  it('writes Kb2 and reads it back', () => {
    const pos = Position.fromFen('7k/8/8/8/8/8/1r6/K7 w - - 0 1', conversion);
    const [move] = pos.legalMoves();
    expect(move).toMatchObject({ from: 'a1', to: 'b2', fairy: { convert: 'rook' } });
    expect(stringify(move!, pos)).toBe('Kb2');
    expect(resolve('Kb2', pos)).toMatchObject({ from: 'a1', to: 'b2', fairy: { convert: 'rook' } });
  });
});
