/**
 * Walks (`MoveAtom.walk`): the FBR page's Fire Demon's area move, `[mK]--[mK]--K` (three king steps through empty
 * squares, capturing on the last). Counts derived by hand.
 */
import { describe, expect, it } from 'vitest';
import { Position } from '../../position.js';
import { parseVariantDefinition } from '../../schema/index.js';
import type { VariantDefinition, Vector } from '../../variant/definition.js';
import { variants } from '../../variant/builtins/index.js';
import { symmetricVectors } from '../../variant/atoms.js';
import { movesFrom } from '../../../test/moves.js';

const chess = variants.chess;
const KING: Vector[] = [...symmetricVectors(0, 1), ...symmetricVectors(1, 1)];
const walker: VariantDefinition = {
  ...chess,
  id: 'walker',
  pieces: [...chess.pieces, { id: 'walker', symbol: 'A', moves: [{ kind: 'leap', vectors: KING, walk: 3 }] }],
};

describe('walks', () => {
  it('reach every square within three king steps through empty squares, capture only at the end', () => {
    // Alone on d4: the 7x7 square a1..g7 around d4, less d4 and the own king's a1.
    expect(movesFrom(Position.fromFen('7k/8/8/8/3A4/8/8/K7 w - - 0 1', walker), 'd4')).toHaveLength(
      7 * 7 - 2,
    );
    // Walled in by own pawns on c3 d3 e3 c4 c5 d5 e5: e4 (1 step), f3 f4 f5 (2), e2 f2 g2 … g6 e6 f6 (3).
    const walled = Position.fromFen('7k/8/8/2PPP3/2PA4/2PPP3/8/K7 w - - 0 1', walker);
    expect(movesFrom(walled, 'd4')).toEqual([
      'e2',
      'e4',
      'e6',
      'f2',
      'f3',
      'f4',
      'f5',
      'f6',
      'g2',
      'g3',
      'g4',
      'g5',
      'g6',
    ]);
    // An enemy piece in the gap on e4: captured, not passed.
    const taken = Position.fromFen('7k/8/8/2PPP3/2PAn3/2PPP3/8/K7 w - - 0 1', walker);
    expect(movesFrom(taken, 'd4')).toEqual(['e4']);
  });

  it('round-trips through the schema', () => {
    expect(parseVariantDefinition(JSON.parse(JSON.stringify(walker)))).toEqual(walker);
  });
});
